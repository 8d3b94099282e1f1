import { basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { shopperOf } from '@/lib/service/baskets/access';
import { basketOrEmpty } from '@/lib/service/baskets/storefront';
import { route } from '@/lib/http/route';

/** A well-formed id with no basket yet answers an empty basket with that id (the real API, which the storefront relies on). */
export const GET = route({ wrapper: 'D', params: basketIdParamSchema }, ({ ctx, params }) => basketOrEmpty(ctx.db, params.id, shopperOf(ctx), ctx.currency));
