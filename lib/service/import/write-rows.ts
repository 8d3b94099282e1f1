import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { actorColumns, HISTORY_ACTOR_COLUMNS } from '../history';
import { CAST, fieldKey, recordsetAssignments, valuesOf, type FieldChange } from '../products/bulk/changes';
import { trackedFields, updateWithHistory } from '../products/bulk/tracked';
import type { BatchContext } from './batch';

/**
 * The set-based writer of an import batch. Rows of a supplier file mostly fill the same columns, so
 * the rows of a batch are grouped by the shape of their changes (which fields, in which order) and
 * each group is ONE statement over a jsonb recordset of the rows' values — where a product form
 * save, or a bulk update, writes one product or one value per statement. The assignments mirror
 * changeAssignments (lib/service/products/bulk/changes.ts) with each value read from the row (`v.cN`)
 * instead of a constant; the history rows are written by the same statement as updateWithHistory
 * does (lib/service/products/bulk/tracked.ts).
 */

export interface RowChanges {
  id: string;
  changes: FieldChange[];
}



const shapeOf = (changes: FieldChange[]) => changes.map(fieldKey).join('|');


/** The rows' values as a jsonb recordset `v(<key columns>, c0, c1, …)`: one parameter whatever the batch size. */
function recordset<R extends { changes: FieldChange[] }>(rows: R[], keys: Record<string, 'uuid' | 'text'>, keyOf: (r: R) => (string | null)[]): SQL {
  const names = Object.keys(keys);
  const records = rows.map((r) => {
    const record: Record<string, string | null> = {};
    keyOf(r).forEach((v, i) => (record[names[i]] = v));
    r.changes.flatMap(valuesOf).forEach((v, i) => (record[`c${i}`] = v));
    return record;
  });
  const width = rows[0].changes.flatMap(valuesOf).length;
  const columns = sql.raw([...names.map((n) => `${n} ${keys[n]}`), ...Array.from({ length: width }, (_, i) => `c${i} text`)].join(', '));
  return sql`select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${columns})`;
}

/** The columns of a new products row from the recordset `v`, as insertAssignments (lib/service/products/bulk/changes.ts) sets them from constants. */
function insertColumnsOf(template: FieldChange[]): Map<string, SQL> {
  const out = new Map<string, SQL>();
  const custom: SQL[] = [];
  let slot = 0;
  const next = () => sql.raw(`v.c${slot++}`);
  for (const c of template) {
    switch (c.kind) {
      case 'column':
        out.set(c.column, sql`${next()}::${sql.raw(CAST[c.type])}`);
        break;
      case 'custom':
        custom.push(sql`${c.code}::text, ${next()}`);
        break;
      case 'brand':
        out.set('brand_id', sql`${next()}::uuid`);
        break;
      case 'subbrand': {
        out.set('subbrand_id', sql`${next()}::uuid`);
        const brand = next();
        out.set('brand_id', sql`coalesce(${brand}::uuid, ${out.get('brand_id') ?? sql`null::uuid`})`);
        break;
      }
      case 'status': {
        const status = next();
        out.set('status', sql`${status}::integer`);
        out.set('published_at', sql`case when ${status}::integer = 2 then now() end`);
        break;
      }
      case 'tags':
        out.set('tags', sql`array(select jsonb_array_elements_text(${next()}::jsonb))`);
        break;
      case 'category':
        out.set('default_category_id', sql`${next()}::uuid`);
        break;
    }
  }
  // An import never writes an empty custom value (an empty cell changes nothing); nulls are left out as on create.
  if (custom.length) out.set('custom_attributes', sql`jsonb_strip_nulls(jsonb_build_object(${sql.join(custom, sql`, `)}))`);
  return out;
}

export interface NewProduct {
  stockCode: string;
  name: string;
  changes: FieldChange[];
}

/**
 * New products, one INSERT per shape of changes carrying every field (not an insert and then an
 * update of the same rows), with each product's `*` history row (as a create records) written by
 * the same statement. Returns each product's id in the order given.
 */
export async function insertNewProducts(tx: Tx, c: BatchContext, rows: NewProduct[]): Promise<string[]> {
  const groups = new Map<string, NewProduct[]>();
  for (const r of rows) {
    const shape = shapeOf(r.changes);
    const group = groups.get(shape);
    if (group) group.push(r);
    else groups.set(shape, [r]);
  }
  const idOf = new Map<string, string>();
  for (const group of groups.values()) {
    const source = recordset(group, { code: 'text', name: 'text' }, (r) => [r.stockCode, r.name]);
    const fields = insertColumnsOf(group[0].changes);
    fields.delete('stock_code');
    fields.delete('name');
    const names = [...fields.keys()].map((k) => sql`, ${sql.identifier(k)}`);
    const values = [...fields.values()].map((v) => sql`, ${v}`);
    const inserted = await tx.execute<{ id: string; stock_code: string }>(sql`
      with v as (${source}),
      ins as (insert into products (stock_code, name, item_type, created_by, updated_by${sql.join(names, sql``)})
              select v.code, v.name, 1, ${c.userId}::uuid, ${c.userId}::uuid${sql.join(values, sql``)} from v
              returning id, stock_code, name),
      history as (insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
              select 'product', ins.id::text, '*', null, jsonb_build_object('stockCode', ins.stock_code, 'name', ins.name), ${actorColumns(c.actor, { importId: c.importId, bulkRunId: c.runId })}
              from ins)
      select id, stock_code from ins`);
    for (const r of inserted.rows) idOf.set(r.stock_code, r.id);
  }
  return rows.map((r) => idOf.get(r.stockCode)!);
}

/**
 * Writes each existing product's changes with version + 1, updated_at/by, and one history row per
 * changed field (source import, this import's id), one statement per shape of change
 * (updateWithHistory, as bulk updates do). With `filledChanged`, returns the products where a written
 * field went from empty to filled or back (their completeness may have moved); else [].
 */
export async function writeRowChanges(tx: Tx, c: BatchContext, rows: RowChanges[], filledChanged = false): Promise<string[]> {
  const groups = new Map<string, RowChanges[]>();
  for (const r of rows) {
    if (!r.changes.length) continue;
    const shape = shapeOf(r.changes);
    const group = groups.get(shape);
    if (group) group.push(r);
    else groups.set(shape, [r]);
  }
  const moved: string[] = [];
  for (const group of groups.values()) {
    const source = recordset(group, { id: 'uuid' }, (r) => [r.id]);
    const set = [sql`version = p.version + 1`, sql`updated_at = now()`, sql`updated_by = ${c.userId}::uuid`, ...recordsetAssignments(group[0].changes, 'merge')];
    const who = actorColumns(c.actor, { importId: c.importId, bulkRunId: c.runId });
    const { flipped } = await updateWithHistory(tx, sql`p.id in (select id from v)`, sql.join(set, sql`, `), trackedFields(group[0].changes), HISTORY_ACTOR_COLUMNS, who, {
      returningOld: c.returningOld,
      with: sql`v as (${source})`,
      from: { table: sql`v`, on: sql`p.id = v.id` },
      filledChanged,
    });
    moved.push(...flipped);
  }
  return moved;
}
