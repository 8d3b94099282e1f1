import { productIdParamSchema } from '@/lib/api/schemas/storefront';
import { route } from '@/lib/http/route';
import { productByKey } from '@/lib/service/storefront/catalogue';

/** Extension (n8n-nodes-bettercommerce Modules/Product/Get): one product by its Guid. */
export const GET = route({ wrapper: 'D', params: productIdParamSchema, cache: { shared: true } }, ({ ctx, params }) =>
  productByKey(ctx.db, { id: params.id }, ctx.currency),
);
