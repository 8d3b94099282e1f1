import { advancedSearchRequestSchema, searchQuerySchema } from '@/lib/api/schemas/product-search';
import { searchProducts } from '@/lib/service/products/search';
import { route } from '@/lib/http/route';

export const POST = route(
  { wrapper: 'A', query: searchQuerySchema, body: advancedSearchRequestSchema },
  ({ ctx, query, body }) => searchProducts(ctx.db, body, query, ctx.currency),
);
