import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { dataDir } from '@/lib/runtime/data-dir';
import { stringProblem } from '@/lib/security/strings';
import { apiClients, apiTokens } from '@/lib/db/schema';
import { clientSecretNeedsRehash, hashClientSecret, verifyClientSecret } from '@/lib/security/passwords';
import {
  apiCallsPerMinute,
  assertClientSecretAllowed,
  consumeApiCall,
  RateLimited,
  recordClientSecretFailure,
  recordClientSecretSuccess,
} from '@/lib/security/rate-limits';
import { newToken, tokenHash } from '@/lib/security/tokens';
import { clientOfToken, clientRow, storeToken } from './api-tokens';
import { cached, invalidate, noteAuthChanged } from './cache';
import { notFound, rateLimited, ServiceError } from '@/lib/errors';
import { intSetting } from './settings';

export const ACCESS_TOKEN_SECONDS = 24 * 60 * 60; // spec § Limits: 24 hours

export interface AuthenticatedClient {
  id: string;
  clientId: string;
  name: string;
  /** May manage API clients and store settings. */
  isAdmin: boolean;
  /** Its own API budget (calls a minute), or null for the service default. */
  rateLimitPerMinute: number | null;
}

/** RFC 6749 §5.2 error, rendered by the token endpoint. */
export class OAuthError extends Error {
  constructor(
    readonly httpStatus: 400 | 401 | 429,
    readonly error:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unsupported_grant_type'
      | 'temporarily_unavailable',
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

/** The client of a token request: from HTTP Basic or the body (lib/http/token-form.ts). */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** A new token pair of a client; written with the tokens asked for at the same time, or in `tx` when given. */
async function issueFor(db: Db, clientRowId: string, tx?: Tx) {
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = Date.now();
  const refreshDays = await intSetting(db, 'SecuritySettings.RefreshTokenLifetimeDays');
  const row = {
    clientId: clientRowId,
    accessTokenHash: tokenHash(accessToken),
    refreshTokenHash: tokenHash(refreshToken),
    expiresAt: new Date(now + ACCESS_TOKEN_SECONDS * 1000),
    refreshExpiresAt: new Date(now + refreshDays * 24 * 60 * 60 * 1000),
  };
  if (tx) await tx.insert(apiTokens).values(row);
  else await storeToken(db, row);
  return {
    access_token: accessToken,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refreshToken,
    refresh_token_expires_in: refreshDays * 24 * 60 * 60,
  };
}

/**
 * Checks a client id and secret under the wrong-secret limits (lib/security/rate-limits.ts): throws
 * RateLimited while this client id is locked out at this address (or the address is), even for the
 * right secret, and when this failure starts the lock.
 */
async function verifyClient(db: Db, clientId: string, clientSecret: string, ip: string) {
  const failuresCounted = await assertClientSecretAllowed(clientId, ip);
  const client = await clientRow(db, clientId);
  if (!client || !(await verifyClientSecret(clientSecret, client.secretHash))) {
    await recordClientSecretFailure(clientId, ip);
    return null;
  }
  if (failuresCounted) await recordClientSecretSuccess(clientId, ip);
  // An argon2id hash of a secret that qualifies for the fast hash is replaced on its first good use.
  if (clientSecretNeedsRehash(clientSecret, client.secretHash))
    await db.update(apiClients).set({ secretHash: await hashClientSecret(clientSecret) }).where(eq(apiClients.id, client.id));
  if (client.disabledAt) throw new OAuthError(401, 'invalid_client', 'This API client is disabled');
  return client;
}

/** The client of a token request, authenticated; every refusal is an RFC 6749 §5.2 error. */
async function authenticateTokenClient(db: Db, credentials: ClientCredentials, ip: string) {
  try {
    const client = await verifyClient(db, credentials.clientId, credentials.clientSecret, ip);
    if (!client) throw new OAuthError(401, 'invalid_client', 'Unknown client or wrong client secret');
    return client;
  } catch (e) {
    if (!(e instanceof RateLimited)) throw e;
    throw new OAuthError(
      429,
      'temporarily_unavailable',
      `Too many wrong client secrets: try again in ${e.retryAfterSeconds} s`,
      { 'Retry-After': String(e.retryAfterSeconds) },
    );
  }
}

/** grant_type=client_credentials; `ip` is the caller's address for the wrong-secret limits. */
export async function issueClientCredentialsToken(db: Db, credentials: ClientCredentials, ip: string) {
  const client = await authenticateTokenClient(db, credentials, ip);
  // Awaited here (a token is rare): "last used" is right as soon as a client has a token.
  await noteClientUse(db, client.id);
  return issueFor(db, client.id);
}

/**
 * grant_type=refresh_token (RFC 6749 §6): the client authenticates as for its first token, and the
 * refresh token must have been issued to it. Returns a new pair and revokes the old one (rotation).
 * A refresh token shown with another client's credentials is refused as that client's mistake and is
 * left as it was: its owner can still use it.
 */
export async function refreshAccessToken(db: Db, refreshToken: string, credentials: ClientCredentials, ip: string) {
  const client = await authenticateTokenClient(db, credentials, ip);
  const hash = tokenHash(refreshToken);
  const pair = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(apiTokens.refreshTokenHash, hash),
          eq(apiTokens.clientId, client.id),
          isNull(apiTokens.revokedAt),
          gt(apiTokens.refreshExpiresAt, new Date()),
        ),
      )
      .returning({ id: apiTokens.id });
    if (!revoked) {
      const [other] = await tx
        .select({ id: apiTokens.id })
        .from(apiTokens)
        .where(and(eq(apiTokens.refreshTokenHash, hash), ne(apiTokens.clientId, client.id)))
        .limit(1);
      if (other) throw new OAuthError(401, 'invalid_client', 'The refresh token was not issued to this client');
      throw new OAuthError(400, 'invalid_grant', 'The refresh token is invalid, expired, revoked or already used');
    }
    return issueFor(db, client.id, tx);
  });
  // The old access token is revoked: this process forgets it now, the others when the database says so.
  noteAuthChanged();
  return pair;
}

