import { bulkRunsQuerySchema } from '@/lib/api/schemas/bulk-runs';
import { route } from '@/lib/http/route';
import { listRuns } from '@/lib/service/products/bulk/runs';

export const GET = route({ wrapper: 'A', query: bulkRunsQuerySchema }, ({ ctx, query }) => listRuns(ctx.db, query));
