import { closeDatabase, database, databaseStatus } from '@/lib/db';
import { stopJobEngine } from '@/lib/jobs/engine';
import { installGracefulShutdown } from '@/lib/lifecycle';
import { log } from '@/lib/log';
import { stopCacheBus } from '@/lib/service/cache-bus';
import { stopWebhookDispatcher } from '@/lib/service/webhooks/dispatcher';
import { startDatabase } from './database';
import { startPurgeTimer } from './purge-timer';

/**
 * A server process's start-up, called once from instrumentation.ts: the graceful shutdown, the
 * database (opened, migrated and seeded, with the cache bus and the job workers on it) and the hourly
 * purge of products deleted more than 30 days ago. The database start is not awaited: Next holds
 * every request until `register` resolves and answers 500 for good if it throws, so a slow or failing
 * start would leave the process dead. Instead it runs (and retries) in the background, `/api/health`
 * reports it, and the service's routes answer 503 until it is ready (docs/architecture.md, "Start-up").
 */
export function startApp(): void {
  installGracefulShutdown(stopApp);
  // Failures are retried and logged inside; nothing is left to handle here.
  startDatabase().catch(() => undefined);
  startPurgeTimer(database);
}

/** What the job engine may take of the shutdown budget (lib/lifecycle.ts) to let a chunk finish. */
const JOBS_STOP_MS = Math.max(1000, Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000) - 2000);

/**
 * At shutdown, once the requests in flight are answered: the job engine stops (its workers take no
 * new job and the chunk in flight commits first) and so does the webhook dispatcher (attempts in flight
 * get two seconds, then are recorded as interrupted), the cache bus sends its last notifications, then
 * the pool (or PGlite) closes.
 */
export async function stopApp(): Promise<void> {
  await closeDatabase(async () => {
    if (databaseStatus().status === 'ready') {
      // In parallel: each lets its work in flight finish (a chunk, a delivery attempt) within its share.
      await Promise.all([
        stopJobEngine(JOBS_STOP_MS).catch((e) => log.error({ err: e }, 'shutdown: stopping the job engine failed')),
        stopWebhookDispatcher().catch((e) => log.error({ err: e }, 'shutdown: stopping the webhook dispatcher failed')),
      ]);
    }
    await stopCacheBus();
  });
}
