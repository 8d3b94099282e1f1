import { stockCodeParamSchema } from '@/lib/api/schemas/storefront';
import { route } from '@/lib/http/route';
import { productByKey } from '@/lib/service/storefront/catalogue';

/** Extension (betterstorefront): one product by stock code (the path segment is the stock code). */
export const GET = route({ wrapper: 'D', params: stockCodeParamSchema, cache: { shared: true } }, ({ ctx, params }) =>
  productByKey(ctx.db, { stockCode: params.id }, ctx.currency),
);
