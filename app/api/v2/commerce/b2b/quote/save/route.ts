import { quotationSaveSchema } from '@/lib/api/schemas/b2b-quotes';
import { saveQuotation } from '@/lib/service/b2b/quotes/save';
import { Reply, route } from '@/lib/http/route';

/** result is true (spec); the Location header names the quotation (extension). */
export const POST = route({ wrapper: 'D', body: quotationSaveSchema, bodyFormat: 'json-or-form' }, async ({ ctx, body }) => {
  const id = await saveQuotation(ctx.db, body, ctx.actor);
  return new Reply(true, { Location: `/api/v2/commerce/b2b/quote/${id}` });
});
