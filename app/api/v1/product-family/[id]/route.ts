import { intIdParamSchema } from '@/lib/api/schemas/fields';
import { productFamilyUpdateSchema } from '@/lib/api/schemas/product-family';
import { getProductFamily, updateProductFamily } from '@/lib/service/product-families';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'B', params: intIdParamSchema }, ({ ctx, params }) => getProductFamily(ctx.db, params.id));

export const PUT = route(
  { wrapper: 'BC', params: intIdParamSchema, body: productFamilyUpdateSchema },
  async ({ ctx, params, body }) => ({
    recordId: String(await updateProductFamily(ctx.db, params.id, body, ctx.actor)),
    message: 'Product family updated',
  }),
);
