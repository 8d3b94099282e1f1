import { basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { basketShippingQuerySchema } from '@/lib/api/schemas/storefront';
import { setShippingMethod } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront shipping/update-delivery.ts): the shipping method from the query; countryCode is accepted. */
export const PUT = route(
  { wrapper: 'D', params: basketIdParamSchema, query: basketShippingQuerySchema },
  ({ ctx, params, query }) =>
    setShippingMethod(ctx.db, params.id, { shippingMethodId: query.shippingMethodId }, shopperOf(ctx)),
);
