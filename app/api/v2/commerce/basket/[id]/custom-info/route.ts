import { basketCustomInfoSchema, basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { setCustomInfo } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'D', params: basketIdParamSchema, body: basketCustomInfoSchema }, ({ ctx, params, body }) =>
  setCustomInfo(ctx.db, params.id, body, shopperOf(ctx)),
);
