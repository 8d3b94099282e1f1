import { quotationIdParamsSchema } from '@/lib/api/schemas/b2b-quotes';
import { download } from '@/lib/http/download';
import { route } from '@/lib/http/route';
import { quotationPdf } from '@/lib/service/b2b/quotes/pdf';

/** The PDF itself on success; failures in Wrapper D like every v2 call. */
export const GET = route({ wrapper: 'bare', failureWrapper: 'D', params: quotationIdParamsSchema }, async ({ ctx, params }) => {
  const { pdf, fileName } = await quotationPdf(ctx.db, params.id);
  return download(new Uint8Array(pdf), 'application/pdf', fileName);
});
