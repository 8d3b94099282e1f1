import { companyIdParamsSchema } from '@/lib/api/schemas/b2b';
import { entityHistoryQuerySchema } from '@/lib/api/schemas/b2b-history';
import { b2bHistory } from '@/lib/service/b2b/history';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D', params: companyIdParamsSchema, query: entityHistoryQuerySchema }, ({ ctx, params, query }) =>
  b2bHistory(ctx.db, 'company', params.companyId, query),
);
