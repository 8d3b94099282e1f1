import { basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { basketBulkOrInfoSchema } from '@/lib/api/schemas/storefront';
import { shopperOf } from '@/lib/service/baskets/access';
import { addBulk, customInfoOnBulk } from '@/lib/service/baskets/storefront';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront cart/use-bulk-add.ts and use-update-cart-info.ts): a list of lines, or `{customInfo…, lineInfo}`. */
export const PUT = route(
  { wrapper: 'D', params: basketIdParamSchema, body: basketBulkOrInfoSchema },
  ({ ctx, params, body }) =>
    Array.isArray(body)
      ? addBulk(ctx.db, params.id, body, shopperOf(ctx), ctx.currency)
      : customInfoOnBulk(ctx.db, params.id, body, shopperOf(ctx), ctx.currency),
);
