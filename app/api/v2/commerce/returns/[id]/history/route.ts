import { returnHistoryQuerySchema, returnPathParamSchema } from '@/lib/api/schemas/returns';
import { route } from '@/lib/http/route';
import { returnHistory } from '@/lib/service/returns/history';

/** Extension: who changed a return, when and what, newest first. */
export const GET = route(
  { wrapper: 'D', params: returnPathParamSchema, query: returnHistoryQuerySchema },
  ({ ctx, params, query }) => returnHistory(ctx.db, params.id, query),
);
