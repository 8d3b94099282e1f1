import { searchQuerySchema } from '@/lib/api/schemas/product-search';
import { searchProducts } from '@/lib/service/products/search';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'A', query: searchQuerySchema }, ({ ctx, query }) =>
  searchProducts(ctx.db, {}, query, ctx.currency),
);
