import { z } from 'zod';
import { BULK_OPERATION_PATHS } from './bulk-operations';
import { guidSchema } from './fields';
import { pagingQuerySchema } from './paging';
import { advancedSearchBodySchema } from './product-search';
import { mutationResultSchema } from './wrappers';

/** How many products an undo lists by name when it skips fields changed since the run. */
export const MAX_LISTED_SKIPPED = 20;

export const BULK_RUN_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;

/** One recorded bulk-update run (extension: GET /api/v1/bulk-update/runs). */
export const bulkRunSchema = z
  .object({
    id: z.string(),
    operation: z.string().meta({ description: `${BULK_OPERATION_PATHS.join(', ')}, or undo` }),
    summary: z.record(z.string(), z.unknown()).meta({ description: 'The change: fields and values' }),
    productCount: z.number().int(),
    status: z.enum(BULK_RUN_STATUSES),
    actor: z.object({ kind: z.enum(['staff', 'client', 'system']), id: z.string().nullable(), name: z.string(), clientId: z.string().nullable() }),
    undoOf: z.string().nullable().meta({ description: 'For an undo run: the run it undid' }),
    undoneBy: z.string().nullable().meta({ description: 'The undo run of this run, once undone' }),
    jobId: z.string().nullable().meta({ description: 'The background job that ran it, for runs over the job threshold' }),
    result: z.record(z.string(), z.unknown()).nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'BulkRun' });
export type BulkRun = z.output<typeof bulkRunSchema>;

export const bulkRunsQuerySchema = pagingQuerySchema;

/** One changed field of one product in a run (GET /api/v1/bulk-update/runs/{runId}/changes). */
export const runChangeSchema = z
  .object({
    productId: z.string(),
    name: z.string().nullable(),
    stockCode: z.string().nullable(),
    field: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    changedAt: z.string(),
  })
  .meta({ id: 'BulkRunChange' });
export type RunChange = z.output<typeof runChangeSchema>;
export const runIdParamsSchema = z.object({ runId: guidSchema });

/**
 * What a bulk run did, in products (docs/counts.md): changed (at least one field; the products of its
 * changes list, which an undo restores), already so, skipped (gone before their chunk ran); the
 * three add up to `products`.
 */
export const runOutcomeSchema = z.object({
  products: z.number().int().meta({ description: 'Distinct products the call listed' }),
  changed: z.number().int().meta({ description: 'Products with at least one field changed: the products of the run\'s changes (GET …/runs/{runId}/changes), which its undo restores' }),
  unchanged: z.number().int().meta({ description: 'Products that already had the values (nothing written to their history)' }),
  skipped: z.number().int().meta({ description: 'Products gone before the change reached them (a background job resolved from a filter); 0 for a call applied at once, which refuses unknown products' }),
});

/** A bulk call's answer: the mutation result, and (extension) its run when applied at once. */
export const bulkMutationResultSchema = mutationResultSchema
  .extend({
    run: runOutcomeSchema
      .extend({ id: z.string().meta({ description: 'The bulk run (GET /api/v1/bulk-update/runs/{runId})' }) })
      .optional()
      .meta({ description: 'Extension: the run and what it did; absent when the call was queued as a background job (HTTP 202), whose result reports the same when it ends' }),
  })
  .meta({ id: 'BulkMutationResult' });
export type BulkMutationResult = z.output<typeof bulkMutationResultSchema>;

/** Products an undo left alone because a field was changed again after the run. */
export const undoResultSchema = z
  .object({
    runId: z.string().meta({ description: 'The undo run (itself a bulk run, undoOf = the undone run)' }),
    undoOf: z.string(),
    restoredProducts: z.number().int(),
    restoredFields: z.number().int(),
    skipped: z.object({
      count: z.number().int().meta({ description: 'Products with at least one field changed since the run (not overwritten)' }),
      products: z
        .array(z.object({ productId: z.string(), name: z.string().nullable(), stockCode: z.string().nullable(), fields: z.array(z.string()) }))
        .meta({ description: `The first ${MAX_LISTED_SKIPPED}` }),
    }),
  })
  .meta({ id: 'BulkUndoResult' });
export type UndoResult = z.output<typeof undoResultSchema>;

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/** A background job's state (extension: GET /api/v1/jobs/{id}). */
export const jobStatusSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: z.enum(JOB_STATUSES),
    progress: z.number().int().min(0).max(100),
    total: z.number().int(),
    processed: z.number().int(),
    counts: z.record(z.string(), z.number()),
    errors: z.array(z.string()),
    result: z.record(z.string(), z.unknown()).nullable(),
    subjectId: z.string().nullable().meta({ description: 'What the job works for: the bulk run id of a bulk update' }),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'JobStatus' });
export type JobStatus = z.output<typeof jobStatusSchema>;

export const jobIdParamsSchema = z.object({ id: guidSchema });

/** Operations of PUT /api/v1/bulk-update/by-filter/{operation} (extension): every bulk operation's path. */
export const byFilterParamsSchema = z.object({ operation: z.enum(BULK_OPERATION_PATHS) });
/** `filter`: the v1 advanced-search body; the rest: the operation's own body without productIds. */
export const byFilterBodySchema = z
  .looseObject({ filter: advancedSearchBodySchema.optional() })
  .meta({ id: 'BulkUpdateByFilter', description: 'filter: a v1 advanced-search body (omitted: every product); every other field is the operation body without productIds' });

/**
 * Extension: the response header of a bulk-update call applied at once that names its bulk run (the
 * mutation result has no field for it), so the caller can offer Undo without looking the run up.
 */
export const BULK_RUN_HEADER = 'X-Bulk-Run-Id';
