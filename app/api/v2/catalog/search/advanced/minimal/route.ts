import { route } from '@/lib/http/route';
import { readStorefrontBody } from '@/lib/http/storefront-body';
import { storefrontSearch } from '@/lib/service/storefront/search';
import { requestLocale } from '@/lib/service/locales';

/** Extension (betterstorefront get-all-products.ts): the search with the storefront's qs-encoded or JSON body. */
export const POST = route({ wrapper: 'D', cache: {} }, async ({ ctx, request }) =>
  storefrontSearch(ctx.db, await readStorefrontBody(request), ctx.currency, await requestLocale(ctx.db, ctx.language)),
);
