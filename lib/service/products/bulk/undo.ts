import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { products } from '@/lib/db/schema';
import { MAX_LISTED_SKIPPED, type UndoResult } from '@/lib/api/schemas/bulk-runs';
import { invalidate } from '../../cache';
import { executeNotingFacts, FACTS_PRODUCT_COLUMNS, factsPatchOf, patchFacts, patchLocaleWords, settleRetiredFacts, withoutFactsTracking } from '../../catalog-search/facts';
import { CATEGORY_CACHE_PREFIX } from '../../categories';
import { conflict, notFound } from '@/lib/errors';
import { actorColumns, HISTORY_ACTOR_COLUMNS, type Actor } from '../../history';
import { transactionWithRetry } from '@/lib/db/retry';
import { refreshSearchIndex } from '../../search-index';
import { productsWithFilledChange, refreshCompleteness } from '../completeness';
import { raiseBulkWorkMem } from './apply';
import { scheduleVacuum, VACUUM_AFTER_ROWS } from './maintenance';
import { createRun, finishRun } from './runs';
import { productRowsFrom, runFirstRow, runProductRows, runProducts } from './run-rows';
import { undoCreated } from './undo-created';
import { columnOfField, hasReturningOld } from './tracked';
import { announceProductsWritten } from '../../webhooks/announce';

/**
 * Undo of a bulk run (issue 10): every product field the run changed gets its `before` back, unless
 * it changed again since — a later history row for the same product and field, or a current
 * value that is not the run's `after` (a write that left no history). Those are reported, never
 * overwritten. Set-based: one statement per field, over all the run's products; the undo is itself
 * a bulk run (undoOf) with its own history rows, all in one transaction.
 */
const PRODUCT_COLUMNS = new Set(Object.values(getTableColumns(products)).map((c) => c.name));
/** History fields whose restore changes a product's own search words (lib/service/search-index.ts). */
const SEARCH_FIELDS = ['name', 'stockCode', 'sku'];

type FieldKind =
  | { kind: 'column'; column: string }
  | { kind: 'custom'; code: string }
  | { kind: 'collections' }
  /** In a channel or not: channels.<channel id>, true or false (bulk-update/channel, the import, a product's own edit). */
  | { kind: 'channels'; channelId: string }
  /** A price of bulk-update/price or an import: prices.<list code>.<currency>.<sellPrice|listPrice|costPrice>. */
  | { kind: 'price'; listCode: string; currency: string; column: 'sell_price' | 'list_price' | 'cost_price' }
  /** Stock on hand an import set: stock.<warehouse code>.onHand. */
  | { kind: 'stock'; warehouseCode: string }
  /** A translated field an import set: translation.<culture>.<field> (docs/locales.md). */
  | { kind: 'translation'; locale: string; field: string };

const PRICE_FIELD = /^prices\.(.+)\.([A-Za-z]{3})\.(sellPrice|listPrice|costPrice)$/;
const PRICE_COLUMN = { sellPrice: 'sell_price', listPrice: 'list_price', costPrice: 'cost_price' } as const;
const STOCK_FIELD = /^stock\.(.+)\.onHand$/;
const TRANSLATION_FIELD = /^translation\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)\.(.+)$/;
const CHANNEL_FIELD = /^channels\.([0-9a-f-]{36})$/;

function kindOf(field: string): FieldKind | null {
  if (field === 'collections') return { kind: 'collections' };
  const channel = CHANNEL_FIELD.exec(field);
  if (channel) return { kind: 'channels', channelId: channel[1] };
  const price = PRICE_FIELD.exec(field);
  if (price) return { kind: 'price', listCode: price[1], currency: price[2], column: PRICE_COLUMN[price[3] as keyof typeof PRICE_COLUMN] };
  const stock = STOCK_FIELD.exec(field);
  if (stock) return { kind: 'stock', warehouseCode: stock[1] };
  const translation = TRANSLATION_FIELD.exec(field);
  if (translation) return { kind: 'translation', locale: translation[1], field: translation[2] };
  if (field.startsWith('customAttributes.')) return { kind: 'custom', code: field.slice('customAttributes.'.length) };
  const column = columnOfField(field);
  return PRODUCT_COLUMNS.has(column) && !['id', 'iid', 'version'].includes(column) ? { kind: 'column', column } : null;
}

