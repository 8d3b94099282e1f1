import { returnPathParamSchema, returnUpdateSchema } from '@/lib/api/schemas/returns';
import { route } from '@/lib/http/route';
import { updateReturnStatus } from '@/lib/service/returns/update';

export const POST = route(
  { wrapper: 'D', params: returnPathParamSchema, body: returnUpdateSchema, bodyFormat: 'json-or-form' },
  ({ ctx, params, body }) => updateReturnStatus(ctx.db, params.id, body, ctx.actor),
);
