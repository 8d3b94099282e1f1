import { productCreateSchema } from '@/lib/api/schemas/product-lifecycle';
import { createProduct } from '@/lib/service/products/lifecycle';
import { writeRequestOf } from '@/lib/service/products/lifecycle/request';
import { route } from '@/lib/service/http';

export const POST = route({ wrapper: 'C', body: productCreateSchema }, async ({ ctx, body, request }) => ({
  recordId: await createProduct(ctx.db, body, writeRequestOf(ctx, request)),
  message: 'Product created',
}));
