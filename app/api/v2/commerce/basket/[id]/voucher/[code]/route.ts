import { basketVoucherParamSchema } from '@/lib/api/schemas/basket-requests';
import { removeVoucher } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension: take a voucher off the basket. */
export const DELETE = route({ wrapper: 'D', params: basketVoucherParamSchema }, ({ ctx, params }) =>
  removeVoucher(ctx.db, params.id, params.code, shopperOf(ctx)),
);
