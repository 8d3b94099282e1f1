import { basketListQuerySchema } from '@/lib/api/schemas/basket-requests';
import { listBaskets } from '@/lib/service/baskets/lists';
import { route } from '@/lib/http/route';

/** Extension: baskets for the back-office, most recently changed first. */
export const GET = route({ wrapper: 'D', query: basketListQuerySchema }, ({ ctx, query }) => listBaskets(ctx.db, query));
