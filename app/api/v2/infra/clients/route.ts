import { apiClientCreateSchema } from '@/lib/api/schemas/api-clients';
import { assertAdminClient } from '@/lib/service/api-clients';
import { route } from '@/lib/http/route';
import { createApiClient, listApiClients } from '@/lib/service/infra';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => {
  assertAdminClient(ctx.client);
  return listApiClients(ctx.db);
});

export const POST = route({ wrapper: 'D', body: apiClientCreateSchema }, ({ ctx, body }) => {
  assertAdminClient(ctx.client);
  return createApiClient(ctx.db, body, ctx.actor);
});
