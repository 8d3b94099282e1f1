import { route } from '@/lib/http/route';
import { storefrontCategories } from '@/lib/service/storefront/catalogue';
import { requestLocale } from '@/lib/service/locales';

/** Extension (betterstorefront category/get-all-categories.ts): the category tree with storefront links. */
export const GET = route({ wrapper: 'D', cache: { shared: true } }, async ({ ctx }) => storefrontCategories(ctx.db, await requestLocale(ctx.db, ctx.language)));
