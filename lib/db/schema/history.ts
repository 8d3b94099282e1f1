import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit history (docs/architecture.md, "History"): one row per changed field of any entity,
 * written in the same transaction as the change by lib/service/history.ts. Who: the API client that
 * called, and the staff member it acted for when it said so. From where: `source` (page, api, bulk,
 * import, system) plus the bulk run or import that made it.
 */
export const changeHistory = pgTable(
  'change_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** product, category, supplier, product_family, company, quotation, return, setting, api_client, … */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The field's name in the entity's detail shape (e.g. `status`, `prices.GBP.sellPrice`); `*` for create/delete. */
    field: text('field').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    /** The API client (its client_id) whose call made the change. */
    clientId: text('client_id'),
    source: text('source').notNull(),
    bulkRunId: uuid('bulk_run_id'),
    importId: text('import_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One record's history: a hash of its id (the entity is checked on the row; its rows are few to
    // sort). Imports and bulk runs write 100,000s of rows per call: 280,000 took 5.5–6.7 s with a
    // b-tree of (entity, entity_id, id), 3.3–4.7 s with this hash and 3.1–3.4 s with no index.
    index('change_history_entity_idx').using('hash', t.entityId),
    // A whole entity's history (the settings page lists them all): every entity but products, whose
    // rows are nearly all of the table and are only ever listed per product.
    index('change_history_other_entities_idx').on(t.entity, t.id).where(sql`entity <> 'product'`),
    // Only rows a bulk run wrote: the run's page, undo and completeness look it up by one run's id.
    index('change_history_bulk_run_idx').on(t.bulkRunId).where(sql`bulk_run_id is not null`),
  ],
);

/**
 * A bulk run's product history, one row per run, field and pair of before and after values: the
 * products that went from `before` to `after` are the row's `product_ids` (migration 0036). A status
 * change of 100,000 products is one row where change_history held 100,000. Its ids come from
 * change_history's sequence, so both stores merge into one order (lib/service/history.ts reads a
 * product's history from both; a run's rows from both in lib/service/products/bulk/run-rows.ts). Rows
 * written before 0036 stay per product in change_history and read and undo as before.
 */
export const bulkRunHistory = pgTable(
  'bulk_run_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`nextval('change_history_id_seq')`),
    bulkRunId: uuid('bulk_run_id').notNull(),
    field: text('field').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    productIds: uuid('product_ids').array().notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    clientId: text('client_id'),
    source: text('source').notNull(),
    importId: text('import_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A product's history: the rows whose ids contain it.
    index('bulk_run_history_products_idx').using('gin', t.productIds),
    // A run's rows (its changes list, outcome and undo).
    index('bulk_run_history_run_idx').on(t.bulkRunId),
  ],
);

/** Every bulk update run (who, when, what, how many); undo reads its history rows. */
export const bulkRuns = pgTable(
  'bulk_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operation: text('operation').notNull(),
    /** The request's change in words and values, for the Bulk runs page. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    productCount: integer('product_count').notNull().default(0),
    /** running, done, failed, cancelled, undoing, undone */
    status: text('status').notNull().default('running'),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    clientId: text('client_id'),
    /** The run this one undid, for an undo run. */
    undoOf: uuid('undo_of'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bulk_runs_started_idx').on(t.startedAt)],
);
