import { slugQuerySchema } from '@/lib/api/schemas/storefront';
import { route } from '@/lib/http/route';
import { productBySlug } from '@/lib/service/storefront/catalogue';
import { foundOrNotFound } from '@/lib/http/wrappers';
import { requestLocale } from '@/lib/service/locales';

/**
 * Extension (betterstorefront api/operations/get-product-preview.ts, pages/preview/products): the
 * product page by slug as `product/slug` answers it, inactive products included (staff preview a page
 * before it goes live). Its production build prerenders a preview page of every product.
 */
export const POST = route(
  { wrapper: 'bare', failureWrapper: 'D', query: slugQuerySchema, cache: {} },
  async ({ ctx, query }) => foundOrNotFound(await productBySlug(ctx.db, query.slug, ctx.currency, { unpublished: true, locale: await requestLocale(ctx.db, ctx.language) })),
);
