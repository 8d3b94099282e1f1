import { basketMergeQuerySchema } from '@/lib/api/schemas/storefront';
import { basketIdParamSchema, basketMergeSchema } from '@/lib/api/schemas/basket-requests';
import { mergeBaskets } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension: merge another basket (e.g. the guest basket) into this one. */
export const POST = route(
  { wrapper: 'D', params: basketIdParamSchema, body: basketMergeSchema, bodyFormat: 'json-or-form' },
  ({ ctx, params, body }) => mergeBaskets(ctx.db, params.id, body.sourceBasketId, shopperOf(ctx)),
);

/** Extension (betterstorefront cart/merge-cart.ts): the real API's form, the source basket in the query. */
export const PUT = route(
  { wrapper: 'D', params: basketIdParamSchema, query: basketMergeQuerySchema },
  ({ ctx, params, query }) => mergeBaskets(ctx.db, params.id, query.sourceBasketId, shopperOf(ctx)),
);
