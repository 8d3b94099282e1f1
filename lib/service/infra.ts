import type { Db } from '@/lib/db';
import type { ApiClient, ApiClientCreate } from '@/lib/api/schemas/api-clients';
import { apiClientCreateSchema } from '@/lib/api/schemas/api-clients';
import { createClient, listClients, resetClientTokens } from './api-clients';
import { toApiClient } from './api-client-admin';
import { clearCache } from './cache';
import { recordChanges, recordLifecycle, type Actor } from './history';

/** GET /api/v2/infra/cache/clear: empties the read cache of this process; the answer is `{}` (spec). */
export function clearServerCache(): Record<string, never> {
  clearCache();
  return {};
}

/** GET /api/v2/infra/clients (extension, admin clients). */
export async function listApiClients(db: Db): Promise<ApiClient[]> {
  return (await listClients(db)).map(toApiClient);
}

/** POST /api/v2/infra/clients (extension, admin clients): the secret is in this answer only. */
export async function createApiClient(db: Db, input: ApiClientCreate, actor: Actor) {
  const body = apiClientCreateSchema.parse(input);
  return db.transaction(async (tx) => {
    const created = await createClient(tx as unknown as Db, body.name, undefined, body.isAdmin, body.rateLimitPerMinute ?? null);
    // The secret is never history: only what identifies the client.
    await recordLifecycle(tx, 'api_client', created.clientId, { after: { name: created.name, isAdmin: created.isAdmin } }, actor);
    return created;
  });
}

/** POST /api/v2/infra/clients/:clientId/reset-tokens (extension, admin clients). */
export function resetApiClientTokens(db: Db, clientId: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const reset = await resetClientTokens(tx as unknown as Db, clientId);
    await recordChanges(tx, 'api_client', clientId, [{ field: 'tokens', before: `${reset.revoked} active`, after: 'reset' }], actor);
    return reset;
  });
}
