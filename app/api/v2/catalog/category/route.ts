import { route } from '@/lib/http/route';
import { storefrontCategories } from '@/lib/service/storefront/catalogue';

/** Extension (betterstorefront category/get-all-categories.ts): the category tree with storefront links. */
export const GET = route({ wrapper: 'D' }, ({ ctx }) => storefrontCategories(ctx.db));
