import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { executeNotingFacts, FACTS_PRODUCT_COLUMNS } from '../../catalog-search/facts';
import { emptyJson } from '../completeness';
import type { FieldChange } from './changes';

/**
 * The product fields a change writes, named as in the product detail (status, brandId, subbrandId,
 * defaultCategoryId, tags, customAttributes.<code>, and each column field's camel-cased name), each
 * with where its value lives, so one statement can read it before and after the update.
 */
export type TrackedField = { field: string; column: string } | { field: string; custom: string };

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** The column of a history field name (undo): brandId → brand_id. */
export const columnOfField = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function trackedFields(changes: FieldChange[]): TrackedField[] {
  const out = new Map<string, TrackedField>();
  const column = (c: string) => out.set(camel(c), { field: camel(c), column: c });
  for (const c of changes) {
    switch (c.kind) {
      case 'column':
        column(c.column);
        break;
      case 'custom':
        out.set(`customAttributes.${c.code}`, { field: `customAttributes.${c.code}`, custom: c.code });
        break;
      case 'brand':
      case 'subbrand':
        column('brand_id');
        column('subbrand_id');
        break;
      case 'status':
        column('status');
        break;
      case 'tags':
        column('tags');
        break;
      case 'category':
        column('default_category_id');
        break;
    }
  }
  return [...out.values()];
}

/**
 * The tracked fields whose change the v2 search facts must follow, or null when the statement cannot
 * note them itself (a change of parent would also concern the old master: the row trigger does it).
 */
function factsFields(tracked: TrackedField[]): number[] | null {
  if (tracked.some((t) => 'column' in t && t.column === 'parent_id')) return null;
  return tracked.flatMap((t, i) => ('custom' in t || FACTS_PRODUCT_COLUMNS.has(t.column) ? [i] : []));
}

/**
 * One statement that updates the products and writes one change_history row per changed field per
 * product (`is distinct from`: an unchanged value writes nothing), or with `o.perRun` one
 * bulk_run_history row per changed field and (before, after) pair (./run-rows.ts):
 * `with old as (select …), upd as (update … from old returning before and after)
 *  insert into change_history … select … from upd cross join lateral (values …)`.
 * On PGlite (PostgreSQL 18) the update returns its before values itself. On a server, `old` reads them
 * first, and the update is guarded by them (see updateStatement); only when another transaction
 * changed a product meanwhile does the statement run again, locking the products in id order first.
 * Without that lock pass two bulk calls over overlapping products can deadlock on PostgreSQL: the one
 * chosen as victim runs again (transactionWithRetry, and applyChunk for jobs).
 * When a field the v2 search facts hold changes, the same statement notes the products' masters in
 * catalog_facts_dirty, and the per-row facts trigger is off while it runs (migration 0024: one set-based
 * insert instead of a trigger call per product).
 * `match` picks the products (a condition on `p`, e.g. `p.id = any(…)`). `o.with` adds common table
 * expressions, and `o.from` a table the new values are read from, joined to `p` by its `on` (an import
 * batch's rows of values). Shared by bulk updates and imports.
 * Returns how many products the statement updated (a bulk call compares it with the ids it was given,
 * instead of checking that each exists before: see applyChangeSets), and, with `o.filledChanged`, the
 * ids of the products whose completeness the update can have moved — a written field went from empty
 * to filled or back (`emptyJson`, as its history row records it) — read from the statement's own
 * before and after values; else []. (Neither bulk updates nor imports can write a product's family,
 * the other thing completeness depends on.)
 */
