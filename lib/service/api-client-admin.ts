import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { apiClients } from '@/lib/db/schema';
import type { ApiClient } from '@/lib/api/schemas/api-clients';
import { apiClientListQuerySchema } from '@/lib/api/schemas/api-clients';
import { hashClientSecret } from '@/lib/security/passwords';
import { newToken } from '@/lib/security/tokens';
import type { z } from 'zod';
import {
  countClients,
  forgetClientCredentials,
  listClients,
  revokeRefreshTokens,
  type AuthenticatedClient,
  type ListedClient,
} from './api-clients';
import { conflict, notFound } from '@/lib/errors';
import { recordChanges, recordLifecycle, type Actor } from './history';

/**
 * Managing API clients from the back-office (extensions under /api/v2/infra/clients, admin clients):
 * search and paging, disable and enable, delete, secret rotation. Every write records its history in
 * the same transaction, and drops the client's remembered Basic credentials in every process
 * (lib/service/cache-bus.ts); bearer tokens are checked against the client on every call, so a
 * disabled or deleted client's tokens are refused at once.
 */
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toApiClient(r: ListedClient): ApiClient {
  return {
    clientId: r.clientId,
    name: r.name,
    createdAt: new Date(r.createdAt).toISOString(),
    activeTokens: Number(r.activeTokens),
    isAdmin: r.isAdmin,
    isDemo: r.isDemo,
    tokensResetAt: iso(r.tokensResetAt),
    rateLimitPerMinute: r.rateLimitPerMinute,
    disabled: r.disabledAt !== null,
    disabledAt: iso(r.disabledAt),
    lastUsedAt: iso(r.lastUsedAt),
    secretRotatedAt: iso(r.secretRotatedAt),
  };
}

/** GET /api/v2/infra/clients/search: newest first, by part of the name or client id, paged. */
export async function searchApiClients(db: Db, q: z.output<typeof apiClientListQuerySchema>) {
  const pageSize = q.pageSize ?? 25;
  const currentPage = q.page ?? 1;
  const [total, rows] = await Promise.all([
    countClients(db, q.search),
    listClients(db, { search: q.search, limit: pageSize, offset: (currentPage - 1) * pageSize }),
  ]);
  return { total, pages: Math.ceil(total / pageSize), currentPage, pageSize, results: rows.map(toApiClient) };
}

async function lockClient(tx: Tx, clientId: string) {
  const [client] = await tx.select().from(apiClients).where(eq(apiClients.clientId, clientId)).for('update');
  if (!client)
    throw notFound(`API client ${clientId} was not found`, [`clientId: no API client has id ${clientId}`]);
  return client;
}

/**
 * The back-office reaches the service with the demo or a provisioned client, and an admin acts
 * through its own: disabling or deleting either would lock everybody out of this page.
 */
function assertNotOwnClient(
  client: { clientId: string; isDemo: boolean },
  caller: AuthenticatedClient | null,
  what: string,
) {
  if (
    client.isDemo ||
    client.clientId === caller?.clientId ||
    client.clientId === process.env.CATALOGUE_CLIENT_ID
  )
    throw conflict(
      `The client ${client.clientId} cannot be ${what}: the back-office calls the service with it`,
      [`clientId: ${client.clientId} is the client this back-office uses`],
    );
}

async function reread(db: Db | Tx, clientId: string): Promise<ApiClient> {
  const [row] = await listClients(db as Db, { clientId });
  return toApiClient(row);
}

/** POST /api/v2/infra/clients/:clientId/disable and …/enable. */
export async function setApiClientDisabled(
  db: Db,
  clientId: string,
  disabled: boolean,
  caller: AuthenticatedClient | null,
  actor: Actor,
) {
  const updated = await db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    if (disabled) assertNotOwnClient(client, caller, 'disabled');
    if ((client.disabledAt !== null) !== disabled) {
      await tx
        .update(apiClients)
        .set({ disabledAt: disabled ? new Date() : null })
        .where(eq(apiClients.id, client.id));
      // Enabling it again must not bring back what it held when it was disabled.
      if (disabled) await revokeRefreshTokens(tx, client.id);
      await recordChanges(
        tx,
        'api_client',
        client.clientId,
        [{ field: 'disabled', before: !disabled, after: disabled }],
        actor,
      );
    }
    return reread(tx, client.clientId);
  });
  forgetClientCredentials(clientId);
  return updated;
}

/** DELETE /api/v2/infra/clients/:clientId: the client and every token it holds. */
export async function deleteApiClient(
  db: Db,
  clientId: string,
  caller: AuthenticatedClient | null,
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    assertNotOwnClient(client, caller, 'deleted');
    await tx.delete(apiClients).where(eq(apiClients.id, client.id));
    await recordLifecycle(
      tx,
      'api_client',
      client.clientId,
      { before: { name: client.name, isAdmin: client.isAdmin } },
      actor,
    );
  });
  forgetClientCredentials(clientId);
  return { clientId, deleted: true };
}

/**
 * POST /api/v2/infra/clients/:clientId/rotate-secret: a new secret, in this answer only; the old one
 * stops working at once, and so does every refresh token the client holds (renewing needs the new
 * secret). Access tokens already issued stay valid until they expire (reset them when they leaked).
 */
export async function rotateApiClientSecret(
  db: Db,
  clientId: string,
  caller: AuthenticatedClient | null,
  actor: Actor,
) {
  const clientSecret = newToken();
  const secretHash = await hashClientSecret(clientSecret);
  await db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    assertNotOwnClient(client, caller, 'given a new secret here');
    await tx
      .update(apiClients)
      .set({ secretHash, secretRotatedAt: new Date() })
      .where(eq(apiClients.id, client.id));
      await revokeRefreshTokens(tx, client.id);
    // The secret is never history: only that it changed.
    await recordChanges(
      tx,
      'api_client',
      client.clientId,
      [{ field: 'secret', before: 'old secret', after: 'rotated' }],
      actor,
    );
  });
  forgetClientCredentials(clientId);
  return { clientId, clientSecret };
}
