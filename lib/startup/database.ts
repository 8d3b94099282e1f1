import { openDatabase, type DbHandle } from '@/lib/db/client';
import { databaseStatus, databaseStopping, reportDatabaseReady, reportDatabaseStart } from '@/lib/db';
import { startJobEngine } from '@/lib/jobs/engine';
import { log, safeError } from '@/lib/log';
import { startCacheBus } from '@/lib/service/cache-bus';
import { startWebhookDispatcher } from '@/lib/service/webhooks/dispatcher';
import { syncCatalogFacts } from '@/lib/service/catalog-search/facts';
import './job-kinds';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * Opens, migrates and (when empty) seeds the process's database, then starts what runs on it: the
 * cache bus (PostgreSQL), the job engine's workers and the webhook dispatcher. A failed start
 * (PostgreSQL not up yet, a lost connection mid-migration) is retried with exponential backoff, capped
 * at 30 s, for as long as the process lives: the process never stays broken, and `/api/health` says
 * what it is waiting for (`databaseStatus()` in lib/db, which also hands the ready database to every
 * caller).
 */
export async function startDatabase(): Promise<DbHandle> {
  for (let attempt = 1; ; attempt++) {
    let handle: DbHandle | null = null;
    // The first attempt is "starting" until it fails; a retry stays "failing" with the last failure's reason.
    const current = databaseStatus();
    reportDatabaseStart(attempt, current.status === 'failing' ? 'failing' : 'starting', current.reason ?? 'opening the database');
    try {
      handle = await openDatabase();
      // Imported here, once per process: migrations and the demo-data seed (~120 KB of source with its
      // name lists) are start-up work, and each route bundle that imported them statically carried and
      // evaluated its own copy (53 copies of one chunk held ~31 MB of source strings in a started server).
      const { bootstrapDatabase } = await import('./bootstrap');
      await bootstrapDatabase(handle, (why) => {
        if (databaseStatus().status === 'starting') reportDatabaseStart(attempt, 'starting', why);
      });
      // PostgreSQL: the LISTEN connection; PGlite: its own listeners of the change notifications.
      await startCacheBus(handle);
      await startJobEngine(handle);
      // Webhook deliveries are background work like jobs: a process without job workers sends none.
      if (process.env.JOB_WORKERS !== '0') await startWebhookDispatcher(handle);
      reportDatabaseReady(handle);
      log.info({ database: handle.kind, attempts: attempt }, 'database ready');
      // Search facts a migration marked for a rebuild (or a process stopped before refreshing) are
      // brought up to date now, not inside the first v2 search (a full rebuild of 100,000 products
      // takes ~10 s on PGlite); a search arriving meanwhile waits for it (and then for a quick check of
      // what changed since, see syncCatalogFacts) instead of rebuilding inside its own request.
      if (process.env.JOB_WORKERS !== '0') void refreshFactsAtStart(handle);
      return handle;
    } catch (e) {
      await handle?.close().catch(() => undefined);
      if (databaseStopping()) throw e;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));
      reportDatabaseStart(attempt, 'failing', `start-up attempt ${attempt} failed (${rootCause(e)}); retrying in ${delay / 1000} s`);
      log.error({ err: e, attempt, retryInMs: delay }, 'database start-up failed');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

async function refreshFactsAtStart(handle: DbHandle): Promise<void> {
  const started = Date.now();
  try {
    await syncCatalogFacts(handle.db);
    const seconds = (Date.now() - started) / 1000;
    if (seconds >= 1) log.info({ seconds }, 'search facts brought up to date at start');
  } catch (e) {
    log.warn({ err: e }, 'search facts not refreshed at start (the next search refreshes them)');
  }
}

/** The innermost cause's message (the driver's, without SQL text or parameters): enough to act on. */
function rootCause(e: unknown): string {
  let err = safeError(e);
  while (err.cause) err = err.cause;
  return err.code ? `${err.code}: ${err.message}` : err.message;
}
