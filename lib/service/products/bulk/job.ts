import { eq } from 'drizzle-orm';
import { jobs } from '@/lib/db/schema';
import { processInChunks } from '@/lib/jobs/chunks';
import { registerJobKind } from '@/lib/jobs/registry';
import type { Actor } from '../../history';
import { afterBulkWrite, applyChangeSets, type ChangeSet, type Touched } from './apply';
import { finishRun } from './runs';

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
    const result = { runId: input.runId, updated: items.length };
    let finished = false;
    await processInChunks(db, job.id, items, chunkSize(), async (tx, chunk, _index, last) => {
      const bySet = new Map<number, string[]>();
      for (const [set, id] of chunk) {
        const list = bySet.get(set);
        if (list) list.push(id);
        else bySet.set(set, [id]);
      }
      const sets = [...bySet].map(([set, productIds]) => ({ ...input.sets[set], productIds }));
      const t = await applyChangeSets(tx, sets, input.userId, input.actor, input.runId);
      t.text.forEach((id) => touched.text.add(id));
      t.categories.forEach((id) => touched.categories.add(id));
      touched.collections ||= t.collections;
      applied += chunk.length;
      if (last) {
        // The run and the job are done with the last write (JobContext.complete).
        await finishRun(tx, input.runId, 'done', { updated: items.length, jobId: job.id });
        await complete(tx, result);
        finished = true;
      }
      return { updated: chunk.length };
    });
    // Every chunk is applied (some by an earlier attempt, when the job resumed after a restart).
    applied = items.length;
    // Resumed after its last chunk had committed: the run is finished here.
    if (!finished) await finishRun(db, input.runId, 'done', { updated: items.length, jobId: job.id });
    return result;
  },
  // The chunks applied before a cancel stay applied (and undoable: they belong to the run).
  async onCancelled(db, job) {
    const [now] = await db.select({ processed: jobs.processed }).from(jobs).where(eq(jobs.id, job.id));
    const input = job.input as unknown as BulkJobInput;
    await finishRun(db, input.runId, 'cancelled', { updated: now?.processed ?? 0, jobId: job.id });
  },
  async onFailed(db, job, error) {
    const [now] = await db.select({ processed: jobs.processed }).from(jobs).where(eq(jobs.id, job.id));
    const input = job.input as unknown as BulkJobInput;
    await finishRun(db, input.runId, 'failed', { updated: now?.processed ?? 0, jobId: job.id, error });
  },
});
