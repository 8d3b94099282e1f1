import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { jobs } from '@/lib/db/schema';
import type { JobStatus } from '@/lib/api/schemas/bulk-runs';
import { requestCancel, type JobRow } from '@/lib/jobs';
import { conflict, notFound } from './errors';

/** Background jobs as the API shows them (GET /api/v1/jobs/{id}, extension). */
function toStatus(j: JobRow): JobStatus {
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

async function jobRow(db: Db, id: string): Promise<JobRow> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id.toLowerCase()));
  if (!row) throw notFound(`Job ${id} was not found`, [`id: no job has id ${id}`]);
  return row;
}

export async function getJob(db: Db, id: string): Promise<JobStatus> {
  return toStatus(await jobRow(db, id));
}

/** Cancels a queued or running job (a running one stops after its current chunk); 409 once it has finished. */
export async function cancelJob(db: Db, id: string): Promise<JobStatus> {
  const row = await jobRow(db, id);
  if (!['queued', 'running'].includes(row.status)) throw conflict(`Job ${id} has already finished (${row.status}); there is nothing to cancel`);
  await requestCancel(db, row);
  return getJob(db, id);
}
