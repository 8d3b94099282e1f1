import { returnPathParamSchema } from '@/lib/api/schemas/returns';
import { route } from '@/lib/http/route';
import { getReturnDetail } from '@/lib/service/returns/detail';

/** Extension: a return with its lines, history and allowed next statuses. */
export const GET = route({ wrapper: 'D', params: returnPathParamSchema }, ({ ctx, params }) => getReturnDetail(ctx.db, params.id));