/**
 * Ends every refresh token of a client (a new secret, a disabled client): the pairs it holds can no
 * longer be renewed, so whoever holds one must authenticate with the current secret. Access tokens
 * live on until they expire unless the tokens are reset.
 */
export async function revokeRefreshTokens(db: Db | Tx, clientRowId: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ refreshExpiresAt: sql`least(${apiTokens.refreshExpiresAt}, now())` })
    .where(and(eq(apiTokens.clientId, clientRowId), isNull(apiTokens.revokedAt), gt(apiTokens.refreshExpiresAt, sql`now()`)));
}

/*
 * Basic authentication runs the password hash, which is slow by design; a verified pair is remembered
 * briefly in the shared read cache (lib/service/cache.ts) under the client id, so disabling, deleting
 * or rotating a client drops it in every process at once (the cache bus), never after the TTL.
 */
export const BASIC_CACHE_PREFIX = 'api-client-basic:';
const BASIC_CACHE_MS = 60_000;
const basicCacheKey = (clientId: string, credentials: string) => `${BASIC_CACHE_PREFIX}${clientId}|${tokenHash(credentials)}`;

/** Forgets every remembered Basic pair of a client, here and in every other process. */
export function forgetClientCredentials(clientId: string): void {
  invalidate(`${BASIC_CACHE_PREFIX}${clientId}|`);
}

/** A wrong pair is not remembered: each failure counts against the wrong-secret limits. */
class NotVerified extends Error {}

/*
 * The last time a client called, for the API clients page: written at most once a minute per client
 * and process, not waited for on API calls (a lost write only makes "last used" a minute older).
 */
const USE_WRITE_MS = 60_000;
const lastUseWritten = new Map<string, number>();
function noteClientUse(db: Db, clientRowId: string): Promise<unknown> {
  const now = Date.now();
  if ((lastUseWritten.get(clientRowId) ?? 0) > now - USE_WRITE_MS) return Promise.resolve();
  lastUseWritten.set(clientRowId, now);
  return db
    .update(apiClients)
    .set({ lastUsedAt: new Date(now) })
    .where(eq(apiClients.id, clientRowId))
    .catch(() => lastUseWritten.delete(clientRowId));
}

