import { listCustomerGroupChoices } from '@/lib/service/b2b/companies/choices';
import { route } from '@/lib/http/route';

/** Extension: the customer groups companies are in, by name (the registration form picks one by name). */
export const GET = route({ wrapper: 'D' }, ({ ctx }) => listCustomerGroupChoices(ctx.db));
