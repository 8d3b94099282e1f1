import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { log } from '@/lib/log';
import { syncCatalogFacts } from '../../catalog-search/facts';

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

/**
 * Right after a bulk call commits: the v2 search facts of the products it changed (noted by the
 * statement-level triggers of migration 0015) are rebuilt set-based in the background, so search and
 * facets reflect the change at once and no searcher pays for it. Housekeeping scheduled after this
 * waits for it (the vacuum then also sees the rewritten facts rows).
 */
export function refreshDerivedData(db: Db, changedRows: number): void {
  // Rough statistics first when many rows changed: the planner otherwise plans the facts refresh (and
  // every search until the vacuum below) for the catalogue as it was, e.g. one Active product where
  // there are now 70,000. A sample of 3,000 rows takes 0.2 s on 100,000 products (the default 30,000
  // took 2.1 s); the VACUUM (ANALYZE) after the refresh then takes the full sample.
  const analyzed =
    changedRows >= VACUUM_AFTER_ROWS
      ? db.transaction(async (tx) => {
          await tx.execute(sql`set local default_statistics_target = 10`);
          await tx.execute(sql`analyze products`);
        })
      : Promise.resolve();
  const facts = analyzed.then(() => syncCatalogFacts(db)).then(
    () => undefined,
    (e) => console.error('[catalogue] search facts refresh after bulk update failed', e),
  );
  pending = pending.then(() => facts);
  if (changedRows >= VACUUM_AFTER_ROWS) scheduleVacuum(db, ['catalog_search_facts', 'catalog_facts_dirty']);
}

/** Resolves when scheduled housekeeping is done (benchmarks wait for it between measurements). */
export function maintenanceSettled(): Promise<void> {
  return pending;
}