export async function updateWithHistory(
  tx: Tx,
  match: SQL,
  set: SQL,
  tracked: TrackedField[],
  historyColumns: SQL,
  actor: SQL,
  o: { returningOld?: boolean; with?: SQL; from?: { table: SQL; on: SQL }; filledChanged?: boolean; perRun?: boolean; factsPatched?: boolean } = {},
): Promise<{ updated: number; flipped: string[] }> {
  const facts = tracked.length ? factsFields(tracked) : null;
  // With `factsPatched` the caller brings the facts rows up to date itself (patchFacts):
  // the facts triggers are off all the same, and nothing is noted.
  const notes = facts !== null && facts.length > 0;
  const options = { ...o, notedFacts: notes && !o.factsPatched ? facts : null };
  type Row = { updated: number; matched?: number; flipped: string[] | null };
  const result = (row: Row) => ({ updated: Number(row.updated), flipped: row.flipped ?? [] });
  if (!o.returningOld && tracked.length > 0) {
    // The guarded form first, in a savepoint; when another transaction changed a tracked field of a
    // matched product since this statement's snapshot, that product was left out: the savepoint
    // is rolled back and the locking form below does it all.
    const guarded = await tx
      .transaction(async (sp) => {
        const [row] = await executeNotingFacts<Row>(sp, updateStatement(match, set, tracked, historyColumns, actor, { ...options, form: 'guarded' }), notes);
        if (Number(row.updated) < Number(row.matched)) throw new ChangedMeanwhile();
        return row;
      })
      .catch((e: unknown) => {
        if (e instanceof ChangedMeanwhile) return null;
        throw e;
      });
    if (guarded) return result(guarded);
  }
  const [row] = await executeNotingFacts<Row>(tx, updateStatement(match, set, tracked, historyColumns, actor, { ...options, form: o.returningOld ? 'returning-old' : 'locking' }), notes);
  return result(row);
}

/** A product matched by the guarded update was changed by another transaction meanwhile. */
class ChangedMeanwhile extends Error {}

