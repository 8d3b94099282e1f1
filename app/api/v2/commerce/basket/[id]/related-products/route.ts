import { basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { shopperOf } from '@/lib/service/baskets/access';
import { relatedProducts } from '@/lib/service/baskets/related';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D', params: basketIdParamSchema }, ({ ctx, params }) => relatedProducts(ctx.db, params.id, shopperOf(ctx)));