/** The product's current value of a field, as jsonb (compared with the run's `after`). */
function current(k: FieldKind, after: SQL): SQL {
  switch (k.kind) {
    case 'column':
      return sql`to_jsonb(p.${sql.identifier(k.column)})`;
    case 'custom':
      return sql`p.custom_attributes -> ${k.code}::text`;
    case 'collections':
      return sql`(select ${after} from product_collections pc where pc.product_id = p.id and pc.collection_id = (${after} #>> '{}')::uuid)`;
    case 'channels':
      return sql`to_jsonb(exists (select 1 from product_channels pch where pch.product_id = p.id and pch.channel_id = ${k.channelId}::uuid))`;
    case 'price':
      return sql`to_jsonb(pp.${sql.identifier(k.column)}::text)`;
    case 'stock':
      return sql`to_jsonb(pi.stock_on_hand)`;
    case 'translation':
      return sql`(select to_jsonb(t.value) from product_translations t where t.product_id = h.pid and t.locale = ${k.locale} and t.field = ${k.field})`;
  }
}

/** The run's rows of one field (both stores: ./run-rows.ts), and which of them may be restored. */
const runRows = (runId: string, field: string) => sql`select x.hid, x.pid, x.before, x.after from (${runProductRows(runId, field)}) x`;
/**
 * The history rows of `field` written since the run began (the run's own included): an id range of the
 * primary key from the run's first row on. Undo then checks "changed again since" with one hash
 * anti-join against this set, instead of one probe of change_history_entity_idx per product (100,000
 * probes into a large index cost more than the restore itself).
 */
const since = (runId: string, field: string) => sql`later as materialized (${productRowsFrom(runFirstRow(runId), field)})`;
const changedSince = sql`exists (select 1 from later l where l.entity_id = h.pid::text and l.id > h.hid)`;

/**
 * A column's value from a history row's jsonb: a plain cast of its text for scalars (the jsonb holds
 * what to_jsonb wrote), the elements for arrays, the jsonb itself for jsonb columns. The column's SQL
 * type comes from the schema, so every column the history can name restores without building a whole
 * products record per row (jsonb_populate_record did, for each of 100,000 rows).
 */
const COLUMN_TYPES = new Map(Object.values(getTableColumns(products)).map((c) => [c.name, c.getSQLType()]));
function fromJsonb(column: string, value: SQL): SQL {
  const type = COLUMN_TYPES.get(column) ?? 'text';
  if (type === 'jsonb') return value;
  if (type.endsWith('[]'))
    return sql`case when jsonb_typeof(${value}) = 'array' then array(select jsonb_array_elements_text(${value}))::${sql.raw(type)} end`;
  return sql`(${value} #>> '{}')::${sql.raw(type)}`;
}

/** Whether restoring the field changes the v2 search facts (not parent: its old master would need noting too). */
const notesFacts = (k: FieldKind) => k.kind === 'custom' || (k.kind === 'column' && k.column !== 'parent_id' && FACTS_PRODUCT_COLUMNS.has(k.column));

/** What restoring the fields writes, for factsPatchOf: a products column, collection links, translations, or else null. */
const writtenBy = (fields: readonly (readonly [string, FieldKind])[]) =>
  // Translations and channels are none of the facts' columns (translated words are patched on their own: patchLocaleWords).
  fields.map(([, k]) => (k.kind === 'column' ? k.column : k.kind === 'collections' ? 'collections' : k.kind === 'translation' ? 'translations' : k.kind === 'channels' ? 'channels' : null));

