import { quotationIdParamsSchema } from '@/lib/api/schemas/b2b-quotes';
import { entityHistoryQuerySchema } from '@/lib/api/schemas/b2b-history';
import { b2bHistory } from '@/lib/service/b2b/history';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D', params: quotationIdParamsSchema, query: entityHistoryQuerySchema }, ({ ctx, params, query }) =>
  b2bHistory(ctx.db, 'quotation', params.id, query),
);
