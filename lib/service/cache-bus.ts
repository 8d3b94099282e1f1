import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { log } from '@/lib/log';
import { dropLocal, noteAuthChanged, noteReadsChanged, setCachePublisher, setChangesTrusted, type CacheChange } from './cache';

/**
 * Read-cache coherence between processes on one PostgreSQL (docs/architecture.md, "Caches and the
 * bus"): every `invalidate` / `clearCache` is sent with NOTIFY on one channel, and every process
 * LISTENs on a dedicated connection and drops the same entries. The sender recognises its own
 * notifications by a random id (process ids repeat across containers) and ignores them. A lost
 * listening connection is reopened with backoff, and the whole local cache is dropped then, since
 * notifications sent meanwhile were missed; until it is back, the caches keyed by the database's
 * change generations are bypassed.
 *
 * The same connection hears the database's own change notifications (migration 0034: READS_CHANNEL,
 * AUTH_CHANNEL), which every process, the writer's included, turns into a new generation (./cache.ts).
 * On PGlite, one process, they are delivered by PGlite itself as the writing statement returns.
 */
export const CACHE_CHANNEL = 'catalogue_cache';
export const READS_CHANNEL = 'catalogue_reads';
export const AUTH_CHANNEL = 'catalogue_auth';
/** A process's own marker (see `awaitOwnChanges`). */
const SYNC_CHANNEL = 'catalogue_sync';
/** How long a write waits to hear its own changes before it drops its process's generations instead. */
const SYNC_TIMEOUT_MS = 1000;
/** NOTIFY payloads must stay under 8000 bytes; a longer list of prefixes becomes a full clear. */
const MAX_PAYLOAD_BYTES = 7900;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

interface Bus {
  id: string;
  client: pg.Client | null;
  stopped: boolean;
  retryMs: number;
  connectedOnce: boolean;
  /** Notifications not yet sent: a shutdown waits for them, so its last writes still reach the others. */
  sending: Set<Promise<unknown>>;
  timer?: NodeJS.Timeout;
  /** Markers sent by `awaitOwnChanges` and not heard yet. */
  syncs: Map<string, () => void>;
  syncCount: number;
  handle: DbHandle;
}

const globalForBus = globalThis as unknown as { __catalogueCacheBus?: Bus };

export async function startCacheBus(handle: DbHandle): Promise<void> {
  if (handle.pglite) {
    await handle.pglite.listen(READS_CHANNEL, () => noteReadsChanged());
    await handle.pglite.listen(AUTH_CHANNEL, () => noteAuthChanged());
    return;
  }
  if (globalForBus.__catalogueCacheBus || !handle.connectionString) return;
  const bus: Bus = {
    id: randomUUID(),
    client: null,
    stopped: false,
    retryMs: FIRST_RETRY_MS,
    connectedOnce: false,
    sending: new Set(),
    syncs: new Map(),
    syncCount: 0,
    handle,
  };
  globalForBus.__catalogueCacheBus = bus;
  setChangesTrusted(false);
  setCachePublisher((change) => publish(handle, bus, change));
  void listen(handle.connectionString, bus);
}

/**
 * Returns once this process has heard every change committed before the call (PostgreSQL): a write
 * calls it before answering, so its caller's next read, through this process, never meets an answer
 * from before its own write. NOTIFY is delivered in commit order, so hearing a marker sent now means
 * every earlier notification was heard. Should it not come back in time, the process drops its
 * generations itself. On PGlite there is nothing to wait for.
 */
export async function awaitOwnChanges(): Promise<void> {
  const bus = globalForBus.__catalogueCacheBus;
  if (!bus) return;
  const marker = `${bus.id}:${++bus.syncCount}`;
  let timer: NodeJS.Timeout | undefined;
  const heard = new Promise<boolean>((resolve) => {
    bus.syncs.set(marker, () => resolve(true));
    timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
  });
  try {
    const sent = bus.client ? await bus.handle.db.execute(sql`select pg_notify(${SYNC_CHANNEL}, ${marker})`).then(() => true, () => false) : false;
    if (!sent || !(await heard)) {
      noteReadsChanged();
      noteAuthChanged();
    }
  } finally {
    clearTimeout(timer);
    bus.syncs.delete(marker);
  }
}

export async function stopCacheBus(): Promise<void> {
  const bus = globalForBus.__catalogueCacheBus;
  if (!bus) return;
  bus.stopped = true;
  clearTimeout(bus.timer);
  for (const resolve of bus.syncs.values()) resolve();
  setCachePublisher(undefined);
  await Promise.allSettled([...bus.sending]);
  const client = bus.client;
  bus.client = null;
  await client?.end().catch(() => undefined);
}

/** Fire-and-forget: the local drop already happened; a lost notification only costs the others a TTL. */
function publish(handle: DbHandle, bus: Bus, change: CacheChange): void {
  let payload = JSON.stringify({ from: bus.id, ...change });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ from: bus.id, all: true });
  const sent = handle.db
    .execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`)
    .catch((e) => log.warn({ err: e }, 'cache invalidation not sent to the other processes'))
    .finally(() => bus.sending.delete(sent));
  bus.sending.add(sent);
}

function receive(bus: Bus, payload: string | undefined): void {
  if (!payload) return;
  let message: { from?: unknown; all?: unknown; prefixes?: unknown };
  try {
    message = JSON.parse(payload);
  } catch (e) {
    log.warn({ err: e }, 'unreadable cache notification ignored');
    return;
  }
  if (message.from === bus.id) return;
  if (message.all === true) dropLocal({ all: true });
  else if (Array.isArray(message.prefixes)) {
    dropLocal({ prefixes: message.prefixes.filter((p): p is string => typeof p === 'string') });
  }
}

async function listen(connectionString: string, bus: Bus): Promise<void> {
  if (bus.stopped) return;
  const client = new pg.Client({ connectionString });
  bus.client = client;
  const reconnect = (e?: unknown) => {
    if (bus.client !== client) return;
    bus.client = null;
    setChangesTrusted(false);
    client.end().catch(() => undefined);
    if (bus.stopped) return;
    log.warn({ err: e, retryInMs: bus.retryMs }, 'cache notification connection lost; reconnecting');
    bus.timer = setTimeout(() => void listen(connectionString, bus), bus.retryMs);
    bus.timer.unref();
    bus.retryMs = Math.min(bus.retryMs * 2, MAX_RETRY_MS);
  };
  client.on('error', reconnect);
  client.on('end', () => reconnect());
  client.on('notification', (msg) => {
    if (msg.channel === CACHE_CHANNEL) receive(bus, msg.payload);
    else if (msg.channel === READS_CHANNEL) noteReadsChanged();
    else if (msg.channel === AUTH_CHANNEL) noteAuthChanged();
    else if (msg.channel === SYNC_CHANNEL && msg.payload) bus.syncs.get(msg.payload)?.();
  });
  try {
    await client.connect();
    await client.query(`listen ${CACHE_CHANNEL}; listen ${READS_CHANNEL}; listen ${AUTH_CHANNEL}; listen ${SYNC_CHANNEL}`);
    if (bus.connectedOnce) dropLocal({ all: true });
    bus.connectedOnce = true;
    setChangesTrusted(true);
    bus.retryMs = FIRST_RETRY_MS;
  } catch (e) {
    reconnect(e);
  }
}
