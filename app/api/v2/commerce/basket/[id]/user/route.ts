import { basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { basketUserQuerySchema } from '@/lib/api/schemas/storefront';
import { shopperOf } from '@/lib/service/baskets/access';
import { assignUser } from '@/lib/service/baskets/storefront';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront cart/associate-cart.ts, n8n Order|Quote/Create): the basket now belongs to ?userId. */
export const PUT = route(
  { wrapper: 'D', params: basketIdParamSchema, query: basketUserQuerySchema },
  ({ ctx, params, query }) => assignUser(ctx.db, params.id, query.userId, shopperOf(ctx), ctx.currency),
);
