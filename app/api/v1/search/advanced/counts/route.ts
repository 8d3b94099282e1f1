import { advancedSearchRequestSchema } from '@/lib/api/schemas/product-search';
import { countCatalogue } from '@/lib/service/products/search';
import { route } from '@/lib/http/route';

/** Extension: how many products and variants match (docs/counts.md). */
export const POST = route({ wrapper: 'B', body: advancedSearchRequestSchema }, ({ ctx, body }) => countCatalogue(ctx.db, body));
