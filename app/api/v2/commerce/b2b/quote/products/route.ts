import { quotableProductQuerySchema } from '@/lib/api/schemas/b2b-quotes';
import { quotableProducts } from '@/lib/service/b2b/quotes/products';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D', query: quotableProductQuerySchema }, ({ ctx, query }) => quotableProducts(ctx.db, query));
