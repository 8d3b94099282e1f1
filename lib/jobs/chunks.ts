import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { isShuttingDown, yieldToRequests } from '@/lib/lifecycle';
import { transactionWithRetry } from '@/lib/db/retry';

/** Thrown between chunks when the job was cancelled; the engine turns it into status `cancelled`. */
export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled');
  }
}

/**
 * Thrown between chunks when the process is shutting down (SIGTERM): the chunk in flight has
 * committed, the job stays `running`, and the engine hands it back to pg-boss as a failed attempt,
 * so a retry (in this process after a restart, or in another on PostgreSQL) resumes at the next chunk.
 */
export class JobInterrupted extends Error {
  constructor() {
    super('The process is shutting down; the job resumes at its next chunk');
  }
}

/**
 * Applies `items` in chunks of `size`, each chunk in ONE transaction that also records the chunk in
 * job_chunks and adds to the job's progress. A chunk already recorded is skipped, so a job resumed
 * after a crash (or claimed twice) applies every item exactly once; a cancel takes effect at the
 * next chunk boundary, and the chunks applied before it stay applied; so does a shutdown (JobInterrupted).
 * `last` tells `apply` that this is the final chunk, whose transaction can also mark the job done
 * (JobContext.complete).
 */
export async function processInChunks<T>(
  db: Db,
  jobId: string,
  items: T[],
  size: number,
  apply: (tx: Tx, chunk: T[], index: number, last: boolean) => Promise<Record<string, number> | void>,
): Promise<void> {
  const done = await appliedChunks(db, jobId);
  const chunks = Math.ceil(items.length / size);
  for (let index = 0; index < chunks; index++) {
    if (done.has(index)) continue;
    if (isShuttingDown()) throw new JobInterrupted();
    // Requests queued behind a chunk, such as GET /api/v1/jobs/{id} for the progress bar, are
    // answered before the next chunk starts (on PGlite, one connection); before the first, the call
    // that queued the job gets its answer (202) instead of waiting for a chunk.
    await yieldToRequests();
    const chunk = items.slice(index * size, (index + 1) * size);
    await applyChunk(db, jobId, index, chunk.length, (tx) => apply(tx, chunk, index, index === chunks - 1));
  }
}

/** The chunks of a job already applied (a resumed job skips them). */
export async function appliedChunks(db: Db, jobId: string): Promise<Set<number>> {
  const rows = await db.execute<{ chunk: number }>(sql`select chunk from job_chunks where job_id = ${jobId}::uuid`);
  return new Set(rows.rows.map((r) => Number(r.chunk)));
}

/**
 * One chunk of a job in ONE transaction: refused once the job is cancelled, skipped when another
 * attempt already recorded it, else applied, recorded in job_chunks and added to the job's progress
 * (`count` items) and counts. For jobs that stream their items (an import reads its file batch by
 * batch) and so cannot hand processInChunks an array.
 */
export async function applyChunk(
  db: Db,
  jobId: string,
  index: number,
  count: number,
  apply: (tx: Tx) => Promise<Record<string, number> | void>,
): Promise<void> {
  // A chunk chosen as a deadlock victim on PostgreSQL (a bulk call over the same products) runs again.
  await transactionWithRetry(db, async (tx) => {
    // The job row lock orders this chunk after a concurrent cancel (and after another worker's
    // copy of the same chunk, which the insert below then finds).
    const state = await tx.execute<{ status: string }>(sql`select status from jobs where id = ${jobId}::uuid for update`);
    if (state.rows[0]?.status !== 'running') throw new JobCancelled();
    const claimed = await tx.execute(sql`
      insert into job_chunks (job_id, chunk) values (${jobId}::uuid, ${index})
      on conflict do nothing returning chunk`);
    if (claimed.rows.length === 0) return;
    const counts = (await apply(tx)) ?? {};
    await tx.execute(sql`
      update jobs set processed = processed + ${count},
        counts = (select coalesce(jsonb_object_agg(k, coalesce((counts ->> k)::int, 0) + coalesce((${JSON.stringify(counts)}::jsonb ->> k)::int, 0)), '{}'::jsonb)
                  from (select jsonb_object_keys(counts) k union select jsonb_object_keys(${JSON.stringify(counts)}::jsonb)) keys)
      where id = ${jobId}::uuid`);
  });
}
