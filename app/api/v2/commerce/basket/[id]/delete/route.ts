import { basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { deleteBasket } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

export const DELETE = route({ wrapper: 'D', params: basketIdParamSchema }, ({ ctx, params }) => deleteBasket(ctx.db, params.id, shopperOf(ctx)));
