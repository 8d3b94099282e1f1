import { basketUserParamSchema } from '@/lib/api/schemas/basket-requests';
import { listUserBaskets } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D', params: basketUserParamSchema }, ({ ctx, params }) =>
  listUserBaskets(ctx.db, params.userId, shopperOf(ctx)),
);
