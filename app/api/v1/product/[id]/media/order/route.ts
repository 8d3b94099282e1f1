import { guidParamSchema } from '@/lib/api/schemas/category';
import { productMediaOrderSchema } from '@/lib/api/schemas/product-media';
import { route } from '@/lib/http/route';
import { reorderProductMedia } from '@/lib/service/products/media';

/** Extension: puts several media in a new order in one transaction; Wrapper B with all the product's media. */
export const PUT = route({ wrapper: 'B', params: guidParamSchema, body: productMediaOrderSchema }, ({ ctx, params, body }) =>
  reorderProductMedia(ctx.db, params.id, body.mediaIds, ctx.actor),
);
