import { clientIdParamsSchema } from '@/lib/api/schemas/api-clients';
import { assertAdminClient } from '@/lib/service/api-clients';
import { route } from '@/lib/http/route';
import { resetApiClientTokens } from '@/lib/service/infra';

export const POST = route({ wrapper: 'D', params: clientIdParamsSchema }, ({ ctx, params }) => {
  assertAdminClient(ctx.client);
  return resetApiClientTokens(ctx.db, params.clientId, ctx.actor);
});
