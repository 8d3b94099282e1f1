import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { changesTrusted, readsGeneration } from '@/lib/service/cache';
import { MIN_GZIP_BYTES } from './encoding';

/**
 * Warm reads from memory (docs/architecture.md, "Caches and the bus"): the answers of the hot read
 * routes (product detail, the storefront's catalogue lookups and search; route() with `cache`), kept
 * per process as the JSON text sent, its gzip bytes and its ETag. A repeated read is answered without
 * touching the database or building anything, and a revalidation (If-None-Match) before any work.
 *
 * Freshness: an entry belongs to the reads generation it was built in (lib/service/cache.ts), which
 * the database itself moves on with every committed change of a table these answers show (migration
 * 0034, heard by every process through lib/service/cache-bus.ts); the first read after a change builds
 * the answer again, and one that comes out the same keeps its ETag, so a client's copy stays good.
 * An entry also ends after TTL_MS, for what changes with time alone (a promotion's window; the
 * lookups these answers read keep their own TTLs), and after REPLICA_TTL_MS when reads come from a
 * replica, whose lag a change notification does not wait for. Nothing is kept or served while the
 * process cannot hear of changes.
 *
 * Bounded: READ_CACHE_MB (default 64) of answer text and gzip bytes, least recently used first out.
 */
const TTL_MS = 30_000;
const REPLICA_TTL_MS = 1_000;
const DEFAULT_BUDGET_MB = 64;
/** Map bookkeeping, key and headers of an entry, roughly. */
const ENTRY_OVERHEAD_BYTES = 400;
/** JSON answers gzip to a fifth of their size or less: an entry is counted with its gzip bytes before they exist. */
const GZIP_SHARE = 0.25;

export interface CachedAnswer {
  text: string;
  headers: Record<string, string>;
  /** The tag an If-None-Match is compared with, or null when the answer's ETag is a record version (never 304). */
  etag: string | null;
  gzip?: Buffer;
  bytes: number;
  until: number;
}

interface Store {
  generation: number;
  entries: Map<string, CachedAnswer>;
  bytes: number;
  hits: number;
  misses: number;
}

const globalForReads = globalThis as unknown as { __catalogueReadCache?: Store };
const store = (globalForReads.__catalogueReadCache ??= { generation: -1, entries: new Map(), bytes: 0, hits: 0, misses: 0 });

function budgetBytes(): number {
  const mb = Number(process.env.READ_CACHE_MB ?? DEFAULT_BUDGET_MB);
  return (Number.isFinite(mb) && mb >= 0 ? mb : DEFAULT_BUDGET_MB) * 1024 * 1024;
}
const budget = budgetBytes();
const ttlMs = process.env.DATABASE_URL && process.env.DATABASE_READ_URL ? REPLICA_TTL_MS : TTL_MS;

/** The entries of the current generation: a change drops them all at once, and their memory with them. */
function current(): Map<string, CachedAnswer> | null {
  if (!changesTrusted() || budget === 0) return null;
  const generation = readsGeneration();
  if (store.generation !== generation) {
    store.entries.clear();
    store.bytes = 0;
    store.generation = generation;
  }
  return store.entries;
}

/** A short key for a request: long ones (a search body) are hashed. */
export function readKey(parts: string[]): string {
  const key = parts.join('\u0000');
  return key.length <= 256 ? key : createHash('sha256').update(key).digest('base64url');
}

export function cachedAnswer(key: string): CachedAnswer | null {
  const entries = current();
  const hit = entries?.get(key);
  if (!entries || !hit || hit.until <= Date.now()) {
    store.misses += 1;
    return null;
  }
  // Least recently used first out: a hit moves to the end.
  entries.delete(key);
  entries.set(key, hit);
  store.hits += 1;
  return hit;
}

/** The generation an answer about to be built belongs to: `keepAnswer` drops it if a change came meanwhile. */
export function answerGeneration(): number {
  return readsGeneration();
}

export function keepAnswer(key: string, generation: number, answer: Omit<CachedAnswer, 'bytes' | 'until' | 'gzip'>): void {
  const entries = current();
  if (!entries || generation !== store.generation) return;
  const previous = entries.get(key);
  if (previous) {
    entries.delete(key);
    store.bytes -= previous.bytes;
  }
  const size = answer.text.length;
  const entry: CachedAnswer = { ...answer, bytes: Math.ceil(size * (1 + GZIP_SHARE)) + ENTRY_OVERHEAD_BYTES, until: Date.now() + ttlMs };
  if (entry.bytes > budget / 4) return;
  entries.set(key, entry);
  store.bytes += entry.bytes;
  for (const [oldest, old] of entries) {
    if (store.bytes <= budget) break;
    entries.delete(oldest);
    store.bytes -= old.bytes;
  }
}

/** The answer's gzip bytes, made once per entry (the first caller that accepts gzip pays for them). */
export function gzipOf(answer: CachedAnswer): Buffer | null {
  if (answer.text.length < MIN_GZIP_BYTES) return null;
  answer.gzip ??= gzipSync(answer.text);
  return answer.gzip;
}

/** Entries, bytes and hit counts of this process (reported by GET /api/health). */
export function readCacheStats(): { entries: number; bytes: number; hits: number; misses: number } {
  return { entries: store.entries.size, bytes: store.bytes, hits: store.hits, misses: store.misses };
}