function updateStatement(
  match: SQL,
  set: SQL,
  tracked: TrackedField[],
  historyColumns: SQL,
  actor: SQL,
  o: {
    form: 'returning-old' | 'guarded' | 'locking';
    with?: SQL;
    from?: { table: SQL; on: SQL };
    notedFacts: number[] | null;
    filledChanged?: boolean;
    perRun?: boolean;
  },
): SQL {
  const lead = o.with ? sql`with ${o.with}` : sql``;
  const target = o.from ? sql`from ${o.from.table} where ${o.from.on}` : sql`where ${match}`;
  const more = o.with ? sql`${lead},` : sql`with`;
  if (tracked.length === 0)
    return sql`${more} upd as (update products p set ${set} ${target} returning 1) select count(*)::int as updated, null as flipped from upd`;
  const col = (prefix: 'a' | 'b', i: number) => sql`upd.${sql.identifier(`${prefix}${i}`)}`;
  const values = tracked.map((t, i) => sql`(${i}::int, ${t.field}::text, to_jsonb(${col('b', i)}), to_jsonb(${col('a', i)}))`);
  // The masters of the products whose facts changed; `m` is returned by the update (a product's parent
  // is not among the fields this statement writes, see factsFields).
  const noted = o.notedFacts
    ? sql`, noted as (insert into catalog_facts_dirty (product_id)
        select distinct upd.m from upd where ${sql.join(o.notedFacts.map((i) => sql`${col('b', i)} is distinct from ${col('a', i)}`), sql` or `)}
        on conflict do nothing)`
    : sql``;
  const changed = sql`from upd cross join lateral (values ${sql.join(values, sql`, `)}) h(ord, field, before, after)
    where h.before is distinct from h.after`;
  // perRun (a bulk run): one bulk_run_history row per field and (before, after) pair, its products as
  // an array, in field order (the ids, from change_history's sequence, order a product's history).
  // Grouped by each field's own values, made JSON once per group: grouping 100,000 rows by JSON of
  // arrays (a tags change, 3,602 pairs) took 10 s on PGlite, by the arrays themselves 0.45 s.
  const perField = tracked.map(
    (t, i) => sql`
    select ${i}::int as ord, ${t.field}::text as field, to_jsonb(g.b) as before, to_jsonb(g.a) as after, g.ids from (
      select ${col('b', i)} as b, ${col('a', i)} as a, array_agg(upd.id) as ids from upd
      where to_jsonb(${col('b', i)}) is distinct from to_jsonb(${col('a', i)})
      group by 1, 2) g`,
  );
  const insertHistory = o.perRun
    ? sql`
    insert into bulk_run_history (field, before, after, product_ids, ${historyColumns})
    select r.field, r.before, r.after, r.ids, ${actor}
    from (${sql.join(perField, sql` union all `)}) r
    order by r.ord`
    : sql`
    insert into change_history (entity, entity_id, field, before, after, ${historyColumns})
    select 'product', upd.id::text, h.field, h.before, h.after, ${actor}
    ${changed}`;
  // A data-modifying WITH runs whether or not the final select reads it.
  const flipped = tracked.map((_, i) => sql`${emptyJson(sql`to_jsonb(${col('b', i)})`)} <> ${emptyJson(sql`to_jsonb(${col('a', i)})`)}`);
  const history = sql`, history as (${insertHistory})
    select (select count(*)::int from upd) as updated,
      ${o.form === 'guarded' ? sql`(select count(*)::int from old) as matched,` : sql``}
      ${o.filledChanged ? sql`array(select upd.id::text from upd where ${sql.join(flipped, sql` or `)})` : sql`null`} as flipped`;
  // The one-pass form on PGlite (PostgreSQL 18 has RETURNING old/new): no locking SELECT … FOR UPDATE
  // before the UPDATE. That first pass set a lock on, and so dirtied, every row the update then
  // rewrites anyway (about a tenth of a 100,000-product status change; 15–112 ms of an import batch's
  // 314–885 ms statement); here each row's before value is the very version the update replaced.
  if (o.form === 'returning-old') {
    const returning = tracked.map((t, i) => sql`${trackedValue(t, 'old')} as ${sql.identifier(`b${i}`)}, ${trackedValue(t, 'new')} as ${sql.identifier(`a${i}`)}`);
    return sql`
      ${more} upd as (update products p set ${set} ${target} returning p.id, coalesce(p.parent_id, p.id) as m, ${sql.join(returning, sql`, `)})${noted}
      ${history}`;
  }
  const oldCols = tracked.map((t, i) => sql`${trackedValue(t, 'p')} as ${sql.identifier(`c${i}`)}`);
  const returning = tracked.map((t, i) => sql`old.${sql.identifier(`c${i}`)} as ${sql.identifier(`b${i}`)}, ${trackedValue(t, 'p')} as ${sql.identifier(`a${i}`)}`);
  // PostgreSQL before 18 (no RETURNING old): the before values come from a first read of the rows.
  // Guarded: read without locks, and a row is updated only while its tracked fields still hold what
  // was read (a concurrent change makes PostgreSQL re-check the row, which then fails the guard), so
  // every history row's before value is the one the update replaced. Locking: the rows are locked in
  // id order first (two bulk calls over the same products then wait for each other rather than
  // deadlock); that pass writes a lock on every row, about a sixth of a 100,000-product update.
  const guarded = o.form === 'guarded';
  const guard = guarded
    ? sql` and ${sql.join(tracked.map((t, i) => sql`${trackedValue(t, 'p')} is not distinct from old.${sql.identifier(`c${i}`)}`), sql` and `)}`
    : sql``;
  return sql`
    ${more} old as (select p.id, ${sql.join(oldCols, sql`, `)} from products p where ${match}${guarded ? sql`` : sql` order by p.id for update`}),
    upd as (update products p set ${set} from old${o.from ? sql`, ${o.from.table}` : sql``} where p.id = old.id${o.from ? sql` and ${o.from.on}` : sql``}${guard}
            returning p.id, coalesce(p.parent_id, p.id) as m, ${sql.join(returning, sql`, `)})${noted}
    ${history}`;
}

/** A tracked field's value in the products row `p`, or as `old.x` / `new.x` in a RETURNING list (PostgreSQL 18). */
export const trackedValue = (t: TrackedField, row: 'p' | 'old' | 'new') =>
  'column' in t ? sql`${sql.raw(row)}.${sql.identifier(t.column)}` : sql`${sql.raw(row)}.custom_attributes -> ${t.custom}::text`;

/**
 * Whether the one-pass form applies: PGlite (PostgreSQL 18, so RETURNING old/new) has one connection,
 * so no other transaction can interleave and the id-ordered lock pass has nothing to order. A server
 * keeps the ordered lock pass.
 */
export async function hasReturningOld(tx: { execute: Tx['execute'] }): Promise<boolean> {
  const r = await tx.execute<{ v: string }>(sql`select version() as v`);
  return r.rows[0].v.includes('PGlite');
}
