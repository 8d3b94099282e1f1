import { advancedSearchRequestSchema, searchQuerySchema } from '@/lib/api/schemas/product-search';
import { searchProductIdList } from '@/lib/service/products/search';
import { route } from '@/lib/http/route';

/** Extension: every matching product id (at most 100,000), so a bulk update can act on "all N matching". */
export const POST = route(
  { wrapper: 'A', query: searchQuerySchema, body: advancedSearchRequestSchema },
  ({ ctx, query, body }) => searchProductIdList(ctx.db, body, query, ctx.currency),
);
