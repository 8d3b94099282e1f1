import { guidParamSchema } from '@/lib/api/schemas/category';
import { readMultipart } from '@/lib/uploads/multipart';
import { route } from '@/lib/http/route';
import { addProductMedia, uploadFieldsOf } from '@/lib/service/products/media';

/** Extension: uploads images (multipart `file` parts, optional `altText`, `tag`); Wrapper B with the new media. */
export const POST = route({ wrapper: 'B', params: guidParamSchema }, async ({ ctx, params, request }) => {
  const { files, fields } = await readMultipart(request);
  return addProductMedia(ctx.db, params.id, files, uploadFieldsOf(fields), ctx.actor);
});
