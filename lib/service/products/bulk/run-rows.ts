import { sql, type SQL } from 'drizzle-orm';

/**
 * A run's product history lives in two stores (docs/architecture.md, "History"): bulk_run_history,
 * one row per field and (before, after) pair with the products as an array (bulk updates and their
 * undos since migration 0036), and change_history, one row per product and field (runs from before
 * 0036, imports, the grid's per-product save, prices). Every reader of a run's rows reads both
 * through these, one row per product and field either way.
 */

const onlyField = (alias: string, field?: string) => (field === undefined ? sql`` : sql` and ${sql.raw(alias)}.field = ${field}`);

/**
 * The run's product rows: `hid` (the history row's id: a run row's is shared by its products, `ord`
 * orders them), `pid` (uuid), `entity_id` (its text), `field`, `before`, `after`, `changed_at`.
 */
export const runProductRows = (runId: string, field?: string): SQL => sql`
  select c.id as hid, 0::bigint as ord, c.entity_id::uuid as pid, c.entity_id, c.field, c.before, c.after, c.changed_at
  from change_history c where c.bulk_run_id = ${runId}::uuid and c.entity = 'product'${onlyField('c', field)}
  union all
  select r.id, u.ord, u.pid, u.pid::text, r.field, r.before, r.after, r.changed_at
  from bulk_run_history r cross join unnest(r.product_ids) with ordinality u(pid, ord)
  where r.bulk_run_id = ${runId}::uuid${onlyField('r', field)}`;

/** The id of the run's first history row in either store (the ids share one sequence). */
export const runFirstRow = (runId: string): SQL => sql`least(
  (select min(f.id) from change_history f where f.bulk_run_id = ${runId}::uuid),
  (select min(f.id) from bulk_run_history f where f.bulk_run_id = ${runId}::uuid))`;

/**
 * Every product row of `field` (or of any field) written from history row `from` on, by any writer:
 * `entity_id`, `id`, `bulk_run_id` — what undo compares with a run's rows for "changed again since".
 */
export const productRowsFrom = (from: SQL, field?: string): SQL => sql`
  select l.entity_id, l.id, l.bulk_run_id from change_history l where l.id >= ${from} and l.entity = 'product'${onlyField('l', field)}
  union all
  select u.pid::text, l.id, l.bulk_run_id from bulk_run_history l cross join unnest(l.product_ids) u(pid)
  where l.id >= ${from}${onlyField('l', field)}`;

/** The distinct product ids (text) of a run's rows, for counting and for the writers after an undo. */
export const runProducts = (runId: string): SQL => sql`
  select c.entity_id from change_history c where c.bulk_run_id = ${runId}::uuid and c.entity = 'product'
  union
  select u.pid::text from bulk_run_history r cross join unnest(r.product_ids) u(pid) where r.bulk_run_id = ${runId}::uuid`;
