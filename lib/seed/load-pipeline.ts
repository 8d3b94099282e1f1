import type { Db } from '@/lib/db';
import { bulkInsert, copyInto, COPY_FROM, type CopyTarget } from './bulk-insert';
import { timed, type PhaseReport } from './phases';

type Row = Record<string, unknown>;

/**
 * The products' loads, sent while the seed makes the next one. `load` encodes a load's rows as COPY
 * text at once (and empties their arrays), waits for the previous load to reach the database, then
 * starts sending this one and returns: on PostgreSQL the server reads and stores a load while node
 * makes the next, where before node waited for every COPY (node was the bottleneck, at ~85 % of a
 * core, and the server at ~40 %). PGlite runs its COPY in this thread, so there it is sent whenever
 * the generator lets the event loop run (`breathe`), which gains nothing and costs nothing.
 * Tables given fewer than COPY_FROM rows take bulkInsert's INSERT, as bulkInsert would give them.
 */
export function loadPipeline(db: Db, report?: PhaseReport) {
  const targets = new Map<string, CopyTarget | null>();
  let sending: Promise<void> = Promise.resolve();
  let sinceBreath = 0;

  const targetFor = async (table: string, rows: Row[]) => {
    if (!targets.has(table)) targets.set(table, await copyInto(db, table, Object.keys(rows[0])));
    return targets.get(table) ?? null;
  };

  return {
    async load(batches: [table: string, rows: Row[]][]) {
      const sends: (() => Promise<void>)[] = [];
      for (const [table, rows] of batches) {
        if (rows.length === 0) continue;
        // A table seen for the first time costs a query for its column types, which waits for the
        // previous load on PostgreSQL (one connection): only the first load meets every table.
        const target = rows.length >= COPY_FROM ? await targetFor(table, rows) : null;
        if (target) {
          const started = performance.now();
          const text = target.encode(rows);
          report?.('encode rows', (performance.now() - started) / 1000);
          sends.push(() => timed(report, `load ${table}`, () => target.copy(text)));
        } else {
          const few = rows.slice();
          sends.push(() => timed(report, `load ${table}`, () => bulkInsert(db, table, few)));
        }
        rows.length = 0;
      }
      await timed(report, 'wait for the previous load', () => sending);
      sending = (async () => {
        for (const send of sends) await send();
      })();
      // Awaited by the next load or by `finish`; until then a failure must not count as unhandled.
      sending.catch(() => undefined);
    },

    /**
     * Lets the event loop run every 100 calls, so that node-postgres writes the load being sent to
     * its socket and reads the server's answers while the generator works.
     */
    async breathe() {
      if (++sinceBreath < 100) return;
      sinceBreath = 0;
      await new Promise((resolve) => setImmediate(resolve));
    },

    /** Waits for the last load to reach the database. */
    finish: () => timed(report, 'wait for the previous load', () => sending),
  };
}
