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

/**
 * Rows written since their last housekeeping by the product grid's saves, which write at most a page
 * (1,000 products) each. A page is 1% of a 100,000-product catalogue, yet at the threshold above it
 * drew a full ANALYZE and VACUUM (ANALYZE) of products and change_history — 6–8 s on 100,000 products,
 * during which PGlite holds its one connection and the process, so the save's own answer and the page
 * refreshed after it waited behind them. Saves add up instead, and the housekeeping follows once they
 * reach what autovacuum would wait for on a server (about a tenth of such a catalogue).
 */
const GRID_ROWS_PER_HOUSEKEEPING = 10_000;
let gridRows = 0;

/** The rows a grid save counts as for housekeeping: 0 until the saves since the last one add up, then all of them. */
export function gridHousekeepingRows(rows: number): number {
  gridRows += rows;
  if (gridRows < GRID_ROWS_PER_HOUSEKEEPING) return 0;
  const due = gridRows;
  gridRows = 0;
  return due;
}

let pending: Promise<void> = Promise.resolve();
// Housekeeping runs one task after the other: when the last one queued has settled, all have.
let queued = 0;
let settled = 0;

/** Queues `task` after the housekeeping already queued; it never rejects. */
function enqueue(task: () => Promise<unknown>, failure: string): void {
  const n = ++queued;
  pending = pending
    .then(task)
    .then(
      () => undefined,
      (e) => log.error({ err: e }, failure),
    )
    .finally(() => {
      settled = Math.max(settled, n);
    });
}

export function scheduleVacuum(db: Db, tables: string[]): void {
  if (tables.length === 0) return;
  const list = sql.raw([...new Set(tables)].join(', '));
  enqueue(() => db.execute(sql`vacuum (analyze) ${list}`), 'vacuum after bulk update failed');
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
  // Started now, not in turn; its failure is handled at once (an unhandled rejection ends the process).
  const facts = analyzed.then(() => syncCatalogFacts(db)).then(
    () => undefined,
    (e) => log.error({ err: e }, 'search facts refresh after bulk update failed'),
  );
  enqueue(() => facts, 'search facts refresh after bulk update failed');
  if (changedRows >= VACUUM_AFTER_ROWS) scheduleVacuum(db, ['catalog_search_facts', 'catalog_facts_dirty']);
}

/** Resolves when scheduled housekeeping is done (benchmarks wait for it between measurements). */
export function maintenanceSettled(): Promise<void> {
  return pending;
}

/**
 * Whether housekeeping after large writes (the v2 search facts refresh, vacuum) is queued or running
 * in this process, as /api/health reports it: on PGlite every call meanwhile shares the one
 * connection with it, so measurements (and maintenance windows) wait for it to end.
 */
export function maintenanceRunning(): boolean {
  return settled < queued;
}
