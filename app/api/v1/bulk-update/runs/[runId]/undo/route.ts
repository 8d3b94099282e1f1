import { runIdParamsSchema } from '@/lib/api/schemas/bulk-runs';
import { route } from '@/lib/http/route';
import { bulkRequestOf } from '@/lib/http/bulk';
import { undoRun } from '@/lib/service/products/bulk/undo';

export const POST = route({ wrapper: 'B', params: runIdParamsSchema }, ({ ctx, params, request }) =>
  undoRun(ctx.db, params.runId, ctx.actor, bulkRequestOf(ctx, request).userId),
);
