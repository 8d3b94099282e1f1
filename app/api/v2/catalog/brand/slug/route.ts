import { slugQuerySchema } from '@/lib/api/schemas/storefront';
import { route } from '@/lib/http/route';
import { brandBySlug } from '@/lib/service/storefront/catalogue';
import { foundOrNotFound } from '@/lib/http/wrappers';
import { requestLocale } from '@/lib/service/locales';

/** Extension (betterstorefront api/endpoints/catalog/getBrandBySlug.ts); an unknown slug is 200 with status NotFound. */
export const POST = route(
  { wrapper: 'bare', failureWrapper: 'D', query: slugQuerySchema, cache: {} },
  async ({ ctx, query }) => foundOrNotFound(await brandBySlug(ctx.db, query.slug, await requestLocale(ctx.db, ctx.language))),
);
