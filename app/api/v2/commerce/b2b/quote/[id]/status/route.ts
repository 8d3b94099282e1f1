import { quotationIdParamsSchema, quotationStatusMoveSchema } from '@/lib/api/schemas/b2b-quotes';
import { moveQuotationStatus } from '@/lib/service/b2b/quotes/move-status';
import { route } from '@/lib/http/route';

export const POST = route(
  { wrapper: 'D', params: quotationIdParamsSchema, body: quotationStatusMoveSchema, bodyFormat: 'json-or-form' },
  ({ ctx, params, body }) => moveQuotationStatus(ctx.db, params.id, body, ctx.actor),
);
