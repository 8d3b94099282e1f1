import { quotationSaveSchema } from '@/lib/api/schemas/b2b';
import { saveQuotation } from '@/lib/service/b2b-quotes';
import { route } from '@/lib/service/http';

export const POST = route(
  { wrapper: 'D', body: quotationSaveSchema, bodyFormat: 'json-or-form' },
  ({ ctx, body }) => saveQuotation(ctx.db, body),
);
