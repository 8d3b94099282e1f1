/**
 * The server-side read cache: per process, safe to lose (DESIGN.md). Read endpoints wrap expensive
 * lookups in `cached`; writers call `invalidate` for what they changed; GET /api/v2/infra/cache/clear
 * calls `clearCache`.
 */
interface Entry {
  until: number;
  value: Promise<unknown>;
  refreshing?: boolean;
}

const globalForCache = globalThis as unknown as { __catalogueCache?: Map<string, Entry> };
const entries = (globalForCache.__catalogueCache ??= new Map());

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

/** Drops every entry whose key starts with one of the prefixes. */
export function invalidate(...prefixes: string[]): void {
  for (const key of entries.keys()) if (prefixes.some((p) => key.startsWith(p))) entries.delete(key);
}

export function clearCache(): { cleared: number } {
  const cleared = entries.size;
  entries.clear();
  return { cleared };
}

export function cacheSize(): number {
  return entries.size;
}
