import { apiClientListQuerySchema } from '@/lib/api/schemas/api-clients';
import { searchApiClients } from '@/lib/service/api-client-admin';
import { assertAdminClient } from '@/lib/service/api-clients';
import { route } from '@/lib/http/route';

/** Extension: API clients by part of the name or id, paged (the back-office's API clients page). */
export const GET = route({ wrapper: 'D', query: apiClientListQuerySchema }, ({ ctx, query }) => {
  assertAdminClient(ctx.client);
  return searchApiClients(ctx.db, query);
});
