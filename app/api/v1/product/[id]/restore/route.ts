import { guidParamSchema } from '@/lib/api/schemas/category';
import { restoreProduct } from '@/lib/service/products/lifecycle';
import { route } from '@/lib/http/route';

export const POST = route({ wrapper: 'C', params: guidParamSchema }, async ({ ctx, params }) => {
  await restoreProduct(ctx.db, params.id, ctx.actor);
  return { recordId: params.id, message: 'Product restored' };
});
