import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { jobs } from '@/lib/db/schema';
import { processInChunks } from '@/lib/jobs/chunks';
import { registerJobKind } from '@/lib/jobs/registry';
import type { Actor } from '../../history';
import { afterBulkWrite, applyChangeSets, missingProducts, type ChangeSet, type Touched } from './apply';
import { finishRun, runOutcome } from './runs';

/** The job kind of bulk updates over the threshold (lib/jobs). */
export const BULK_JOB = 'bulk-update';

export interface BulkJobInput {
  runId: string;
  userId: string | null;
  actor: Actor;
  sets: ChangeSet[];
}

/**
 * Products per chunk: each chunk is one transaction, and the unit a restart resumes at. Big, because
 * every chunk is a few set-based statements whose cost is per row, plus a fixed cost per chunk (the
 * statement-level triggers, the search rows, the job's bookkeeping): 20,000 keeps a 100,000-product
 * job at five chunks, so a restart redoes at most a fifth and the progress bar still moves.
 */
const chunkSize = () => Math.max(100, Number(process.env.BULK_JOB_CHUNK) || 20_000);

registerJobKind({
  name: BULK_JOB,
  async run({ db, job, afterSettled, complete }) {
    const input = job.input as unknown as BulkJobInput;
    const items = input.sets.flatMap((s, set) => [...new Set(s.productIds)].map((id) => [set, id] as const));
    const touched: Touched = { text: new Set(), categories: new Set(), collections: false };
    let applied = 0;
    // Once the job is settled (done, or cancelled after some chunks): caches, search facts, vacuum.
    afterSettled(() => afterBulkWrite(db, applied, touched));
    const products = new Set(items.map(([, id]) => id)).size;
    let result: Record<string, unknown> = { runId: input.runId, products };
    let finished = false;
    await processInChunks(db, job.id, items, chunkSize(), async (tx, chunk, _index, last) => {
      const bySet = new Map<number, string[]>();
      for (const [set, id] of chunk) {
        const list = bySet.get(set);
        if (list) list.push(id);
        else bySet.set(set, [id]);
      }
      const sets = [...bySet].map(([set, productIds]) => ({ ...input.sets[set], productIds }));
      // Products deleted since the job was queued (a filter resolved earlier) are skipped, and counted.
      const skipped = await missingProducts(tx, [...new Set(chunk.map(([, id]) => id))]);
      const t = await applyChangeSets(tx, sets, input.userId, input.actor, input.runId);
      t.text.forEach((id) => touched.text.add(id));
      t.categories.forEach((id) => touched.categories.add(id));
      touched.collections ||= t.collections;
      touched.channels ||= t.channels;
      applied += chunk.length;
      if (last) {
        // The run and the job are done with the last write (JobContext.complete).
        const outcome = await runOutcome(tx, input.runId, products, (await skippedSoFar(tx, job.id)) + skipped);
        result = { ...result, ...outcome };
        await finishRun(tx, input.runId, 'done', { ...outcome, jobId: job.id });
        await complete(tx, result);
        finished = true;
      }
      return { updated: chunk.length, skipped };
    });
    // Every chunk is applied (some by an earlier attempt, when the job resumed after a restart).
    applied = items.length;
    // Resumed after its last chunk had committed: the run is finished here.
    if (!finished) {
      const outcome = await runOutcome(db, input.runId, products, await skippedSoFar(db, job.id));
      result = { ...result, ...outcome };
      await finishRun(db, input.runId, 'done', { ...outcome, jobId: job.id });
    }
    return result;
  },
  // The chunks applied before a cancel stay applied (and undoable: they belong to the run); the
  // products of the chunks never applied are neither changed nor already so: they are not counted.
  async onCancelled(db, job) {
    const input = job.input as unknown as BulkJobInput;
    await finishRun(db, input.runId, 'cancelled', { ...(await partialOutcome(db, job.id, input.runId)), jobId: job.id });
  },
  async onFailed(db, job, error) {
    const input = job.input as unknown as BulkJobInput;
    await finishRun(db, input.runId, 'failed', { ...(await partialOutcome(db, job.id, input.runId)), jobId: job.id, error });
  },
});

/** Products the job's applied chunks skipped (kept in the job's counts, so a resumed job still knows). */
async function skippedSoFar(db: Db | Tx, jobId: string): Promise<number> {
  const [row] = await db.select({ counts: jobs.counts }).from(jobs).where(eq(jobs.id, jobId));
  return Number(row?.counts?.skipped ?? 0);
}

/** The outcome of the chunks a stopped job applied. */
async function partialOutcome(db: Db, jobId: string, runId: string) {
  const [now] = await db.select({ processed: jobs.processed }).from(jobs).where(eq(jobs.id, jobId));
  return runOutcome(db, runId, now?.processed ?? 0, await skippedSoFar(db, jobId));
}
