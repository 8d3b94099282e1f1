import { route } from '@/lib/http/route';
import { productPaths } from '@/lib/service/storefront/catalogue';

/** Extension (betterstorefront get-all-product-paths.ts): the slug of every listed product. */
export const POST = route({ wrapper: 'D', cache: {} }, ({ ctx }) => productPaths(ctx.db));
