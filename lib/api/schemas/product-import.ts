import { z } from 'zod';
import { jobStatusSchema } from './bulk-runs';

/**
 * Product import (issue 11, extensions): POST /api/v1/import/preview, POST /api/v1/import,
 * GET /api/v1/import/{id} and GET /api/v1/import/{id}/errors.csv. Shared by the service, the
 * back-office client and the import page's form.
 */

/** create: new stock codes only; update: existing ones only; upsert: either. */
export const IMPORT_MODES = ['create', 'update', 'upsert'] as const;
export const importModeSchema = z.enum(IMPORT_MODES, { error: 'must be create, update or upsert' });
export type ImportMode = z.output<typeof importModeSchema>;

/** File column → meta-info field code; a column left out (or mapped to '') is not imported. */
export const importMappingSchema = z
  .record(z.string().max(200), z.string().max(100, 'must be a meta-info field code'), { error: 'must be an object of column → field code' })
  .refine((m) => Object.keys(m).length <= 500, 'at most 500 columns');
export type ImportMapping = z.output<typeof importMappingSchema>;

/** The text parts of the multipart POST /api/v1/import next to its `file` part. */
export const importRequestFieldsSchema = z.object({
  mapping: z
    .string({ error: 'is required: a JSON object of column → field code' })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(importMappingSchema),
  mode: importModeSchema.default('upsert'),
  dryRun: z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});
export type ImportRequestFields = z.output<typeof importRequestFieldsSchema>;

export const importColumnSchema = z
  .object({
    name: z.string(),
    /** The meta-info field code the column's name matches (code or label, any case or accents), else null. */
    suggestedField: z.string().nullable(),
    /** Up to five distinct non-empty values of the column's first rows. */
    samples: z.array(z.string()),
  })
  .meta({ id: 'ImportColumn' });

export const importPreviewSchema = z
  .object({
    fileName: z.string(),
    format: z.enum(['csv', 'xlsx']),
    columns: z.array(importColumnSchema),
    /** The suggested mapping as the import takes it (column → field code). */
    mapping: importMappingSchema,
    /** The first 20 data rows, cells as text. */
    rows: z.array(z.array(z.string())),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.output<typeof importPreviewSchema>;

export const importRowErrorSchema = z
  .object({ rowNumber: z.number().int(), column: z.string(), message: z.string() })
  .meta({ id: 'ImportRowError' });
export type ImportRowError = z.output<typeof importRowErrorSchema>;

const productRefSchema = z.object({ id: z.string(), stockCode: z.string() });

export const importReportSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    format: z.enum(['csv', 'xlsx']),
    mode: importModeSchema,
    dryRun: z.boolean(),
    rowCount: z.number().int(),
    mapping: importMappingSchema,
    createdAt: z.string(),
    /** The import's job (its id is the import's id): status, progress, counts created/updated/skipped. */
    job: jobStatusSchema,
    /** The first 50 products created and updated (the product history holds every change, source import). */
    created: z.array(productRefSchema),
    updated: z.array(productRefSchema),
    errorCount: z.number().int(),
    /** The first 200 row errors; GET …/errors.csv has them all beside the original rows. */
    errors: z.array(importRowErrorSchema),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.output<typeof importReportSchema>;

/** POST /api/v1/import (HTTP 202): the import's id, which is also its job's. */
export const importStartedSchema = z
  .object({ recordId: z.string(), message: z.string() })
  .meta({ id: 'ImportStarted' });

export const importIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a Guid' }) });
