import { productCreateSchema } from '@/lib/api/schemas/product-lifecycle';
import { createProduct } from '@/lib/service/products/lifecycle';
import { writeRequestOf } from '@/lib/http/write-request';
import { route } from '@/lib/http/route';

export const POST = route({ wrapper: 'C', body: productCreateSchema }, async ({ ctx, body, request }) => ({
  recordId: await createProduct(ctx.db, body, writeRequestOf(ctx, request)),
  message: 'Product created',
}));
