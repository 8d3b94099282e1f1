import { basketIdParamSchema, basketVoucherSchema } from '@/lib/api/schemas/basket-requests';
import { applyVoucher } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension: enter a voucher code. */
export const POST = route(
  { wrapper: 'D', params: basketIdParamSchema, body: basketVoucherSchema, bodyFormat: 'json-or-form' },
  ({ ctx, params, body }) => applyVoucher(ctx.db, params.id, body.voucherCode, shopperOf(ctx)),
);