/**
 * Resolves the Authorization header: `Bearer <token>`, a bare token (as the spec's samples show) or
 * `Basic base64(client_id:client_secret)`. Returns null when it names no valid, unexpired credential
 * of an enabled client.
 */
export async function authenticate(db: Db, authorization: string | null, ip: string): Promise<AuthenticatedClient | null> {
  const header = authorization?.trim();
  if (!header) return null;
  const [scheme, ...rest] = header.split(/\s+/);
  if (scheme.toLowerCase() === 'basic' && rest.length === 1) {
    const decoded = Buffer.from(rest[0], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    // A client id with a control character names no client (and must not reach the database).
    if (colon < 1 || stringProblem(decoded.slice(0, colon), { text: false, maxLength: 200 })) return null;
    const clientId = decoded.slice(0, colon);
    const found = await cached(basicCacheKey(clientId, rest[0]), BASIC_CACHE_MS, async () => {
      const client = await verifyClient(db, clientId, decoded.slice(colon + 1), ip).catch((e) => {
        if (e instanceof RateLimited)
          throw rateLimited(e.retryAfterSeconds, 'Too many wrong client secrets', 'Authorization: too many wrong client secrets');
        if (e instanceof OAuthError) throw new NotVerified();
        throw e;
      });
      if (!client) throw new NotVerified();
      return {
        id: client.id,
        clientId: client.clientId,
        name: client.name,
        isAdmin: client.isAdmin,
        rateLimitPerMinute: client.rateLimitPerMinute,
      };
    }).catch((e) => {
      if (e instanceof NotVerified) return null;
      throw e;
    });
    if (found) void noteClientUse(db, found.id);
    return found;
  }
  const token = scheme.toLowerCase() === 'bearer' ? rest.join('') : rest.length === 0 ? scheme : '';
  if (!token) return null;
  const row = await clientOfToken(db, tokenHash(token));
  if (row) void noteClientUse(db, row.id);
  return row;
}

/**
 * Counts one API call against the client's budget (its own rateLimitPerMinute, else
 * API_RATE_LIMIT_PER_MINUTE); past it, 429 RATE_LIMITED with Retry-After in the endpoint's wrapper.
 */
export async function enforceApiBudget(client: AuthenticatedClient): Promise<void> {
  const perMinute = apiCallsPerMinute(client.rateLimitPerMinute);
  try {
    await consumeApiCall(client.id, perMinute);
  } catch (e) {
    if (!(e instanceof RateLimited)) throw e;
    throw rateLimited(
      e.retryAfterSeconds,
      `This API client may make ${perMinute} calls a minute`,
      `Authorization: over the budget of ${perMinute} calls a minute; retry after ${e.retryAfterSeconds} s`,
    );
  }
}

/** Client management and store settings are for admin clients only (403 FORBIDDEN otherwise). */
export function assertAdminClient(client: AuthenticatedClient | null): void {
  if (!client?.isAdmin)
    throw new ServiceError(403, 'FORBIDDEN', 'Only an admin API client may call this endpoint', [
      'Authorization: the API client is not an admin client',
    ]);
}

/** Revokes every token of a client (spec § Authentication 6: a compromised token must be reset). */
export async function resetClientTokens(db: Db, clientId: string): Promise<{ revoked: number }> {
  const [client] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId)).limit(1);
  if (!client) throw notFound(`API client ${clientId} was not found`, [`clientId: no API client has id ${clientId}`]);
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.clientId, client.id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  await db.update(apiClients).set({ tokensResetAt: new Date() }).where(eq(apiClients.id, client.id));
  forgetClientCredentials(client.clientId);
  noteAuthChanged();
  return { revoked: revoked.length };
}