function restoreStatement(runId: string, field: string, k: FieldKind, userId: string | null, who: SQL, lockFirst: boolean, checkSince: boolean, notes: boolean): SQL {
  // Nothing wrote the field since the run began (the usual case, checked first by undoRun): no anti-join.
  const laterCte = checkSince ? sql`, ${since(runId, field)}` : sql``;
  const changedAgain = checkSince ? changedSince : sql`false`;
  // The undo's own history: one run row per (before, after) pair, as a bulk run writes it.
  const history = sql`insert into bulk_run_history (field, before, after, product_ids, ${HISTORY_ACTOR_COLUMNS})
    select ${field}, r.after, r.before, array_agg(r.pid), ${who} from r group by r.after, r.before`;
  if (k.kind === 'collections')
    return sql`with h as (${runRows(runId, field)})${laterCte},
      r as (delete from product_collections pc using h
            where pc.product_id = h.pid and pc.collection_id = (h.after #>> '{}')::uuid and not ${changedAgain}
            returning h.pid, h.before, h.after)
      ${history}`;
  // A translation the run added (no before) is removed; one it changed gets its text back.
  if (k.kind === 'translation') {
    const before = sql`nullif(ok.before, 'null'::jsonb) #>> '{}'`;
    return sql`with h as (${runRows(runId, field)})${laterCte},
      ok as (select h.* from h where ${current(k, sql`h.after`)} is not distinct from nullif(h.after, 'null'::jsonb) and not ${changedAgain}),
      removed as (delete from product_translations t using ok
                  where t.product_id = ok.pid and t.locale = ${k.locale} and t.field = ${k.field} and ${before} is null),
      put as (insert into product_translations (product_id, locale, field, value, updated_by)
              select ok.pid, ${k.locale}, ${k.field}, ${before}, 'undo' from ok where ${before} is not null
              on conflict (product_id, locale, field) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by),
      r as (select ok.pid, ok.before, ok.after from ok)
      ${history}`;
  }
  if (k.kind === 'channels') {
    // A product that joined the channel leaves it, one that left joins it again (if both still exist).
    const channel = sql`${k.channelId}::uuid`;
    return sql`with h as (${runRows(runId, field)})${laterCte},
      d as (delete from product_channels pch using h
            where h.after = 'true'::jsonb and pch.product_id = h.pid and pch.channel_id = ${channel} and not ${changedAgain}
            returning h.pid, h.before, h.after),
      i as (insert into product_channels (product_id, channel_id)
            select h.pid, ${channel} from h
            where h.after = 'false'::jsonb and not ${changedAgain}
              and exists (select 1 from products p where p.id = h.pid) and exists (select 1 from channels c where c.id = ${channel})
            on conflict do nothing returning product_id),
      r as (select pid, before, after from d union all select h.pid, h.before, h.after from h join i on i.product_id = h.pid where h.after = 'false'::jsonb)
      ${history}`;
  }
  // A price or stock row the run added has no before: ./undo-created.ts took it away.
  const hadValue = sql`h.before is not null and h.before <> 'null'::jsonb`;
  if (k.kind === 'stock')
    return sql`with h as (${runRows(runId, field)})${laterCte},
      ok as (select h.*, pi.warehouse_id from h
             join warehouses w on w.code = ${k.warehouseCode}
             join product_inventory pi on pi.product_id = h.pid and pi.warehouse_id = w.id
             where ${hadValue} and ${current(k, sql`h.after`)} is not distinct from h.after and not ${changedAgain}
               and (h.before #>> '{}')::integer >= pi.stock_allocated
             for update of pi),
      r as (update product_inventory pi set stock_on_hand = (ok.before #>> '{}')::integer, last_updated = now()
            from ok where pi.product_id = ok.pid and pi.warehouse_id = ok.warehouse_id returning ok.pid, ok.before, ok.after)
      ${history}`;
  if (k.kind === 'price') {
    const net = k.column === 'sell_price' ? sql`, sell_price_exc_vat = round((ok.before #>> '{}')::numeric * 10000 / (10000 + ok.rate), 2)` : sql``;
    return sql`with h as (${runRows(runId, field)})${laterCte},
      ok as (select h.*, pp.price_list_id, tc.rate_basis_points as rate from h
             join price_lists pl on pl.code = ${k.listCode} and pl.currency_code = ${k.currency}
             join product_prices pp on pp.product_id = h.pid and pp.price_list_id = pl.id
             join tax_classes tc on tc.id = pp.tax_class_id
             where ${hadValue} and ${current(k, sql`h.after`)} is not distinct from h.after and not ${changedAgain}
             for update of pp),
      r as (update product_prices pp set ${sql.identifier(k.column)} = (ok.before #>> '{}')::numeric ${net}, last_updated = now()
            from ok where pp.product_id = ok.pid and pp.price_list_id = ok.price_list_id returning ok.pid, ok.before, ok.after)
      ${history}`;
  }
  const restored = (row: string) =>
    k.kind === 'column'
      ? sql`${sql.identifier(k.column)} = ${fromJsonb(k.column, sql`${sql.raw(row)}.before`)}`
      : sql`custom_attributes = case when ${sql.raw(row)}.before is null or ${sql.raw(row)}.before = 'null'::jsonb then p.custom_attributes - ${k.code}::text
              else jsonb_set(p.custom_attributes, array[${k.code}::text], ${sql.raw(row)}.before) end`;
  const bump = sql`version = p.version + 1, updated_at = now(), updated_by = ${userId}::uuid`;
  // A field the v2 search facts hold: the statement notes the restored products' masters itself (the
  // caller turns the per-row trigger off, see notesFacts).
  const noted = notes
    ? sql`, noted as (insert into catalog_facts_dirty (product_id) select distinct r.m from r on conflict do nothing)`
    : sql``;
  // On a server the products are locked (in id order, like the run) before their values are compared,
  // so a concurrent write cannot slip in between and two undos cannot deadlock.
  if (lockFirst)
    return sql`with h as (${runRows(runId, field)})${laterCte},
      ok as (select h.* from h join products p on p.id = h.pid
             where ${current(k, sql`h.after`)} is not distinct from h.after and not ${changedAgain}
             order by h.pid for update of p),
      r as (update products p set ${restored('ok')}, ${bump} from ok where p.id = ok.pid returning ok.pid, ok.before, ok.after, coalesce(p.parent_id, p.id) as m)${noted}
      ${history}`;
  // PGlite has one connection: the comparison goes into the UPDATE itself, one hash join of the run's
  // rows with products, instead of a locking pass and then one index probe per product.
  return sql`with h as (${runRows(runId, field)})${laterCte},
    r as (update products p set ${restored('h')}, ${bump} from h
          where p.id = h.pid and ${current(k, sql`h.after`)} is not distinct from h.after and not ${changedAgain}
          returning h.pid, h.before, h.after, coalesce(p.parent_id, p.id) as m)${noted}
    ${history}`;
}

