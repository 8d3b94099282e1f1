import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { uuidArray } from '@/lib/db/arrays';
import { jobs } from '@/lib/db/schema';
import { statusSchema } from '@/lib/api/schemas/bulk-update';
import { markJobDone } from '@/lib/jobs/engine';
import { jobKind } from '@/lib/jobs/registry';
import { SYSTEM_ACTOR } from '@/lib/service/history';
import { bulkUpdateStatus } from '@/lib/service/products/bulk';
import { BULK_JOB, type BulkJobInput } from '@/lib/service/products/bulk/job';
import { maintenanceSettled } from '@/lib/service/products/bulk/maintenance';
import { createRun } from '@/lib/service/products/bulk/runs';
import { undoRun } from '@/lib/service/products/bulk/undo';
import type { BenchSuite } from './harness';

/**
 * Bulk runs (issue 10) and bulk jobs (issue 13): a recorded status run of up to 100,000 products
 * (update + one history row per product, one statement), its undo (target: no slower than the run),
 * and the chunked job path's throughput (products/s; pg-boss's pick-up latency is not included).
 */
export const suite: BenchSuite = {
  name: 'bulk-runs',
  async run(ctx) {
    const { db } = ctx;
    const n = Math.min(100_000, ctx.products);
    const ids = (await db.execute<{ id: string }>(sql`select id::text as id from products order by iid limit ${n}`)).rows.map((r) => r.id);
    const vacuumed = async () => {
      await maintenanceSettled();
      await db.execute(sql`vacuum (analyze) products, change_history`);
    };
    const label = `${n.toLocaleString('en')} products`;
    await db.execute(sql`update products set status = 1 where id = any(${uuidArray(ids)})`);
    await vacuumed();
    let runId = '';
    const run = await ctx.duration(
      `recorded status run, ${label} (update + history)`,
      async () => {
        await bulkUpdateStatus(db, statusSchema.parse({ productIds: ids, status: 3 }), { userId: null });
        runId = (await db.execute<{ id: string }>(sql`select id::text as id from bulk_runs order by started_at desc limit 1`)).rows[0].id;
      },
      { target: '≤ 5 s', settle: vacuumed, bare: () => db.execute(sql`update products set status = 1 where id = any(${uuidArray(ids)})`) },
    );
    // The bare statement set status back to 1 without history: put the run's value back first so the
    // undo has every product to restore.
    await db.execute(sql`update products set status = 3 where id = any(${uuidArray(ids)})`);
    await vacuumed();
    const undo = await ctx.duration(`undo of that run, ${label}`, () => undoRun(db, runId, SYSTEM_ACTOR, null), { target: `≤ run (${run.toFixed(2)} s)` });
    console.log(`  undo/run = ${(undo / run).toFixed(2)}`);
    await vacuumed();

    // The job path: the same change applied chunk by chunk (each chunk one transaction + progress row).
    const sets = [{ productIds: ids, changes: [{ kind: 'status' as const, status: 4 }] }];
    const jobRunId = await createRun(db, { operation: 'status', summary: {}, productCount: n, actor: SYSTEM_ACTOR });
    const input: BulkJobInput = { runId: jobRunId, userId: null, actor: SYSTEM_ACTOR, sets };
    const [job] = await db
      .insert(jobs)
      .values({ id: randomUUID(), kind: BULK_JOB, status: 'running', total: n, input: input as unknown as Record<string, unknown> })
      .returning();
    const housekeeping: (() => void)[] = [];
    const seconds = await ctx.duration(`bulk job (chunks of ${process.env.BULK_JOB_CHUNK || 20000}), ${label}`, () =>
      jobKind(BULK_JOB)!.run({
        db,
        job,
        signal: new AbortController().signal,
        afterSettled: (work) => housekeeping.push(work),
        complete: (tx, result) => markJobDone(tx, job.id, result),
      }),
    );
    housekeeping.forEach((work) => work());
    console.log(`  job throughput: ${Math.round(n / seconds).toLocaleString('en')} products/s`);
    await maintenanceSettled();
  },
};
