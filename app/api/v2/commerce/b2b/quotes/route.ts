import { quotationListQuerySchema } from '@/lib/api/schemas/b2b-quotes';
import { listAllQuotations } from '@/lib/service/b2b/quotes/list';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D', query: quotationListQuerySchema }, ({ ctx, query }) => listAllQuotations(ctx.db, query));
