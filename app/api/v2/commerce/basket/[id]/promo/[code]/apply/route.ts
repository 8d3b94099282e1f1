import { basketPromoParamSchema } from '@/lib/api/schemas/storefront';
import { applyVoucher } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront api/operations/apply-promo.ts): the voucher call under the storefront's path. */
export const POST = route({ wrapper: 'D', params: basketPromoParamSchema }, ({ ctx, params }) =>
  applyVoucher(ctx.db, params.id, params.code, shopperOf(ctx)),
);
