import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Our side of the background jobs (lib/jobs). pg-boss owns the queue (claiming, retries, which
 * process runs a job); this table owns what a caller asks about: status, progress, counts, errors,
 * and the job's input, so a job that resumes after a restart reads exactly what it was given.
 */
export const jobs = pgTable('jobs', {
  /** The pg-boss job id (we choose it before sending, so both rows are written in one transaction). */
  id: uuid('id').primaryKey(),
  kind: text('kind').notNull(),
  /** queued, running, done, failed, cancelled */
  status: text('status').notNull().default('queued'),
  /** Items to process (products, rows) and how many are done. */
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  errors: jsonb('errors').$type<string[]>().notNull().default([]),
  input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb('result').$type<Record<string, unknown>>(),
  /** The bulk run, import… the job belongs to, for links. */
  subjectId: text('subject_id'),
  createdBy: text('created_by').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * The chunks of a job that are applied: written in the chunk's own transaction, so a job that
 * restarts after a crash skips exactly the chunks whose writes committed, and applies nothing twice.
 */
export const jobChunks = pgTable(
  'job_chunks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.chunk] })],
);
