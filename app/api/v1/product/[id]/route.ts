import { guidParamSchema } from '@/lib/api/schemas/category';
import { productUpdateSchema } from '@/lib/api/schemas/product-lifecycle';
import { getProductDetail } from '@/lib/service/products/detail';
import { deleteProduct, updateProduct } from '@/lib/service/products/lifecycle';
import { writeRequestOf } from '@/lib/http/write-request';
import { etag } from '@/lib/http/versions';
import { Reply, route } from '@/lib/http/route';

/** Prices follow the Currency header; the ETag (product version) guards PUT and single-product bulk updates. */
export const GET = route({ wrapper: 'B', params: guidParamSchema, cache: {} }, async ({ ctx, params }) => {
  const { detail, version } = await getProductDetail(ctx.db, params.id, ctx.currency);
  return new Reply(detail, { ETag: etag(version) });
});

/** Any subset of the groups, with If-Match; answers the new ETag. */
export const PUT = route({ wrapper: 'C', params: guidParamSchema, body: productUpdateSchema }, async ({ ctx, params, body, request }) => {
  const { version } = await updateProduct(ctx.db, params.id, body, writeRequestOf(ctx, request));
  return new Reply({ recordId: params.id, message: 'Product updated' }, { ETag: etag(version) });
});

/** Soft delete: restorable for 30 days (POST …/restore). */
export const DELETE = route({ wrapper: 'C', params: guidParamSchema }, async ({ ctx, params }) => {
  await deleteProduct(ctx.db, params.id, ctx.actor);
  return { recordId: params.id, message: 'Product deleted; it can be restored for 30 days' };
});
