import { categoryUpdateSchema, guidParamSchema } from '@/lib/api/schemas/category';
import { getCategoryDetail, updateCategory } from '@/lib/service/categories';
import { etag, ifMatchVersion } from '@/lib/http/versions';
import { Reply, route } from '@/lib/http/route';

export const GET = route({ wrapper: 'bare', params: guidParamSchema }, async ({ ctx, params }) => {
  const { detail, version } = await getCategoryDetail(ctx.db, params.id);
  return new Reply(detail, { ETag: etag(version) });
});

export const PUT = route(
  { wrapper: 'C', params: guidParamSchema, body: categoryUpdateSchema },
  async ({ ctx, params, body, request }) => ({
    recordId: await updateCategory(ctx.db, params.id, body, ifMatchVersion(request), ctx.actor),
    message: 'Category updated',
  }),
);
