import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { log } from '@/lib/log';

/**
 * Housekeeping after large bulk updates: VACUUM (ANALYZE) of the tables they rewrote. PGlite has no
 * autovacuum, so without it dead row versions pile up, the visibility map stays empty (every count
 * then re-checks each row: search/all went from ~10 ms to ~170 ms on 100,000 products) and the
 * planner's statistics go stale. On PostgreSQL it merely does early what autovacuum would do.
 * Runs after the response, one at a time, and never fails a call.
 */
export const VACUUM_AFTER_ROWS = 1000;

let pending: Promise<void> = Promise.resolve();

export function scheduleVacuum(db: Db, tables: string[]): void {
  if (tables.length === 0) return;
  const list = sql.raw([...new Set(tables)].join(', '));
  pending = pending
    .then(() => db.execute(sql`vacuum (analyze) ${list}`))
    .then(
      () => undefined,
      (e) => log.error({ err: e }, 'vacuum after bulk update failed'),
    );
}

/** Resolves when scheduled housekeeping is done (benchmarks wait for it between measurements). */
export function maintenanceSettled(): Promise<void> {
  return pending;
}
