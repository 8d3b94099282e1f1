import { route } from '@/lib/http/route';
import { storefrontCategories } from '@/lib/service/storefront/catalogue';

/** Extension (betterstorefront category/get-all-categories.ts): the category tree with storefront links. */
export const GET = route({ wrapper: 'D', cache: { shared: true } }, ({ ctx }) => storefrontCategories(ctx.db));
