import { sql } from 'drizzle-orm';
import { bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './catalogue';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Product imports (issue 11). The id is the id of the import's job (lib/jobs), so one id names both.
 * The uploaded file is kept in the database (import_file_parts) rather than on one process's disk:
 * on PostgreSQL any process may run — or resume — the job, and must read the same bytes.
 */
export const imports = pgTable('imports', {
  id: uuid('id').primaryKey(),
  fileName: text('file_name').notNull(),
  /** csv or xlsx, sniffed from the bytes. */
  format: text('format').notNull(),
  /** create, update or upsert (by stock code). */
  mode: text('mode').notNull(),
  dryRun: boolean('dry_run').notNull().default(false),
  /** File column → meta-info field code, or a price or stock target (`Price:RETAIL-GBP`, `Stock:MAN-DC`). */
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  /**
   * How the file's values are read, fixed when the import is queued so a restarted job reads them the
   * same way: decimal comma, missing brands and collections created, and the store's tax setting and
   * default warehouse as they were then (lib/service/import/options.ts).
   */
  options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
  columns: jsonb('columns').$type<string[]>().notNull(),
  rowCount: integer('row_count').notNull(),
  bytes: integer('bytes').notNull(),
  /** Who started it (lib/service/history.ts Actor), so the rows it writes name them in the history. */
  actor: jsonb('actor').$type<Record<string, unknown>>().notNull(),
  /** The first products created and updated, for the report's links (the history holds them all). */
  createdSample: jsonb('created_sample').$type<{ id: string; stockCode: string }[]>().notNull().default([]),
  updatedSample: jsonb('updated_sample').$type<{ id: string; stockCode: string }[]>().notNull().default([]),
  /** The first price and stock changes of updated products, old → new (a dry run's preview of them). */
  changeSample: jsonb('change_sample').$type<Record<string, unknown>[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The uploaded file in parts of up to 1 MB, in order. */
export const importFileParts = pgTable(
  'import_file_parts',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.part] })],
);

/** Rows an import skipped (or a dry run would skip), with the column and the reason; written with their batch. */
export const importErrors = pgTable(
  'import_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** 1-based data row (the header is row 0), as a spreadsheet user counts below the header. */
    rowNumber: integer('row_number').notNull(),
    column: text('column').notNull(),
    message: text('message').notNull(),
    /** error: the row was skipped; warning: the row was written (a price below cost, a brand created). */
    level: text('level').notNull().default('error'),
  },
  (t) => [index('import_errors_import_row_idx').on(t.importId, t.rowNumber)],
);

/**
 * Saved column mappings, one per supplier's file layout (issue 33): picked at upload, applied by the
 * preview. Names are unique whatever their case.
 */
export const importProfiles = pgTable(
  'import_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    supplierId: uuid('supplier_id').references(() => suppliers.recordId, { onDelete: 'set null' }),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    /** decimalComma, createMissing (lib/api/schemas/product-import.ts). */
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_profiles_name_idx').on(sql`lower(${t.name})`)],
);
