import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { invalidate } from '../../cache';
import { CATEGORY_COUNTS_CACHE_KEY } from '../../categories';
import { HISTORY_ACTOR_COLUMNS } from '../../history';
import { BIN_CONFLICT, binSnapshot } from '../lifecycle/remove';
import { productRowsFrom, runFirstRow } from './run-rows';

/**
 * The part of an undo for what a run created rather than changed — an import's new products, and the
 * price and stock rows it gave existing products in lists and warehouses they were not in. Each is
 * taken away again unless changed since, and the undo writes a history row for each field it takes
 * away (after null), so the undo's report counts it restored. Runs before the field restores
 * (./undo.ts), which then leave these rows' fields alone (their `before` is null).
 */


/**
 * The products the run created (its `*` rows) move to the deleted products as a delete does
 * (restorable), one statement for all; those changed since by another writer, in a basket or on an
 * order, or with variants stay, and the undo reports them skipped.
 */
async function binCreatedProducts(tx: Tx, runId: string, who: SQL, deletedBy: string): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`
    with created as (select c.entity_id::uuid as pid, c.after from change_history c
                     where c.bulk_run_id = ${runId}::uuid and c.entity = 'product' and c.field = '*' and c.before is null),
    later as materialized (select distinct l.entity_id from (${productRowsFrom(runFirstRow(runId))}) l
                     where l.bulk_run_id is distinct from ${runId}::uuid),
    ok as (select cr.pid, cr.after from created cr join products p on p.id = cr.pid
           where not exists (select 1 from later l where l.entity_id = cr.pid::text)
             and not exists (select 1 from basket_lines b where b.product_id = cr.pid or b.parent_product_id = cr.pid)
             and not exists (select 1 from order_lines o where o.product_id = cr.pid)
             and not exists (select 1 from products v where v.parent_id = cr.pid)
           order by cr.pid for update of p),
    binned as (insert into deleted_products (product_id, stock_code, name, snapshot, deleted_by)
               select p.id, p.stock_code, p.name, ${binSnapshot()}, ${deletedBy} from products p join ok on ok.pid = p.id
               ${BIN_CONFLICT}),
    gone as (delete from products p using ok where p.id = ok.pid returning p.id),
    history as (insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
                select 'product', ok.pid::text, '*', ok.after, null, ${who} from ok)
    select count(*)::int as n from gone`);
  return Number(r.rows[0]?.n ?? 0);
}

/** A price field's current value in `pp`, as the history holds it (decimal text). */
const priceValue = sql`case split_part(h.field, '.', 4) when 'sellPrice' then to_jsonb(pp.sell_price::text)
  when 'listPrice' then to_jsonb(pp.list_price::text) when 'costPrice' then to_jsonb(pp.cost_price::text) end`;

/**
 * Price rows (a list the product had no price in) and stock rows (a warehouse it had no row in) the
 * run added to products it did not create: removed when every field the run set there still holds
 * what it set and none changed since; stock only while nothing is allocated there.
 */
async function removeCreatedRows(tx: Tx, runId: string, who: SQL) {
  const createdRows = (prefix: string) => sql`select c.id as hid, c.entity_id::uuid as pid, c.field, c.after from change_history c
    where c.bulk_run_id = ${runId}::uuid and c.entity = 'product' and c.field like ${`${prefix}.%`} and (c.before is null or c.before = 'null'::jsonb)`;
  const changedSince = sql`(exists (select 1 from change_history l where l.entity_id = h.pid::text and l.field = h.field and l.id > h.hid)
    or exists (select 1 from bulk_run_history l where l.product_ids @> array[h.pid] and l.field = h.field and l.id > h.hid))`;
  const history = sql`insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
    select 'product', h.pid::text, h.field, h.after, null, ${who} from h join gone on gone.pid = h.pid and gone.target = h.target`;
  await tx.execute(sql`
    with h as (select r.*, pl.id as target from (${createdRows('prices')}) r
               join price_lists pl on pl.code = split_part(r.field, '.', 2) and pl.currency_code = split_part(r.field, '.', 3)),
    ok as (select h.pid, h.target from h join product_prices pp on pp.product_id = h.pid and pp.price_list_id = h.target
           group by h.pid, h.target having bool_and(${priceValue} = h.after and not ${changedSince})),
    gone as (delete from product_prices pp using ok where pp.product_id = ok.pid and pp.price_list_id = ok.target returning ok.pid, ok.target)
    ${history}`);
  await tx.execute(sql`
    with h as (select r.*, w.id as target from (${createdRows('stock')}) r join warehouses w on w.code = split_part(r.field, '.', 2)),
    ok as (select h.pid, h.target from h join product_inventory pi on pi.product_id = h.pid and pi.warehouse_id = h.target
           where pi.stock_allocated = 0 and to_jsonb(pi.stock_on_hand) = h.after and not ${changedSince}),
    gone as (delete from product_inventory pi using ok where pi.product_id = ok.pid and pi.warehouse_id = ok.target returning ok.pid, ok.target)
    ${history}`);
}

/** Takes away what the run created (see above), inside the undo's transaction. */
export async function undoCreated(tx: Tx, runId: string, who: SQL, deletedBy: string): Promise<void> {
  await removeCreatedRows(tx, runId, who);
  if ((await binCreatedProducts(tx, runId, who, deletedBy)) > 0) invalidate(CATEGORY_COUNTS_CACHE_KEY);
}
