import { orderSearchQuerySchema } from '@/lib/api/schemas/orders';
import { route } from '@/lib/http/route';
import { searchOrders } from '@/lib/service/orders';

/** Extension: support staff find orders by number, email, name, stock code, status and dates. */
export const GET = route({ wrapper: 'D', query: orderSearchQuerySchema }, ({ ctx, query }) =>
  searchOrders(ctx.db, query),
);
