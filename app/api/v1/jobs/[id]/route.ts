import { jobIdParamsSchema } from '@/lib/api/schemas/bulk-runs';
import { route } from '@/lib/http/route';
import { getJob } from '@/lib/service/jobs';

export const GET = route({ wrapper: 'B', params: jobIdParamsSchema }, ({ ctx, params }) => getJob(ctx.db, params.id));
