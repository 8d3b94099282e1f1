import { guidParamSchema } from '@/lib/api/schemas/category';
import { historyQuerySchema } from '@/lib/api/schemas/history';
import { listHistory } from '@/lib/service/history';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'A', params: guidParamSchema, query: historyQuerySchema }, ({ ctx, params, query }) =>
  listHistory(ctx.db, 'supplier', params.id, query),
);
