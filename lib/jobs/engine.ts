import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type Job } from 'pg-boss';
import type { Db, Tx } from '@/lib/db';
import type { DbHandle } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { yieldToRequests } from '@/lib/lifecycle';
import { JobCancelled, JobInterrupted } from './chunks';
import { jobKind, jobKindNames, type JobRow } from './registry';

/**
 * The one job engine (docs/architecture.md, "Jobs"): pg-boss 12 on the app's database, through its
 * own pg pool on PostgreSQL and through its `fromPglite` adapter on PGlite, so both run the same
 * code. Every process starts workers for every registered kind; pg-boss hands each job to one of
 * them. A worker that dies stops its heartbeat; pg-boss then fails the job over to a retry, which
 * resumes at the first chunk not recorded in job_chunks (lib/jobs/chunks.ts).
 */
const HEARTBEAT_SECONDS = 10;
const g = globalThis as unknown as { __catalogueJobs?: { boss: PgBoss; db: Db; workers: Map<string, string> } };

export async function startJobEngine(handle: DbHandle): Promise<void> {
  if (g.__catalogueJobs) return;
  const common = {
    schema: 'pgboss',
    schedule: false,
    // Heartbeat failures (a killed process) are swept at max(supervise, monitor) intervals.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  };
  const boss = handle.pglite
    ? new PgBoss({ ...common, db: fromPglite(handle.pglite), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: process.env.DATABASE_URL, max: Number(process.env.JOBS_POOL_SIZE || 3) });
  boss.on('error', (e) => console.error('[catalogue] job engine error', e));
  await boss.start();
  for (const name of jobKindNames()) {
    if (!(await boss.getQueue(name)))
      await boss.createQueue(name, { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 5, retryDelay: 1, expireInSeconds: 6 * 3600 });
  }
  const workers = new Map<string, string>();
  g.__catalogueJobs = { boss, db: handle.db, workers };
  if (process.env.JOB_WORKERS === '0') return;
  for (const name of jobKindNames())
    workers.set(name, await boss.work<{ jobId: string }>(name, { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => runJob(handle.db, job)));
}

/**
 * Once the transaction that queued a job of `kind` has committed: this process's worker of that kind
 * fetches it now instead of at its next poll, up to a second later. Workers of other processes keep
 * polling.
 */
export function wakeWorker(kind: string): void {
  const running = g.__catalogueJobs;
  const worker = running?.workers.get(kind);
  if (worker) running!.boss.notifyWorker(worker);
}

/**
 * At shutdown, before the pool closes (lib/startup stopApp): workers fetch no new job, a running
 * job stops after the chunk in flight commits (lib/jobs/chunks.ts checks the shutdown flag between
 * chunks) and goes back to pg-boss as a retry. pg-boss waits up to `timeoutMs` for the handlers,
 * then fails (retries) whatever still runs. On PGlite it does not close the database it shares.
 */
export async function stopJobEngine(timeoutMs: number): Promise<void> {
  const running = g.__catalogueJobs;
  if (!running) return;
  g.__catalogueJobs = undefined;
  const started = Date.now();
  await running.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  log.info({ ms: Date.now() - started }, 'job engine stopped');
}

function engine(): PgBoss {
  if (!g.__catalogueJobs) throw new Error('The job engine is not running in this process');
  return g.__catalogueJobs.boss;
}

export interface EnqueueOptions {
  input: Record<string, unknown>;
  total: number;
  subjectId?: string | null;
  createdBy?: string;
}

/**
 * Creates a job inside the caller's transaction: our jobs row and pg-boss's job commit (or roll
 * back) together, with the caller's own writes (the bulk run it belongs to).
 */
export async function enqueueJob(tx: Tx, kind: string, options: EnqueueOptions): Promise<string> {
  if (!jobKind(kind)) throw new Error(`Unknown job kind ${kind}`);
  const boss = engine();
  const id = randomUUID();
  await tx.insert(jobs).values({
    id,
    kind,
    total: options.total,
    input: options.input,
    subjectId: options.subjectId ?? null,
    createdBy: options.createdBy ?? '',
  });
  await boss.send(kind, { jobId: id }, { id, db: fromDrizzle(tx as never, sql as never) });
  return id;
}

/** Marks a job cancelled; a running job stops at its next chunk, a queued one never starts. */
export async function requestCancel(db: Db, job: JobRow): Promise<void> {
  const updated = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(sql`${jobs.id} = ${job.id}::uuid and ${jobs.status} in ('queued', 'running')`)
    .returning({ id: jobs.id });
  if (updated.length === 0) return;
  if (job.status === 'queued') await jobKind(job.kind)?.onCancelled?.(db, job);
  await engine()
    .cancel(job.kind, job.id)
    .catch(() => undefined);
}

/** A running job is done with `result` (once: a job no longer running is left as it is). */
export async function markJobDone(tx: Db | Tx, id: string, result: Record<string, unknown>): Promise<void> {
  await tx
    .update(jobs)
    .set({ status: 'done', result, finishedAt: new Date() })
    .where(sql`${jobs.id} = ${id}::uuid and ${jobs.status} = 'running'`);
}

async function runJob(db: Db, job: Job<{ jobId: string }>): Promise<void> {
  const id = job.data.jobId;
  const [row] = await db
    .update(jobs)
    .set({ status: 'running', startedAt: sql`coalesce(${jobs.startedAt}, now())` })
    .where(sql`${jobs.id} = ${id}::uuid and ${jobs.status} in ('queued', 'running')`)
    .returning();
  if (!row) return; // cancelled before it started, or already finished by another attempt
  const kind = jobKind(row.kind);
  if (!kind) throw new Error(`No handler for job kind ${row.kind}`);
  const housekeeping: (() => void)[] = [];
  const settled = async () => {
    // The requests that queued behind the job's last transaction (the progress bar's status read) are
    // answered before the housekeeping takes the connection (PGlite) for seconds.
    await yieldToRequests();
    for (const work of housekeeping) work();
  };
  try {
    const result = await kind.run({
      db,
      job: row,
      signal: job.signal,
      afterSettled: (work) => housekeeping.push(work),
      complete: (tx, result) => markJobDone(tx, id, result),
    });
    // A no-op when the last chunk marked it done already (complete); needed when it did not.
    await markJobDone(db, id, result);
    await settled();
  } catch (e) {
    // Shutting down: the job stays `running`; pg-boss records a failed attempt and retries it.
    if (e instanceof JobInterrupted) {
      log.info({ jobId: id, kind: row.kind }, 'job handed back at shutdown; it resumes at its next chunk');
      throw e;
    }
    if (e instanceof JobCancelled) {
      const [now] = await db.select().from(jobs).where(eq(jobs.id, id));
      if (now?.status === 'cancelled') await kind.onCancelled?.(db, now);
      // The chunks applied before the cancel stay: their derived data is refreshed as after a finish.
      await settled();
      return;
    }
    // A failed job is settled here (not retried by pg-boss): retries are for crashed processes.
    const message = e instanceof Error ? e.message : String(e);
    console.error(`[catalogue] job ${id} (${row.kind}) failed`, e);
    await db
      .update(jobs)
      .set({ status: 'failed', errors: sql`${jobs.errors} || ${JSON.stringify([message])}::jsonb`, finishedAt: new Date() })
      .where(eq(jobs.id, id));
    await kind.onFailed?.(db, row, message);
  }
}
