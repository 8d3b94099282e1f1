import type { Db } from '@/lib/db';
import { enqueueJob, wakeWorker } from '@/lib/jobs/engine';
import { allProductIds, checkRequest, summarize, type BulkOptions, type ChangeSet } from './apply';
import { BULK_JOB, type BulkJobInput } from './job';
import { createRun } from './runs';

/**
 * A bulk update over the threshold: checked like a synchronous one (unknown ids are a 404 and nothing
 * is queued; not for ids a filter has just read from products, where that lookup cost 0.25–0.4 s of
 * a 100,000-product call), then its bulk run and its job are created in one transaction. The job
 * applies it in chunks (./job.ts) under that one run, so the run is undone as a whole.
 */
export async function startBulkJob(db: Db, sets: ChangeSet[], options: BulkOptions): Promise<string> {
  const all = allProductIds(sets);
  const id = await db.transaction(async (tx) => {
    await checkRequest(tx, all, options, !options.idsExist);
    const runId = await createRun(tx, { operation: options.operation, summary: summarize(sets), productCount: all.length, actor: options.actor });
    const input: BulkJobInput = { runId, userId: options.userId, actor: options.actor, sets };
    return enqueueJob(tx, BULK_JOB, {
      input: input as unknown as Record<string, unknown>,
      total: sets.reduce((n, s) => n + new Set(s.productIds).size, 0),
      subjectId: runId,
      createdBy: options.actor.name,
    });
  });
  wakeWorker(BULK_JOB);
  return id;
}
