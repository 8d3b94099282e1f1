import { productFamilyCreateSchema } from '@/lib/api/schemas/product-family';
import { createProductFamily, listProductFamilies } from '@/lib/service/product-families';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'B' }, ({ ctx }) => listProductFamilies(ctx.db));

/** recordId is the new integer id as a string (the mutation result types it as a string). */
export const POST = route({ wrapper: 'BC', body: productFamilyCreateSchema }, async ({ ctx, body }) => ({
  recordId: String(await createProductFamily(ctx.db, body, ctx.actor)),
  message: 'Product family created',
}));
