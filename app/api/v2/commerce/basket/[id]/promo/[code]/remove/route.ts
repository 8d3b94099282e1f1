import { basketPromoParamSchema } from '@/lib/api/schemas/storefront';
import { removeVoucher } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront api/operations/apply-promo.ts): removes the voucher. */
export const DELETE = route({ wrapper: 'D', params: basketPromoParamSchema }, ({ ctx, params }) =>
  removeVoucher(ctx.db, params.id, params.code, shopperOf(ctx)),
);
