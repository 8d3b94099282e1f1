import { deletedProductsQuerySchema } from '@/lib/api/schemas/product-lifecycle';
import { listDeletedProducts } from '@/lib/service/products/lifecycle';
import { route } from '@/lib/http/route';

/** Soft-deleted products, newest first: restorable until purgeAfter. */
export const GET = route({ wrapper: 'A', query: deletedProductsQuerySchema }, ({ ctx, query }) => listDeletedProducts(ctx.db, query));
