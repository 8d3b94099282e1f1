import { slugQuerySchema } from '@/lib/api/schemas/storefront';
import { route } from '@/lib/http/route';
import { productBySlug } from '@/lib/service/storefront/catalogue';
import { foundOrNotFound } from '@/lib/http/wrappers';
import { requestLocale } from '@/lib/service/locales';

/** Extension (betterstorefront api/operations/get-product-quick-views.ts): the product page by slug, for the quick view. */
export const GET = route(
  { wrapper: 'bare', failureWrapper: 'D', query: slugQuerySchema, cache: { shared: true } },
  async ({ ctx, query }) => foundOrNotFound(await productBySlug(ctx.db, query.slug, ctx.currency, { locale: await requestLocale(ctx.db, ctx.language) })),
);
