import { basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { basketItemChangeSchema } from '@/lib/api/schemas/storefront';
import { shopperOf } from '@/lib/service/baskets/access';
import { changeItem } from '@/lib/service/baskets/storefront';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront cart/use-add-item.tsx, n8n Order|Quote/Create): qty is a change; the empty Guid starts a new basket. */
export const PUT = route(
  { wrapper: 'D', params: basketIdParamSchema, body: basketItemChangeSchema, bodyFormat: 'json-or-form' },
  ({ ctx, params, body }) => changeItem(ctx.db, params.id, body, shopperOf(ctx), ctx.currency),
);
