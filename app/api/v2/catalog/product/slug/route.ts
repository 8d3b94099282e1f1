import { slugQuerySchema } from '@/lib/api/schemas/storefront';
import { route } from '@/lib/http/route';
import { productBySlug } from '@/lib/service/storefront/catalogue';
import { foundOrNotFound } from '@/lib/http/wrappers';
import { requestLocale } from '@/lib/service/locales';

/** Extension (betterstorefront api/operations/get-product.ts); an unknown slug is 200 with status NotFound, as it reads it. */
export const POST = route(
  { wrapper: 'bare', failureWrapper: 'D', query: slugQuerySchema, cache: {} },
  async ({ ctx, query }) => foundOrNotFound(await productBySlug(ctx.db, query.slug, ctx.currency, { locale: await requestLocale(ctx.db, ctx.language) })),
);
