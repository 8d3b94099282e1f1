import { listPriceListChoices } from '@/lib/service/b2b/companies/choices';
import { route } from '@/lib/http/route';

/** Extension: the price lists a company may buy at, by name (the registration form picks one by name). */
export const GET = route({ wrapper: 'D' }, ({ ctx }) => listPriceListChoices(ctx.db));
