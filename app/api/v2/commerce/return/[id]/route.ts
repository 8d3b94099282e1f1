import { returnPathParamSchema } from '@/lib/api/schemas/returns';
import { route } from '@/lib/http/route';
import { getReturnOrder } from '@/lib/service/returns/order-detail';

/** The order (by number or Guid) as a return needs it. */
export const GET = route({ wrapper: 'D', params: returnPathParamSchema }, ({ ctx, params }) => getReturnOrder(ctx.db, params.id));
