import { quotationIdParamsSchema } from '@/lib/api/schemas/b2b-quotes';
import { convertQuotation } from '@/lib/service/b2b/quotes/convert';
import { Reply, route } from '@/lib/http/route';

export const POST = route({ wrapper: 'D', params: quotationIdParamsSchema }, async ({ ctx, params }) => {
  const basket = await convertQuotation(ctx.db, params.id, ctx.actor);
  return new Reply(basket, { Location: `/api/v2/commerce/basket/${basket.basketId}` }, 201);
});
