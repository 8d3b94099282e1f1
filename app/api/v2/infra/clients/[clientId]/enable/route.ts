import { clientIdParamsSchema } from '@/lib/api/schemas/api-clients';
import { setApiClientDisabled } from '@/lib/service/api-client-admin';
import { assertAdminClient } from '@/lib/service/api-clients';
import { route } from '@/lib/http/route';

/** Extension: enables an API client. */
export const POST = route({ wrapper: 'D', params: clientIdParamsSchema }, ({ ctx, params }) => {
  assertAdminClient(ctx.client);
  return setApiClientDisabled(ctx.db, params.clientId, false, ctx.client, ctx.actor);
});
