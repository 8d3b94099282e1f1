import { stockCodeParamSchema } from '@/lib/api/schemas/storefront';
import { route } from '@/lib/http/route';
import { relatedProducts } from '@/lib/service/storefront/catalogue';
import { requestLocale } from '@/lib/service/locales';

/** Extension (betterstorefront api/operations/get-related-products.ts): a product's (Guid or stock code) related products. */
export const GET = route({ wrapper: 'D', params: stockCodeParamSchema, cache: { shared: true } }, async ({ ctx, params }) =>
  relatedProducts(ctx.db, params.id, ctx.currency, await requestLocale(ctx.db, ctx.language)),
);
