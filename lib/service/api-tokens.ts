import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { apiClients, apiTokens } from '@/lib/db/schema';
import { authGeneration, changesTrusted } from './cache';

/**
 * What authentication and token issuance keep in memory (./api-clients.ts uses them), so that a call
 * costs no query and a token one write shared with the tokens asked for at the same time.
 *
 * Entries belong to the auth generation they were read in (./cache.ts), which the database moves on
 * whenever a token is revoked or a client disabled, deleted, reset or given a new secret (migration
 * 0034, heard by every process): a revoked token is refused at once everywhere, as when every call read
 * the database. Nothing is kept while the process cannot hear of changes. Bounded: past MAX_ENTRIES the
 * oldest entry goes first.
 */
const MAX_ENTRIES = 10_000;

export interface TokenClient {
  id: string;
  clientId: string;
  name: string;
  isAdmin: boolean;
  rateLimitPerMinute: number | null;
}

type ClientRow = typeof apiClients.$inferSelect;

interface Kept<T> {
  value: T;
  generation: number;
  until: number;
}

const globalForAuth = globalThis as unknown as {
  __catalogueTokens?: Map<string, Kept<TokenClient>>;
  __catalogueClientRows?: Map<string, Kept<ClientRow>>;
};
const knownTokens = (globalForAuth.__catalogueTokens ??= new Map<string, Kept<TokenClient>>());
const clientRows = (globalForAuth.__catalogueClientRows ??= new Map<string, Kept<ClientRow>>());

function recall<T>(map: Map<string, Kept<T>>, key: string): T | undefined {
  const kept = map.get(key);
  if (kept && kept.generation === authGeneration() && kept.until > Date.now() && changesTrusted()) return kept.value;
  if (kept) map.delete(key);
  return undefined;
}

function keep<T>(map: Map<string, Kept<T>>, key: string, value: T, generation: number, until: number): void {
  if (generation !== authGeneration() || !changesTrusted()) return;
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
  map.set(key, { value, generation, until });
}

/** The enabled client an unexpired, unrevoked access token (its SHA-256) belongs to, or null. */
export async function clientOfToken(db: Db, hash: string): Promise<TokenClient | null> {
  const known = recall(knownTokens, hash);
  if (known) return known;
  const generation = authGeneration();
  const [row] = await db
    .select({
      id: apiClients.id,
      clientId: apiClients.clientId,
      name: apiClients.name,
      isAdmin: apiClients.isAdmin,
      rateLimitPerMinute: apiClients.rateLimitPerMinute,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .innerJoin(apiClients, eq(apiClients.id, apiTokens.clientId))
    .where(and(eq(apiTokens.accessTokenHash, hash), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, new Date()), isNull(apiClients.disabledAt)))
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...client } = row;
  keep(knownTokens, hash, client, generation, expiresAt.getTime());
  return client;
}

/** How long a client's row is remembered for token requests, at most (its changes end it sooner). */
const CLIENT_ROW_MS = 60_000;

/** The client row of a client id (with its secret's hash, to verify a token request), or undefined. */
export async function clientRow(db: Db, clientId: string): Promise<ClientRow | undefined> {
  const known = recall(clientRows, clientId);
  if (known) return known;
  const generation = authGeneration();
  const [row] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId)).limit(1);
  if (row) keep(clientRows, clientId, row, generation, Date.now() + CLIENT_ROW_MS);
  return row;
}

/*
 * Issued tokens are written in batches: the first request of a quiet moment writes its token at once,
 * and every token asked for while that write runs goes into the next one, a single multi-row INSERT.
 * Each request still answers only once its token is stored. On PGlite every commit is a write of the
 * write-ahead log to disk, which made each token cost ~6 ms of the one database thread.
 */
type TokenRow = typeof apiTokens.$inferInsert;
interface Waiting {
  row: TokenRow;
  resolve: () => void;
  reject: (e: unknown) => void;
}
const BATCH = 500;
const waiting: Waiting[] = [];
let writing = false;

export function storeToken(db: Db, row: TokenRow): Promise<void> {
  return new Promise((resolve, reject) => {
    waiting.push({ row, resolve, reject });
    if (!writing) void writeWaiting(db);
  });
}

async function writeWaiting(db: Db): Promise<void> {
  writing = true;
  try {
    while (waiting.length) {
      const batch = waiting.splice(0, BATCH);
      try {
        await db.insert(apiTokens).values(batch.map((w) => w.row));
        for (const w of batch) w.resolve();
      } catch {
        // One bad row (its client deleted meanwhile) must not fail the others: each on its own.
        for (const w of batch) await db.insert(apiTokens).values(w.row).then(w.resolve, w.reject);
      }
    }
  } finally {
    writing = false;
  }
}
