import { basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { getBasket } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/service/http';

export const GET = route({ wrapper: 'D', params: basketIdParamSchema }, ({ ctx, params }) => getBasket(ctx.db, params.id, shopperOf(ctx)));
