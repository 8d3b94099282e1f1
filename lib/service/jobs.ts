import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { jobs } from '@/lib/db/schema';
import type { JobStatus } from '@/lib/api/schemas/bulk-runs';
import { requestCancel, type JobRow } from '@/lib/jobs';
import { conflict, notFound } from '@/lib/errors';

/*
 * Every column but `input`, which no answer shows and only the job's runner reads: a bulk job's input
 * lists its products, 4 MB at 100,000, and a progress bar polls the status every 500–700 ms while
 * the job runs. With it, a status read took 24.5 ms on PGlite, holding the one connection the job's
 * chunks need; without it, 2.0 ms.
 */
const { input: _input, ...shownColumns } = getTableColumns(jobs);
type ShownJob = Omit<JobRow, 'input'>;

/** Background jobs as the API shows them (GET /api/v1/jobs/{id}, extension). */
function toStatus(j: ShownJob): JobStatus {
  const progress = j.status === 'done' ? 100 : j.total > 0 ? Math.min(100, Math.floor((j.processed * 100) / j.total)) : 0;
  return {
    id: j.id,
    kind: j.kind,
    status: j.status as JobStatus['status'],
    progress,
    total: j.total,
    processed: j.processed,
    counts: j.counts,
    errors: j.errors,
    result: j.result ?? null,
    subjectId: j.subjectId,
    createdAt: j.createdAt.toISOString(),
    startedAt: j.startedAt?.toISOString() ?? null,
    finishedAt: j.finishedAt?.toISOString() ?? null,
  };
}

const missing = (id: string) => notFound(`Job ${id} was not found`, [`id: no job has id ${id}`]);

export async function getJob(db: Db, id: string): Promise<JobStatus> {
  const [row] = await db.select(shownColumns).from(jobs).where(eq(jobs.id, id.toLowerCase()));
  if (!row) throw missing(id);
  return toStatus(row);
}

/** Cancels a queued or running job (a running one stops after its current chunk); 409 once it has finished. */
export async function cancelJob(db: Db, id: string): Promise<JobStatus> {
  // The whole row: a queued job's cancel handler reads its input (a bulk job's run).
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id.toLowerCase()));
  if (!row) throw missing(id);
  if (!['queued', 'running'].includes(row.status)) throw conflict(`Job ${id} has already finished (${row.status}); there is nothing to cancel`);
  await requestCancel(db, row);
  return getJob(db, id);
}
