import { basketLineParamSchema, basketQtySchema } from '@/lib/api/schemas/basket-requests';
import { removeItem, updateItemQty } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension: change a line's quantity. */
export const PUT = route(
  { wrapper: 'D', params: basketLineParamSchema, body: basketQtySchema, bodyFormat: 'json-or-form' },
  ({ ctx, params, body }) => updateItemQty(ctx.db, params.id, params.lineId, body.qty, shopperOf(ctx)),
);

/** Extension: remove a line. */
export const DELETE = route({ wrapper: 'D', params: basketLineParamSchema }, ({ ctx, params }) =>
  removeItem(ctx.db, params.id, params.lineId, shopperOf(ctx)),
);
