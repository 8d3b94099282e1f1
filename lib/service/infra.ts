import type { Db } from '@/lib/db';
import type { ApiClient, ApiClientCreate } from '@/lib/api/schemas/api-clients';
import { apiClientCreateSchema } from '@/lib/api/schemas/api-clients';
import { createClient, listClients, resetClientTokens } from './api-clients';
import { clearCache } from './cache';

/** GET /api/v2/infra/cache/clear: empties the read cache of this process; the answer is `{}` (spec). */
export function clearServerCache(): Record<string, never> {
  clearCache();
  return {};
}

/** GET /api/v2/infra/clients (extension, admin clients). */
export async function listApiClients(db: Db): Promise<ApiClient[]> {
  const rows = await listClients(db);
  return rows.map((r) => ({
    clientId: r.clientId,
    name: r.name,
    createdAt: new Date(r.createdAt).toISOString(),
    activeTokens: Number(r.activeTokens),
    isAdmin: r.isAdmin,
    isDemo: r.isDemo,
    tokensResetAt: r.tokensResetAt ? new Date(r.tokensResetAt).toISOString() : null,
    rateLimitPerMinute: r.rateLimitPerMinute,
  }));
}

/** POST /api/v2/infra/clients (extension, admin clients): the secret is in this answer only. */
export async function createApiClient(db: Db, input: ApiClientCreate) {
  const body = apiClientCreateSchema.parse(input);
  return createClient(db, body.name, undefined, body.isAdmin, body.rateLimitPerMinute ?? null);
}

/** POST /api/v2/infra/clients/:clientId/reset-tokens (extension, admin clients). */
export function resetApiClientTokens(db: Db, clientId: string) {
  return resetClientTokens(db, clientId);
}
