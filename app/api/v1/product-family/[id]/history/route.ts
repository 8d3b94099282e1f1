import { intIdParamSchema } from '@/lib/api/schemas/fields';
import { historyQuerySchema } from '@/lib/api/schemas/history';
import { listHistory } from '@/lib/service/history';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'A', params: intIdParamSchema, query: historyQuerySchema }, ({ ctx, params, query }) =>
  listHistory(ctx.db, 'product_family', String(params.id), query),
);
