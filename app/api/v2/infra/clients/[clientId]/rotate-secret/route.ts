import { clientIdParamsSchema } from '@/lib/api/schemas/api-clients';
import { rotateApiClientSecret } from '@/lib/service/api-client-admin';
import { assertAdminClient } from '@/lib/service/api-clients';
import { route } from '@/lib/http/route';

/** Extension: a new client secret, in this answer only. */
export const POST = route({ wrapper: 'D', params: clientIdParamsSchema }, ({ ctx, params }) => {
  assertAdminClient(ctx.client);
  return rotateApiClientSecret(ctx.db, params.clientId, ctx.client, ctx.actor);
});
