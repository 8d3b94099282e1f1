import { searchQuerySchema, statusParamSchema } from '@/lib/api/schemas/product-search';
import { searchProducts } from '@/lib/service/products/search';
import { route } from '@/lib/http/route';

/** -1 lists every status; 0 to 4 one status; anything else is a 400. */
export const GET = route({ wrapper: 'A', params: statusParamSchema, query: searchQuerySchema }, ({ ctx, params, query }) =>
  searchProducts(ctx.db, { status: params.id }, query, ctx.currency),
);
