import { BULK_MAX_BODY_BYTES } from '@/lib/api/schemas/bulk-update';
import { productDataRequestSchema } from '@/lib/api/schemas/product-data';
import { productData } from '@/lib/service/products/data';
import { route } from '@/lib/http/route';

/** Extension (method and path not shown by the spec): Product Data, paged in Wrapper A. */
export const POST = route(
  { wrapper: 'A', body: productDataRequestSchema, maxBodyBytes: BULK_MAX_BODY_BYTES },
  ({ ctx, body }) => productData(ctx.db, body),
);