/** The columns the API clients page shows (never the hash). */
const listedColumns = {
  id: apiClients.id,
  clientId: apiClients.clientId,
  name: apiClients.name,
  isDemo: apiClients.isDemo,
  isAdmin: apiClients.isAdmin,
  createdAt: apiClients.createdAt,
  tokensResetAt: apiClients.tokensResetAt,
  rateLimitPerMinute: apiClients.rateLimitPerMinute,
  disabledAt: apiClients.disabledAt,
  lastUsedAt: apiClients.lastUsedAt,
  secretRotatedAt: apiClients.secretRotatedAt,
  // Qualified by hand: inside the subquery drizzle renders ${apiClients.id} as a bare "id" (read as t.id).
  activeTokens: sql<number>`(select count(*)::int from api_tokens t where t.client_id = "api_clients"."id" and t.revoked_at is null and t.expires_at > now())`,
};
export type ListedClient = Awaited<ReturnType<typeof listClients>>[number];

/** Clients, newest first; `search` matches the name or client id (any part, any case). */
export async function listClients(db: Db, q: { search?: string; clientId?: string; limit?: number; offset?: number } = {}) {
  const where = q.clientId !== undefined ? eq(apiClients.clientId, q.clientId) : clientSearch(q.search);
  const query = db.select(listedColumns).from(apiClients).where(where).orderBy(desc(apiClients.createdAt), apiClients.clientId);
  return q.limit === undefined ? query : query.limit(q.limit).offset(q.offset ?? 0);
}

export async function countClients(db: Db, search?: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(apiClients).where(clientSearch(search));
  return Number(row.n);
}

function clientSearch(search: string | undefined) {
  if (!search) return undefined;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(${apiClients.name}) like ${pattern} or lower(${apiClients.clientId}) like ${pattern})`;
}

/** Creates a client; the secret is returned this once and only its hash is kept. */
export async function createClient(
  db: Db,
  name: string,
  clientId = `client-${newToken(9)}`,
  isAdmin = false,
  rateLimitPerMinute: number | null = null,
) {
  const clientSecret = newToken();
  await db
    .insert(apiClients)
    .values({ clientId, name, secretHash: await hashClientSecret(clientSecret), isAdmin, rateLimitPerMinute });
  return { clientId, clientSecret, name, isAdmin, rateLimitPerMinute };
}

export function demoClientFile(): string {
  return path.join(dataDir(), 'demo-client.json');
}

async function ensureDemoClient(db: Db) {
  const file = demoClientFile();
  let saved: { clientId: string; clientSecret: string } | null = null;
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    saved = null; // first start, or the file was removed: a new secret is issued below
  }
  const [demo] = await db.select().from(apiClients).where(eq(apiClients.isDemo, true)).limit(1);
  if (demo && !demo.isAdmin) await db.update(apiClients).set({ isAdmin: true }).where(eq(apiClients.id, demo.id));
  if (demo && saved?.clientId === demo.clientId && (await verifyClientSecret(saved.clientSecret, demo.secretHash))) return;
  const clientSecret = newToken();
  const secretHash = await hashClientSecret(clientSecret);
  const clientId = demo?.clientId ?? `demo-${newToken(6)}`;
  if (demo) await db.update(apiClients).set({ secretHash }).where(eq(apiClients.id, demo.id));
  else await db.insert(apiClients).values({ clientId, name: 'Demo back-office (demo only)', secretHash, isDemo: true, isAdmin: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ clientId, clientSecret }, null, 2), { mode: 0o600 });
}

/**
 * The demo client (secret written to DATA_DIR/demo-client.json, never committed) and the client named
 * by CATALOGUE_CLIENT_ID / CATALOGUE_CLIENT_SECRET, which deployments and test harnesses provision.
 * Both are admin clients: the back-office uses them to manage clients and settings.
 */
export async function ensureProvisionedClients(db: Db): Promise<void> {
  await ensureDemoClient(db);
  const clientId = process.env.CATALOGUE_CLIENT_ID;
  const clientSecret = process.env.CATALOGUE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return;
  const [existing] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId)).limit(1);
  if (existing && !existing.isAdmin) await db.update(apiClients).set({ isAdmin: true }).where(eq(apiClients.id, existing.id));
  if (existing && (await verifyClientSecret(clientSecret, existing.secretHash))) return;
  const secretHash = await hashClientSecret(clientSecret);
  if (existing) await db.update(apiClients).set({ secretHash }).where(eq(apiClients.id, existing.id));
  else await db.insert(apiClients).values({ clientId, name: 'Provisioned from environment', secretHash, isAdmin: true });
}
