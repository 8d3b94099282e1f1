import { listPromotions } from '@/lib/service/baskets/lists';
import { route } from '@/lib/http/route';

/** Extension: every promotion, current or not. */
export const GET = route({ wrapper: 'D' }, ({ ctx }) => listPromotions(ctx.db));
