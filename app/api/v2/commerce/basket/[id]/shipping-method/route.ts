import { basketIdParamSchema, basketShippingSchema } from '@/lib/api/schemas/basket-requests';
import { setShippingMethod } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension: choose the shipping method. */
export const PUT = route(
  { wrapper: 'D', params: basketIdParamSchema, body: basketShippingSchema, bodyFormat: 'json-or-form' },
  ({ ctx, params, body }) => setShippingMethod(ctx.db, params.id, body, shopperOf(ctx)),
);
