import { route } from '@/lib/http/route';
import { readStorefrontBody } from '@/lib/http/storefront-body';
import { storefrontSearch } from '@/lib/service/storefront/search';
import { requestLocale } from '@/lib/service/locales';

/**
 * An empty body searches everything. JSON or form fields (the spec's sample sends form fields), including
 * the vendor storefront's qs-encoded body (filters[i][Key]…, get-category-products.ts): lib/service/storefront/search.ts.
 */
export const POST = route({ wrapper: 'D', cache: {} }, async ({ ctx, request }) => storefrontSearch(ctx.db, await readStorefrontBody(request), ctx.currency, await requestLocale(ctx.db, ctx.language)));