/**
 * The run's product fields the undo did not restore (changed since, or the product is gone): the run's
 * rows without a matching row of the undo run — EXCEPT, which is always hashed or sorted: the planner
 * has no statistics yet for the undo's fresh rows and, as an anti-join, chose a nested loop over the
 * bulk_run index (10^10 row visits for a 100,000-product run: the undo never finished). Count of products, and the first few named.
 */
async function skippedOf(tx: Tx, runId: string, undoId: string): Promise<UndoResult['skipped']> {
  const rows = await tx.execute<{ pid: string; fields: string[]; name: string | null; stock_code: string | null; n: number }>(sql`
    with s as (
      select c.entity_id, c.field from (${runProductRows(runId)}) c
      except all
      select u.entity_id, u.field from (${runProductRows(undoId)}) u)
    select s.entity_id as pid, array_agg(s.field order by s.field) as fields, p.name, p.stock_code, count(*) over ()::int as n
    from s left join products p on p.id::text = s.entity_id
    group by s.entity_id, p.name, p.stock_code order by p.name nulls last, s.entity_id limit ${MAX_LISTED_SKIPPED}`);
  return {
    count: Number(rows.rows[0]?.n ?? 0),
    products: rows.rows.map((r) => ({ productId: r.pid, name: r.name, stockCode: r.stock_code, fields: r.fields })),
  };
}

