import { stockCodeParamSchema } from '@/lib/api/schemas/storefront';
import { route } from '@/lib/http/route';
import { productByKey } from '@/lib/service/storefront/catalogue';
import { requestLocale } from '@/lib/service/locales';

/** Extension (betterstorefront): one product by stock code (the path segment is the stock code). */
export const GET = route({ wrapper: 'D', params: stockCodeParamSchema, cache: { shared: true } }, async ({ ctx, params }) =>
  productByKey(ctx.db, { stockCode: params.id }, ctx.currency, await requestLocale(ctx.db, ctx.language)),
);
