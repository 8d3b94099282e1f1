import { basketIdParamSchema, basketItemInputSchema } from '@/lib/api/schemas/basket-requests';
import { addItem } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension: add one item (the quantity is added to a line of the same product). */
export const POST = route(
  { wrapper: 'D', params: basketIdParamSchema, body: basketItemInputSchema, bodyFormat: 'json-or-form' },
  ({ ctx, params, body }) => addItem(ctx.db, params.id, body, shopperOf(ctx)),
);
