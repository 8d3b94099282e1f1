import { openDatabase, type Db, type DbHandle } from './client';
import { log, safeError } from '@/lib/log';
import { startCacheBus, stopCacheBus } from '@/lib/service/cache-bus';

export type { Db, Tx } from './client';

export type DatabaseStatus = 'starting' | 'ready' | 'failing';

interface DatabaseState {
  status: DatabaseStatus;
  reason: string | null;
  attempts: number;
  handle: DbHandle | null;
  ready: Promise<DbHandle> | null;
  stopping: boolean;
}

/** On globalThis: instrumentation and each route bundle may load this module separately. */
const globalForDb = globalThis as unknown as { __catalogueDbState?: DatabaseState };
const state = (globalForDb.__catalogueDbState ??= {
  status: 'starting',
  reason: null,
  attempts: 0,
  handle: null,
  ready: null,
  stopping: false,
});

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * The process-wide database: opened, migrated and (when empty) seeded once. PGlite allows one
 * instance per data directory, so every caller in the process shares this handle. A failed start
 * (PostgreSQL not up yet, a lost connection mid-migration) is retried with exponential backoff,
 * capped at 30 s, for as long as the process lives: the process never stays broken, and
 * `/api/health` says what it is waiting for.
 */
export function databaseHandle(): Promise<DbHandle> {
  state.ready ??= startWithRetries();
  return state.ready;
}

/** Waits for the database (scripts, sign-in). Route handlers check `databaseStatus()` first and answer 503. */
export async function database(): Promise<Db> {
  return (await databaseHandle()).db;
}

/**
 * Where a read that does not need the primary goes: the read replica (DATABASE_READ_URL) when one is
 * configured and `db` is the process's primary handle, else `db` itself (PGlite, no replica, or a
 * transaction, whose reads must see its own writes). A replica lags the primary by its replication
 * delay, so only answers that tolerate that use it (search, product detail, facet counts), never a
 * read that decides a write.
 */
export function readerOf(db: Db): Db {
  const handle = state.handle;
  return handle?.reader && db === handle.db ? handle.reader : db;
}

export function databaseStatus(): { status: DatabaseStatus; reason: string | null; attempts: number; kind: 'pglite' | 'postgres' } {
  return {
    status: state.status,
    reason: state.reason,
    attempts: state.attempts,
    kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  };
}

async function startWithRetries(): Promise<DbHandle> {
  for (;;) {
    state.attempts += 1;
    let handle: DbHandle | null = null;
    try {
      handle = await openDatabase();
      // Imported here, once per process: migrations and the demo-data seed (~120 KB of source with its
      // name lists) are start-up work, and each route bundle that imported them statically carried and
      // evaluated its own copy (53 copies of one chunk held ~31 MB of source strings in a started server).
      const { bootstrapDatabase } = await import('./bootstrap');
      await bootstrapDatabase(handle, (why) => {
        if (state.status === 'starting') state.reason = why;
      });
      if (handle.kind === 'postgres') startCacheBus(handle);
      // Workers in every process (lib/jobs); imported here lazily, as the job kinds import the services.
      await (await import('@/lib/jobs/engine')).startJobEngine(handle);
      state.handle = handle;
      state.status = 'ready';
      state.reason = null;
      log.info({ database: handle.kind, attempts: state.attempts }, 'database ready');
      return handle;
    } catch (e) {
      await handle?.close().catch(() => undefined);
      if (state.stopping) throw e;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (state.attempts - 1));
      state.status = 'failing';
      state.reason = `start-up attempt ${state.attempts} failed (${rootCause(e)}); retrying in ${delay / 1000} s`;
      log.error({ err: e, attempt: state.attempts, retryInMs: delay }, 'database start-up failed');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The innermost cause's message (the driver's, without SQL text or parameters): enough to act on. */
function rootCause(e: unknown): string {
  let err = safeError(e);
  while (err.cause) err = err.cause;
  return err.code ? `${err.code}: ${err.message}` : err.message;
}

/** What the job engine may take of the shutdown budget (lib/lifecycle.ts) to let a chunk finish. */
const JOBS_STOP_MS = Math.max(1000, Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000) - 2000);

/**
 * Closes the pool (or PGlite) at shutdown, after in-flight requests have finished and after the job
 * engine has stopped: its workers take no new job and the chunk in flight commits first.
 */
export async function closeDatabase(): Promise<void> {
  state.stopping = true;
  if (state.handle) {
    const { stopJobEngine } = await import('@/lib/jobs/engine');
    await stopJobEngine(JOBS_STOP_MS).catch((e) => log.error({ err: e }, 'shutdown: stopping the job engine failed'));
  }
  await stopCacheBus();
  const handle = state.handle;
  state.handle = null;
  if (handle) await handle.close();
}
