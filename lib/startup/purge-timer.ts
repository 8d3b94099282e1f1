import type { Db } from '@/lib/db';
import { log } from '@/lib/log';
import { purgeDeletedProducts } from '@/lib/service/products/lifecycle/remove';

const HOUR_MS = 3_600_000;
const globalForPurge = globalThis as unknown as { __cataloguePurgeTimer?: ReturnType<typeof setInterval> };

/**
 * Purges deleted products past their 30 days once an hour, one timer per process (started by
 * startApp). The delete is idempotent, so several processes on one PostgreSQL may all run it;
 * the job engine can take over by calling purgeDeletedProducts on its own schedule instead.
 */
export function startPurgeTimer(db: () => Promise<Db>): void {
  if (globalForPurge.__cataloguePurgeTimer) return;
  const run = () =>
    db()
      .then((d) => purgeDeletedProducts(d))
      .then((n) => {
        if (n > 0) log.info({ purged: n }, 'purged products deleted more than 30 days ago');
      })
      .catch((err) => log.error({ err }, 'purge of deleted products failed'));
  globalForPurge.__cataloguePurgeTimer = setInterval(run, HOUR_MS);
  // The timer alone must not keep a process (a test run, a script) alive.
  globalForPurge.__cataloguePurgeTimer.unref?.();
  void run();
}
