import type { Db, DbHandle } from './client';

export type { Db, Tx } from './client';

export type DatabaseStatus = 'starting' | 'ready' | 'failing';

interface DatabaseState {
  status: DatabaseStatus;
  reason: string | null;
  attempts: number;
  handle: DbHandle | null;
  /** Settles once start-up (lib/startup) has opened, migrated and seeded the database. */
  ready: Promise<DbHandle>;
  markReady: (handle: DbHandle) => void;
  stopping: boolean;
}

function initialState(): DatabaseState {
  let markReady: (handle: DbHandle) => void = () => undefined;
  const ready = new Promise<DbHandle>((resolve) => (markReady = resolve));
  return { status: 'starting', reason: null, attempts: 0, handle: null, ready, markReady, stopping: false };
}

/** On globalThis: instrumentation and each route bundle may load this module separately. */
const globalForDb = globalThis as unknown as { __catalogueDbState?: DatabaseState };
const state = (globalForDb.__catalogueDbState ??= initialState());

/**
 * The process-wide database, once ready: opened, migrated and (when empty) seeded once by the start-up
 * module (lib/startup/database.ts, run from instrumentation.ts), which retries a failed start for as
 * long as the process lives. PGlite allows one instance per data directory, so every caller in the
 * process shares this handle. A process that never runs start-up (a script) opens its own with
 * `openDatabase` (./client) instead; this would wait for ever.
 */
export function databaseHandle(): Promise<DbHandle> {
  return state.ready;
}

/** Waits for the database (sign-in, token calls). Route handlers check `databaseStatus()` first and answer 503. */
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

/** Start-up's progress, as `databaseStatus()` and /api/health report it: attempt `attempts` is waiting for `reason`. */
export function reportDatabaseStart(attempts: number, status: 'starting' | 'failing', reason: string): void {
  if (state.status === 'ready') return;
  state.attempts = attempts;
  state.status = status;
  state.reason = reason;
}

/** Start-up is done: every caller waiting in `database()` gets `handle`. */
export function reportDatabaseReady(handle: DbHandle): void {
  state.handle = handle;
  state.status = 'ready';
  state.reason = null;
  state.markReady(handle);
}

/** True once a shutdown has begun: start-up stops retrying. */
export function databaseStopping(): boolean {
  return state.stopping;
}

/**
 * Closes the pool (or PGlite) at shutdown, after `stopUsers` has stopped what works on it (the job
 * engine, lib/startup); from the first moment on, a failing start-up attempt is no longer retried.
 */
export async function closeDatabase(stopUsers: () => Promise<void> = async () => undefined): Promise<void> {
  state.stopping = true;
  await stopUsers();
  const handle = state.handle;
  state.handle = null;
  if (handle) await handle.close();
}
