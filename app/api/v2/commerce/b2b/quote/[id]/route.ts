import { quotationIdParamsSchema, quotationUpdateSchema } from '@/lib/api/schemas/b2b-quotes';
import { updateQuotation } from '@/lib/service/b2b/quotes/update';
import { getQuotation } from '@/lib/service/b2b/quotes/view';
import { etag, ifMatchVersion } from '@/lib/http/versions';
import { Reply, route } from '@/lib/http/route';

/** The ETag is the quotation's version: send it back as If-Match (or `version`) to edit. */
export const GET = route({ wrapper: 'D', params: quotationIdParamsSchema }, async ({ ctx, params }) => {
  const quotation = await getQuotation(ctx.db, params.id);
  return new Reply(quotation, { ETag: etag(quotation.version) });
});

export const PUT = route(
  { wrapper: 'D', params: quotationIdParamsSchema, body: quotationUpdateSchema, bodyFormat: 'json-or-form' },
  async ({ ctx, params, body, request }) => {
    const quotation = await updateQuotation(ctx.db, params.id, body, ifMatchVersion(request), ctx.actor);
    return new Reply(quotation, { ETag: etag(quotation.version) });
  },
);