/**
 * Whether anything may have changed `field` again since the run: a history row of another writer from
 * the run's first row on, or a product the run itself changed twice. One range scan and one count;
 * when neither, the restore skips its per-product anti-join (a tenth of an undo of 100,000 products).
 */
async function changedAgainSince(tx: Tx, runId: string, field: string): Promise<boolean> {
  const r = await tx.execute<{ again: boolean }>(sql`
    with run as (${runProductRows(runId, field)})
    select exists (select 1 from change_history l where l.id >= (select min(hid) from run) and l.entity = 'product' and l.field = ${field}
                     and l.bulk_run_id is distinct from ${runId}::uuid)
      or exists (select 1 from bulk_run_history l where l.id >= (select min(hid) from run) and l.field = ${field} and l.bulk_run_id <> ${runId}::uuid)
      or (select count(*) <> count(distinct pid) from run) as again`);
  return Boolean(r.rows[0]?.again);
}

export async function undoRun(db: Db, runId: string, actor: Actor, userId: string | null): Promise<UndoResult> {
  const id = runId.toLowerCase();
  const out = await transactionWithRetry(db, async (tx) => {
    // The lock makes two undos of one run queue up: the second then finds the first and gets 409.
    const run = await tx.execute<{ operation: string; status: string; product_count: number }>(
      sql`select operation, status, product_count from bulk_runs where id = ${id}::uuid for update`,
    );
    if (run.rows.length === 0) throw notFound(`Bulk run ${runId} was not found`, [`runId: no bulk run has id ${runId}`]);
    const { operation, status } = run.rows[0];
    if (status === 'running') throw conflict(`Bulk run ${runId} is still running; undo it once it has finished or been cancelled`);
    const undone = await tx.execute<{ id: string }>(sql`select id::text as id from bulk_runs where undo_of = ${id}::uuid and status <> 'failed' limit 1`);
    if (undone.rows.length) throw conflict(`Bulk run ${runId} was already undone by run ${undone.rows[0].id}`);

    const names = await tx.execute<{ field: string }>(sql`select field from change_history where bulk_run_id = ${id}::uuid and entity = 'product'
      union select field from bulk_run_history where bulk_run_id = ${id}::uuid`);
    const fields = names.rows.map((r) => [r.field, kindOf(r.field)] as const).filter((f): f is [string, FieldKind] => f[1] !== null);
    const undoId = await createRun(tx, {
      operation: 'undo',
      summary: { undoOf: id, operation, fields: fields.map(([f]) => f) },
      productCount: 0,
      actor,
      undoOf: id,
    });
    const who = actorColumns(actor, { bulkRunId: undoId });
    await raiseBulkWorkMem(tx);
    // An import's new products, and the price and stock rows an import or the grid added, go first.
    if (operation === 'import' || operation === 'multiple-fields') await undoCreated(tx, id, who, actor.name);
    const lockFirst = !(await hasReturningOld(tx));
    // Patched: the facts triggers are off for the restores and the default links, nothing is noted,
    // and the restored products' facts rows are patched below.
    const patch = factsPatchOf(writtenBy(fields));
    for (const [field, k] of fields) {
      const notes = !patch && notesFacts(k);
      const statement = restoreStatement(id, field, k, userId, who, lockFirst, await changedAgainSince(tx, id, field), notes);
      if (patch) await withoutFactsTracking(tx, true, () => tx.execute(statement));
      else await executeNotingFacts(tx, statement, notes);
    }
    const skipped = await skippedOf(tx, id, undoId);

    if (fields.some(([f]) => f === 'defaultCategoryId')) await withoutFactsTracking(tx, Boolean(patch), async () => {
      // The restored default category is the default link again (as bulk-update/any-field Category does).
      const restored = sql`select c.pid, (c.after #>> '{}')::uuid as cat from (${runProductRows(undoId, 'defaultCategoryId')}) c
        where c.after is not null and c.after <> 'null'::jsonb`;
      await tx.execute(sql`delete from product_categories pc using (${restored}) r where pc.product_id = r.pid and pc.is_default and pc.category_id <> r.cat`);
      await tx.execute(sql`insert into product_categories (product_id, category_id, is_default) select pid, cat, true from (${restored}) r
        on conflict (product_id, category_id) do update set is_default = true`);
    });
    if (patch) await patchFacts(tx, sql`array(select entity_id::uuid from (${runProducts(undoId)}) c)`, patch);
    if (fields.some(([, k]) => k.kind === 'translation')) {
      const masters = await tx.execute<{ id: string }>(sql`select distinct coalesce(p.parent_id, p.id) as id
        from (${runProductRows(undoId)}) c join products p on p.id = c.entity_id::uuid where c.field like 'translation.%'`);
      await patchLocaleWords(tx, masters.rows.map((r) => r.id));
    }
    if (fields.some(([, k]) => k.kind === 'column' && (k.column === 'status' || k.column === 'is_active'))) await settleRetiredFacts(tx);
    const searchIds = await tx.execute<{ id: string }>(sql`select distinct entity_id as id from (${runProductRows(undoId)}) c
      where c.field in (${sql.join(SEARCH_FIELDS.map((f) => sql`${f}`), sql`, `)})`);
    // Noted for the v2 facts by the restore.
    await refreshSearchIndex(tx, searchIds.rows.map((r) => r.id), { factsNoted: true });
    // Restored attributes may change completeness; prices and status never do.
    if (fields.some(([, k]) => k.kind === 'custom' || k.kind === 'collections' || (k.kind === 'column' && !['status', 'published_at'].includes(k.column)))) {
      if (fields.some(([, k]) => k.kind === 'collections')) {
        const restored = await tx.execute<{ id: string }>(sql`select entity_id as id from (${runProducts(undoId)}) c`);
        await refreshCompleteness(tx, restored.rows.map((r) => r.id));
      } else await refreshCompleteness(tx, await productsWithFilledChange(tx, undoId));
    }

    const [{ products: restoredProducts, fields: restoredFields }] = (
      await tx.execute<{ products: number; fields: number }>(
        sql`select count(distinct entity_id)::int as products, count(*)::int as fields from (${runProductRows(undoId)}) c`,
      )
    ).rows;
    await tx.execute(sql`update bulk_runs set product_count = ${restoredProducts} where id = ${undoId}::uuid`);
    const restored = sql`select entity_id::uuid as id from (${runProducts(undoId)}) c`;
    await announceProductsWritten(tx, { updated: restored }, { runId: undoId }, actor, { undoOf: id });
    await finishRun(tx, undoId, 'done', { restoredProducts, restoredFields, skipped: skipped.count });
    const channels = fields.some(([, k]) => k.kind === 'channels');
    return { undoId, restoredProducts: Number(restoredProducts), restoredFields: Number(restoredFields), skipped, categories: fields.some(([f]) => f === 'defaultCategoryId'), channels };
  });
  if (out.categories) invalidate(CATEGORY_CACHE_PREFIX);
  if (out.restoredProducts >= VACUUM_AFTER_ROWS)
    scheduleVacuum(db, ['products', 'change_history', 'bulk_run_history', 'product_search', 'product_categories', ...(out.channels ? ['product_channels'] : [])]);
  return { runId: out.undoId, undoOf: id, restoredProducts: out.restoredProducts, restoredFields: out.restoredFields, skipped: out.skipped };
}

