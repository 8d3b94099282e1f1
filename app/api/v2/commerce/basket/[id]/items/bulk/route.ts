import { basketBulkAddSchema, basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { addItemsInBulk } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension: add several items, all or none. */
export const POST = route({ wrapper: 'D', params: basketIdParamSchema, body: basketBulkAddSchema }, ({ ctx, params, body }) =>
  addItemsInBulk(ctx.db, params.id, body.items, shopperOf(ctx)),
);
