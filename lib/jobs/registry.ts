import type { Db, Tx } from '@/lib/db';
import type { jobs } from '@/lib/db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** What a job kind's run function is given. */
export interface JobContext {
  db: Db;
  job: JobRow;
  /** Aborted when pg-boss loses the claim (another process took the job over). */
  signal: AbortSignal;
  /**
   * Housekeeping to start once the job is settled as done or cancelled (derived data, vacuum): the
   * job's writes are committed by then, and on PGlite (one connection) the status update that tells
   * the caller so is not queued behind it.
   */
  afterSettled(work: () => void): void;
  /**
   * Marks the job done with `result` inside `tx`, the transaction of its last chunk: the progress bar's
   * next status read says done as soon as the last write is committed. On PGlite (one connection) a
   * status read that arrived during that chunk was otherwise answered between the chunk and the
   * separate status update ("running", 100,000 of 100,000), and the next one queued behind the
   * housekeeping (the v2 search facts refresh and vacuum, 6.5 s after a 100,000-product archive).
   * A kind that does not call it (or is resumed after its last chunk) is marked done after `run`.
   */
  complete(tx: Tx, result: Record<string, unknown>): Promise<void>;
}

/**
 * One kind of background job (bulk update, import, product purge…). `run` does the work, normally
 * through `processInChunks` so a restart resumes where it stopped, and returns the job's result.
 * `onCancelled` lets the kind settle its own records (a bulk run marked cancelled) after a cancel.
 */
export interface JobKind {
  name: string;
  run(ctx: JobContext): Promise<Record<string, unknown>>;
  onCancelled?(db: Db, job: JobRow): Promise<void>;
  onFailed?(db: Db, job: JobRow, error: string): Promise<void>;
}

/**
 * On globalThis: start-up (lib/startup/job-kinds.ts) registers every kind before the workers start,
 * and a route bundle that loads this module separately (a cancel, an enqueue) must see the same kinds.
 * The first registration of a name stays: a route bundle that loads a kind's module again registers
 * its own copy, whose errors (JobInterrupted, JobCancelled) are other classes than the ones the
 * engine, loaded by start-up with the first copy, tells apart with instanceof.
 */
const globalForKinds = globalThis as unknown as { __catalogueJobKinds?: Map<string, JobKind> };
const kinds = (globalForKinds.__catalogueJobKinds ??= new Map<string, JobKind>());

/**
 * Registers a job kind; call it at module load from a file that lib/startup/job-kinds.ts imports, so
 * every process (each one runs workers) knows every kind before its workers start.
 */
export function registerJobKind(kind: JobKind): void {
  if (!/^[a-z][a-z0-9-]{1,50}$/.test(kind.name)) throw new Error(`Job kind names are lower-case words with dashes: ${kind.name}`);
  if (!kinds.has(kind.name)) kinds.set(kind.name, kind);
}

export function jobKind(name: string): JobKind | undefined {
  return kinds.get(name);
}

export function jobKindNames(): string[] {
  return [...kinds.keys()];
}
