import { jobIdParamsSchema } from '@/lib/api/schemas/bulk-runs';
import { route } from '@/lib/http/route';
import { cancelJob } from '@/lib/service/jobs';

export const POST = route({ wrapper: 'B', params: jobIdParamsSchema }, ({ ctx, params }) => cancelJob(ctx.db, params.id));
