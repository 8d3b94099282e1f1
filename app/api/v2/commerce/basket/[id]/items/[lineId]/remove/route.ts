import { basketProductParamSchema } from '@/lib/api/schemas/storefront';
import { shopperOf } from '@/lib/service/baskets/access';
import { removeProduct } from '@/lib/service/baskets/storefront';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront cart/use-remove-item.tsx): the segment is the product's Guid. */
export const DELETE = route({ wrapper: 'D', params: basketProductParamSchema }, ({ ctx, params }) =>
  removeProduct(ctx.db, params.id, params.lineId, shopperOf(ctx), ctx.currency),
);
