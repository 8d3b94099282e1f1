import { guidParamSchema } from '@/lib/api/schemas/category';
import { productVariantCreateSchema } from '@/lib/api/schemas/product-lifecycle';
import { createVariant } from '@/lib/service/products/lifecycle';
import { writeRequestOf } from '@/lib/http/write-request';
import { route } from '@/lib/http/route';

export const POST = route({ wrapper: 'C', params: guidParamSchema, body: productVariantCreateSchema }, async ({ ctx, params, body, request }) => ({
  recordId: await createVariant(ctx.db, params.id, body, writeRequestOf(ctx, request)),
  message: 'Variant created',
}));
