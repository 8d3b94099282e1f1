import { guidParamSchema } from '@/lib/api/schemas/category';
import { getSupplier } from '@/lib/service/suppliers';
import { etag } from '@/lib/http/versions';
import { Reply, route } from '@/lib/http/route';

/** Extension: one supplier, with its version as ETag (send it back in If-Match on PUT). */
export const GET = route({ wrapper: 'B', params: guidParamSchema }, async ({ ctx, params }) => {
  const { supplier, version } = await getSupplier(ctx.db, params.id);
  return new Reply(supplier, { ETag: etag(version) });
});
