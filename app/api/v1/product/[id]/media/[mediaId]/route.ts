import { productMediaParamsSchema, productMediaUpdateSchema } from '@/lib/api/schemas/product-media';
import { route } from '@/lib/http/route';
import { deleteProductMedia, updateProductMedia } from '@/lib/service/products/media';

/** Extension: alt text, tag, position, default and active flag of one media record; Wrapper B with the record. */
export const PUT = route({ wrapper: 'B', params: productMediaParamsSchema, body: productMediaUpdateSchema }, ({ ctx, params, body }) =>
  updateProductMedia(ctx.db, params.id, params.mediaId, body, ctx.actor),
);

/** Extension: deletes one media record and its stored files; mutation result C. */
export const DELETE = route({ wrapper: 'C', params: productMediaParamsSchema }, async ({ ctx, params }) => ({
  recordId: await deleteProductMedia(ctx.db, params.id, params.mediaId, ctx.actor),
  message: 'Media deleted',
}));
