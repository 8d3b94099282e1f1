import { guidParamSchema } from '@/lib/api/schemas/category';
import { getProductDetail } from '@/lib/service/products/detail';
import { etag, Reply, route } from '@/lib/service/http';

/** Prices follow the Currency header; the ETag (product version) guards single-product bulk updates. */
export const GET = route({ wrapper: 'B', params: guidParamSchema }, async ({ ctx, params }) => {
  const { detail, version } = await getProductDetail(ctx.db, params.id, ctx.currency);
  return new Reply(detail, { ETag: etag(version) });
});
