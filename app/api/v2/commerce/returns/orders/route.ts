import { returnableOrderQuerySchema } from '@/lib/api/schemas/returns';
import { route } from '@/lib/http/route';
import { listReturnableOrders } from '@/lib/service/returns/lists';

/** Extension: orders to start a return for, with what can still be returned. */
export const GET = route({ wrapper: 'D', query: returnableOrderQuerySchema }, ({ ctx, query }) => listReturnableOrders(ctx.db, query));
