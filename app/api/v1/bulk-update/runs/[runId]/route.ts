import { runIdParamsSchema } from '@/lib/api/schemas/bulk-runs';
import { route } from '@/lib/http/route';
import { getRun } from '@/lib/service/products/bulk/runs';

export const GET = route({ wrapper: 'B', params: runIdParamsSchema }, ({ ctx, params }) => getRun(ctx.db, params.runId));
