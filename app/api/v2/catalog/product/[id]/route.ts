import { productIdParamSchema } from '@/lib/api/schemas/storefront';
import { route } from '@/lib/http/route';
import { productByKey } from '@/lib/service/storefront/catalogue';
import { requestLocale } from '@/lib/service/locales';

/** Extension (n8n-nodes-bettercommerce Modules/Product/Get): one product by its Guid. */
export const GET = route({ wrapper: 'D', params: productIdParamSchema, cache: { shared: true } }, async ({ ctx, params }) =>
  productByKey(ctx.db, { id: params.id }, ctx.currency, await requestLocale(ctx.db, ctx.language)),
);
