/**
 * The server-side read cache: per process, safe to lose (docs/architecture.md, "Caches and the
 * bus"). Read endpoints wrap expensive lookups in `cached`; writers call `invalidate` for what they
 * changed; GET /api/v2/infra/cache/clear calls `clearCache`. On PostgreSQL both are also published to every other process (./cache-bus.ts),
 * which drops the same entries, so no process serves a stale read after another one's write.
 */
interface Entry {
  until: number;
  value: Promise<unknown>;
  refreshing?: boolean;
}

/** What the other processes are told: the prefixes to drop, or `all` for a full clear. */
export type CacheChange = { prefixes: string[] } | { all: true };

/**
 * What the database says changed (migration 0034, delivered by ./cache-bus.ts): `reads` grows with
 * every committed change of a table a cached read answer shows, `auth` with every change that may end
 * a token or a client's credentials. Caches keyed by them (lib/http/read-cache.ts, the token cache of
 * ./api-clients.ts) never serve what was read before the change. `trusted` is false while the process
 * cannot hear of changes (its LISTEN connection to PostgreSQL is down): those caches are bypassed then.
 */
interface Generations {
  reads: number;
  auth: number;
  trusted: boolean;
}

const globalForCache = globalThis as unknown as {
  __catalogueCache?: Map<string, Entry>;
  __catalogueCachePublish?: (change: CacheChange) => void;
  __catalogueGenerations?: Generations;
};
const entries = (globalForCache.__catalogueCache ??= new Map());
const generations = (globalForCache.__catalogueGenerations ??= { reads: 0, auth: 0, trusted: true });

/** Set by the cache bus on PostgreSQL; absent on PGlite (one process, nothing to tell). */
export function setCachePublisher(publish: ((change: CacheChange) => void) | undefined): void {
  globalForCache.__catalogueCachePublish = publish;
}

export async function cached<T>(
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  /**
   * Stale-while-revalidate: for this long after the TTL the old value is still served while one
   * reload runs in the background, so a reader never waits for the refresh. `invalidate` still
   * drops the entry at once (a writer's change is never served stale by this process).
   */
  options: { staleMs?: number } = {},
): Promise<T> {
  const hit = entries.get(key);
  const now = Date.now();
  if (hit && hit.until > now) return hit.value as Promise<T>;
  if (hit && options.staleMs && hit.until + options.staleMs > now) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = Promise.resolve(load());
      next.then(
        () => entries.get(key) === hit && entries.set(key, { until: Date.now() + ttlMs, value: next }),
        () => (hit.refreshing = false),
      );
    }
    return hit.value as Promise<T>;
  }
  // Promise.resolve runs a lazy thenable (a drizzle query builder) once: its result is cached, not the query.
  const value = Promise.resolve(load());
  entries.set(key, { until: now + ttlMs, value });
  // A failed load must not be served from the cache.
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  return value;
}

/**
 * Drops every entry whose key starts with one of the prefixes, here at once and in the other
 * processes when the notification arrives. Callers invalidate after their transaction committed, so
 * the others reload committed data.
 */
export function invalidate(...prefixes: string[]): void {
  dropLocal({ prefixes });
  globalForCache.__catalogueCachePublish?.({ prefixes });
}

export function clearCache(): { cleared: number } {
  const cleared = entries.size;
  dropLocal({ all: true });
  noteReadsChanged();
  noteAuthChanged();
  globalForCache.__catalogueCachePublish?.({ all: true });
  return { cleared };
}

/** Applies a change to this process's entries only (the cache bus calls it for other processes' changes). */
export function dropLocal(change: CacheChange): void {
  if ('all' in change) {
    entries.clear();
    noteReadsChanged();
    noteAuthChanged();
    return;
  }
  for (const key of entries.keys()) if (change.prefixes.some((p) => key.startsWith(p))) entries.delete(key);
}

export function cacheSize(): number {
  return entries.size;
}

/** The generation of what cached read answers show; it grows with every change the database reports. */
export function readsGeneration(): number {
  return generations.reads;
}

/** The generation of tokens and client credentials. */
export function authGeneration(): number {
  return generations.auth;
}

/** A catalogue table changed (the bus), or this process changed it and knows so already. */
export function noteReadsChanged(): void {
  generations.reads += 1;
}

/** A token or a client changed. */
export function noteAuthChanged(): void {
  generations.auth += 1;
}

/** Whether this process hears of every change (see Generations): while not, nothing keyed by them is served. */
export function changesTrusted(): boolean {
  return generations.trusted;
}

/** The bus lost or regained its connection; a regained one starts new generations (changes meanwhile were missed). */
export function setChangesTrusted(trusted: boolean): void {
  if (trusted && !generations.trusted) {
    noteReadsChanged();
    noteAuthChanged();
  }
  generations.trusted = trusted;
}
