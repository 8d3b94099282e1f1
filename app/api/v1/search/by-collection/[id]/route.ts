import { guidParamSchema } from '@/lib/api/schemas/category';
import { searchQuerySchema } from '@/lib/api/schemas/product-search';
import { searchProducts } from '@/lib/service/products/search';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'A', params: guidParamSchema, query: searchQuerySchema }, ({ ctx, params, query }) =>
  searchProducts(ctx.db, { collectionId: params.id }, query, ctx.currency),
);
