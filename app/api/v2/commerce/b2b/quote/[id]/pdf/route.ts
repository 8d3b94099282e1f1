import { quotationIdParamsSchema } from '@/lib/api/schemas/b2b-quotes';
import { quotationPdf } from '@/lib/service/b2b-quote-pdf';
import { route } from '@/lib/service/http';

/** The PDF itself on success; failures in Wrapper D like every v2 call. */
export const GET = route({ wrapper: 'bare', failureWrapper: 'D', params: quotationIdParamsSchema }, async ({ ctx, params }) => {
  const { pdf, fileName } = await quotationPdf(ctx.db, params.id);
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' },
  });
});
