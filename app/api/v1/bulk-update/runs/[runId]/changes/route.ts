import { bulkRunsQuerySchema, runIdParamsSchema } from '@/lib/api/schemas/bulk-runs';
import { route } from '@/lib/http/route';
import { listRunChanges } from '@/lib/service/products/bulk/runs';

export const GET = route({ wrapper: 'A', params: runIdParamsSchema, query: bulkRunsQuerySchema }, ({ ctx, params, query }) =>
  listRunChanges(ctx.db, params.runId, query),
);
