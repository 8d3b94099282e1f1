import { guidParamSchema } from '@/lib/api/schemas/category';
import { productDuplicateSchema } from '@/lib/api/schemas/product-lifecycle';
import { duplicateProduct } from '@/lib/service/products/lifecycle';
import { writeRequestOf } from '@/lib/http/write-request';
import { route } from '@/lib/http/route';

export const POST = route({ wrapper: 'C', params: guidParamSchema, body: productDuplicateSchema }, async ({ ctx, params, body, request }) => ({
  recordId: await duplicateProduct(ctx.db, params.id, body, writeRequestOf(ctx, request)),
  message: 'Product duplicated',
}));
