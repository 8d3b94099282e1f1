import { clientIdParamsSchema } from '@/lib/api/schemas/api-clients';
import { deleteApiClient } from '@/lib/service/api-client-admin';
import { assertAdminClient } from '@/lib/service/api-clients';
import { route } from '@/lib/http/route';

/** Extension: deletes an API client and its tokens. */
export const DELETE = route({ wrapper: 'D', params: clientIdParamsSchema }, ({ ctx, params }) => {
  assertAdminClient(ctx.client);
  return deleteApiClient(ctx.db, params.clientId, ctx.client, ctx.actor);
});
