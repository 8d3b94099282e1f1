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

/**
 * File column → import target: a meta-info field code, or a price or stock target —
 * `Price:<price list code>` (sell price), `ListPrice:<code>`, `CostPrice:<code>`, `Stock:<warehouse
 * code>`, `Stock` (the default warehouse), `Weight:g` (a weight in grams), `<field code>[<locale>]`
 * (a translation, `Name[fr-FR]`). A column left out (or mapped to '') is not imported.
 */
export const importMappingSchema = z
  .record(z.string().max(200), z.string().max(100, 'must be a meta-info field code or an import target'), { error: 'must be an object of column → field code' })
  .refine((m) => Object.keys(m).length <= 500, 'at most 500 columns');
export type ImportMapping = z.output<typeof importMappingSchema>;

/** Reference tables an import may add a missing value to (never categories). */
export const IMPORT_CREATABLE = ['brands', 'collections'] as const;

/** How a file's values are read: one supplier's habits, kept in its mapping profile. */
export const importOptionsSchema = z
  .object({
    /** `12,5` and `1.299,00`: the comma is the decimal separator, points group thousands. */
    decimalComma: z.boolean().default(false),
    /** Brands and collections the file names but the catalogue lacks are created (and listed as warnings). */
    createMissing: z.array(z.enum(IMPORT_CREATABLE, { error: 'must be brands or collections' })).max(2).default([]),
  })
  .meta({ id: 'ImportOptions' });
export type ImportOptions = z.output<typeof importOptionsSchema>;

const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** `createMissing` as a text part: names separated by commas ("brands,collections"). */
const creatableList = z
  .string()
  .max(100)
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(IMPORT_CREATABLE, { error: 'must list brands and/or collections' })));

const jsonText = (what: string) =>
  z.string({ error: `must be ${what}` }).transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
      return z.NEVER;
    }
  });

/**
 * The text parts of the multipart POST /api/v1/import next to its `file` part. `profileId` names a
 * saved mapping profile: its mapping and options apply where the call gives none of its own.
 */
export const importRequestFieldsSchema = z
  .object({
    mapping: jsonText('a JSON object of column → field code').pipe(importMappingSchema).optional(),
    mode: importModeSchema.default('upsert'),
    dryRun: flag.default(false),
    profileId: z.uuid({ error: 'must be a Guid' }).optional(),
    decimalComma: flag.optional(),
    createMissing: creatableList.optional(),
  })
  .refine((f) => f.mapping || f.profileId, { path: ['mapping'], message: 'is required: a JSON object of column → field code (or a profileId)' });
export type ImportRequestFields = z.output<typeof importRequestFieldsSchema>;

/** The text parts of POST /api/v1/import/preview beside `file`: a profile to apply. */
export const importPreviewFieldsSchema = z.object({ profileId: z.uuid({ error: 'must be a Guid' }).optional() });

/** One thing a column can fill: a meta-info field, or a price or stock of one list or warehouse. */
export const importTargetSchema = z
  .object({
    code: z.string().meta({ description: 'What the mapping names: a field code, Price:<list>, ListPrice:<list>, CostPrice:<list>, Stock:<warehouse>, Stock, Weight:g or <field code>[<locale>] (a translation)' }),
    label: z.string().meta({ description: 'In words: "Sell price — Retail GBP", "Stock on hand — Manchester Distribution Centre"' }),
    group: z.string().meta({ description: "The field's group, Prices or Stock" }),
    required: z.boolean().meta({ description: 'A new product needs it (meta-info isRequired)' }),
  })
  .meta({ id: 'ImportTarget' });
export type ImportTarget = z.output<typeof importTargetSchema>;

export const importColumnSchema = z
  .object({
    name: z.string(),
    /** The target the column's name suggests (a field's code or label, or a usual supplier label such as RRP or Qty), else null. */
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
    /** The mapping to import with (column → target): the profile's where one was picked, else the suggestions. */
    mapping: importMappingSchema,
    /** The first 20 data rows, cells as text. */
    rows: z.array(z.array(z.string())),
    /** Everything a column can be mapped to, with its label. */
    targets: z.array(importTargetSchema),
    /** The profile applied, if one was picked. */
    profile: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** Columns the profile maps that this file does not have. */
    missingColumns: z.array(z.string()),
    /** The options to import with: the profile's, else the defaults. */
    options: importOptionsSchema,
    /** The store setting CatalogSettings.PricesIncludeTax: whether sell prices are read with tax. */
    pricesIncludeTax: z.boolean(),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.output<typeof importPreviewSchema>;

export const importRowErrorSchema = z
  .object({ rowNumber: z.number().int(), column: z.string(), message: z.string() })
  .meta({ id: 'ImportRowError' });
export type ImportRowError = z.output<typeof importRowErrorSchema>;

const productRefSchema = z.object({ id: z.string(), stockCode: z.string() });

/** One price or stock value of an updated product, old → new (null: the product had none there). */
export const importValueChangeSchema = z
  .object({
    productId: z.string(),
    stockCode: z.string(),
    rowNumber: z.number().int(),
    field: z.string().meta({ description: 'As in the history: prices.<list code>.<currency>.sellPrice|listPrice|costPrice, stock.<warehouse code>.onHand' }),
    label: z.string().meta({ description: '"Sell price — Retail GBP", "Stock on hand — Manchester Distribution Centre"' }),
    before: z.union([z.string(), z.number()]).nullable(),
    after: z.union([z.string(), z.number()]),
  })
  .meta({ id: 'ImportValueChange' });
export type ImportValueChange = z.output<typeof importValueChangeSchema>;

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
    /** How the values were read: the options, and the store's tax setting and default warehouse when the import was queued. */
    options: importOptionsSchema.extend({ pricesIncludeTax: z.boolean(), defaultWarehouse: z.string().nullable() }),
    /** The import's job (its id is the import's id): status, progress, counts created, updated, skipped, errors, warnings, priceChanges, stockChanges. */
    job: jobStatusSchema,
    /** The bulk run that records the import's changes (its id is the import's): POST /api/v1/bulk-update/runs/{runId}/undo undoes it. Null for a dry run. */
    runId: z.string().nullable(),
    /** The undo run, once the import was undone. */
    undoneBy: z.string().nullable(),
    /** The first 50 products created and updated (the product history holds every change, source import). */
    created: z.array(productRefSchema),
    updated: z.array(productRefSchema),
    errorCount: z.number().int(),
    /** The first 200 row errors; GET …/errors.csv has them all beside the original rows. */
    errors: z.array(importRowErrorSchema),
    warningCount: z.number().int(),
    /** The first 200 warnings of rows that were written (a price below cost, a brand created). */
    warnings: z.array(importRowErrorSchema),
    /** The first 200 price and stock changes of updated products, old → new (for a dry run: what would change). */
    changes: z.array(importValueChangeSchema),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.output<typeof importReportSchema>;

/** POST /api/v1/import (HTTP 202): the import's id, which is also its job's. */
export const importStartedSchema = z
  .object({ recordId: z.string(), message: z.string() })
  .meta({ id: 'ImportStarted' });

export const importIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a Guid' }) });
