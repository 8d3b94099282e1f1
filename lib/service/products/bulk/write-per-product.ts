import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import { MAX_LISTED_ID_ERRORS } from '@/lib/api/schemas/bulk-update';
import { conflict, invalid, notFound } from '@/lib/errors';
import { HISTORY_ACTOR_COLUMNS } from '../../history';
import { OWN_TEXT_COLUMNS } from '../../search-index';
import { fieldKey, recordsetAssignments, valuesOf, type FieldChange } from './changes';
import { trackedFields, updateWithHistory } from './tracked';

/**
 * The writer of a bulk call where each product has values of its own (multiple-fields, the list form,
 * as the product grid saves): products are grouped by the shape of their changes — which fields,
 * which price lists, which warehouses — and each group is written by a few set-based statements over a
 * jsonb recordset of the products' values (`v`), whatever the number of products and however their
 * values differ. The assignments are changeAssignments' (./changes.ts) with each value read from the
 * recordset instead of a constant; history rows are written by the same statements.
 */

/** A product's sell price in one price list, as the call sets it (money as decimal text). */
export interface PriceCell {
  priceListId: string;
  listCode: string;
  listName: string;
  currency: string;
  amount: string;
  /** Where the value came from in the request ("3.data.2.fieldValue"), for errors. */
  path: string;
}

/** A product's stock on hand in one warehouse. */
export interface StockCell {
  warehouseId: string;
  warehouseCode: string;
  warehouseName: string;
  onHand: number;
  path: string;
}

/** One product's validated changes. */
export interface ProductChanges {
  productId: string;
  /** The request path of the product's id ("3.productId") and version ("3.version"). */
  at: string;
  version?: number;
  changes: FieldChange[];
  prices: PriceCell[];
  stock: StockCell[];
}

export interface PerProductWrite {
  /** Products whose name, brand or categories changed (search rows), and those whose categories did. */
  text: string[];
  categories: string[];
  /** Products whose completeness a written field may have moved. */
  completeness: string[];
}


const shapeOf = (p: ProductChanges) =>
  [p.changes.map(fieldKey).join('|'), p.prices.map((c) => c.priceListId).join(','), p.stock.map((c) => c.warehouseId).join(',')].join('#');


/** The group's values as a jsonb recordset `v(id, c0…, p0…, s0…)`: one parameter whatever the group's size. */
function recordset(group: ProductChanges[]): SQL {
  const records = group.map((p) => {
    const record: Record<string, string | number | null> = { id: p.productId };
    p.changes.flatMap(valuesOf).forEach((v, i) => (record[`c${i}`] = v));
    p.prices.forEach((c, i) => (record[`p${i}`] = c.amount));
    p.stock.forEach((c, i) => (record[`s${i}`] = c.onHand));
    return record;
  });
  const first = group[0];
  const columns = [
    'id uuid',
    ...first.changes.flatMap(valuesOf).map((_, i) => `c${i} text`),
    ...first.prices.map((_, i) => `p${i} numeric`),
    ...first.stock.map((_, i) => `s${i} integer`),
  ].join(', ');
  return sql`select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${sql.raw(columns)})`;
}

/**
 * Every listed product exists and is at the version the caller read (when it sent one); on a server
 * the rows are locked in id order first, so the versions cannot move before the writes. A product
 * changed since is refused — the whole call, nothing written — naming each such product, so the
 * caller can flag them and send the others again. Returns each product's stock code.
 */
export async function checkVersions(tx: Tx, products: ProductChanges[], lock: boolean): Promise<Map<string, string>> {
  const ids = uuidArray(products.map((p) => p.productId));
  const found = await tx.execute<{ id: string; version: number; stock_code: string }>(sql`
    select id::text, version, stock_code from products where id = any(${ids}) order by id ${lock ? sql`for update` : sql``}`);
  const byId = new Map(found.rows.map((r) => [r.id, r]));
  const missing = products.filter((p) => !byId.has(p.productId));
  if (missing.length) {
    const listed = missing.slice(0, MAX_LISTED_ID_ERRORS).map((p) => `${p.at}.productId: no product has id ${p.productId}`);
    const summary = `productIds: ${missing.length} of the listed products do not exist${missing.length > listed.length ? ` (the first ${listed.length} are listed)` : ''}; nothing was updated`;
    throw notFound(`${missing.length} of the listed products do not exist; nothing was updated`, [summary, ...listed]);
  }
  const stale = products.filter((p) => p.version !== undefined && Number(byId.get(p.productId)!.version) !== p.version);
  if (stale.length)
    throw conflict(
      `${stale.length} of the listed products ${stale.length === 1 ? 'was' : 'were'} changed by someone else since ${stale.length === 1 ? 'it was' : 'they were'} read; nothing was saved`,
      stale.map((p) => {
        const row = byId.get(p.productId)!;
        return `${p.at}.version: ${row.stock_code} is at version ${row.version}, not ${p.version}`;
      }),
    );
  return new Map(found.rows.map((r) => [r.id, r.stock_code]));
}

/**
 * Writes every product's changes inside the caller's transaction for the bulk run whose history
 * columns are `who`: per shape, the products row (version + 1 for every listed product, with or
 * without a field of its own), the prices, the stock, the default-category links. A price in a list
 * the product has no price in, or stock on hand below what is allocated, is refused by name (the
 * caller's transaction then rolls back what was written).
 */
export async function writePerProduct(
  tx: Tx,
  products: ProductChanges[],
  o: { userId: string | null; who: SQL; returningOld: boolean; stockCodes: Map<string, string> },
): Promise<PerProductWrite> {
  const groups = new Map<string, ProductChanges[]>();
  for (const p of products) {
    const key = shapeOf(p);
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  const out: PerProductWrite = { text: [], categories: [], completeness: [] };
  const errors: string[] = [];
  for (const group of groups.values()) {
    const template = group[0];
    const source = sql`v as (${recordset(group)})`;
    const ids = group.map((p) => p.productId);
    const bump = [sql`version = p.version + 1`, sql`updated_at = now()`, sql`updated_by = ${o.userId}::uuid`];
    if (template.changes.length) {
      const { flipped } = await updateWithHistory(
        tx,
        sql`p.id in (select id from v)`,
        sql.join([...bump, ...recordsetAssignments(template.changes, 'set-or-remove')], sql`, `),
        trackedFields(template.changes),
        HISTORY_ACTOR_COLUMNS,
        o.who,
        { returningOld: o.returningOld, with: source, from: { table: sql`v`, on: sql`p.id = v.id` }, filledChanged: true },
      );
      out.completeness.push(...flipped);
    } else await tx.execute(sql`update products p set ${sql.join(bump, sql`, `)} where p.id = any(${uuidArray(ids)})`);

    const slot = (kind: FieldChange['kind']) => {
      let at = 0;
      for (const c of template.changes) {
        if (c.kind === kind) return at;
        at += valuesOf(c).length;
      }
      return -1;
    };
    if (template.changes.some((c) => c.kind === 'category')) {
      const category = sql.raw(`v.c${slot('category')}`);
      await tx.execute(sql`with ${source} delete from product_categories pc using v
        where pc.product_id = v.id and pc.is_default and pc.category_id <> ${category}::uuid`);
      await tx.execute(sql`with ${source} insert into product_categories (product_id, category_id, is_default)
        select v.id, ${category}::uuid, true from v on conflict (product_id, category_id) do update set is_default = true`);
      out.categories.push(...ids);
    }
    if (template.changes.some((c) => c.kind === 'column' && OWN_TEXT_COLUMNS.has(c.column)))
      out.text.push(...ids);

    for (const [i, price] of template.prices.entries()) {
      const unpriced = await writePrices(tx, source, i, price, o.who, o.returningOld);
      for (const id of unpriced) {
        const p = group.find((x) => x.productId === id)!;
        errors.push(`${p.prices[i].path}: ${o.stockCodes.get(id)} has no price in ${price.listName} yet; add one on the product page first`);
      }
    }
    for (const [i, stock] of template.stock.entries()) {
      const below = await writeStock(tx, source, i, stock, o.who);
      for (const { id, allocated } of below) {
        const p = group.find((x) => x.productId === id)!;
        errors.push(`${p.stock[i].path}: ${p.stock[i].onHand} is less than the ${allocated} allocated at ${stock.warehouseName} (on hand cannot be below allocated)`);
      }
    }
  }
  if (errors.length) throw invalid(errors);
  return out;
}

/**
 * The sell price of slot `i` in one price list for the group's products: the price without tax follows
 * through the tax class (as single edits and the bulk price call do); history under the field name
 * single edits use (prices.<list code>.<currency>.sellPrice), so undo restores it. Returns the
 * products that have no price in the list (nothing is written for them).
 */
async function writePrices(tx: Tx, source: SQL, i: number, cell: PriceCell, who: SQL, returningOld: boolean): Promise<string[]> {
  const amount = sql.raw(`v.p${i}`);
  const field = `prices.${cell.listCode}.${cell.currency}.sellPrice`;
  const result = await tx.execute<{ unpriced: string[] }>(sql`
    with ${source},
    cur as (
      select pp.product_id, pp.price_list_id, pp.sell_price as before, round(${amount}, 2)::numeric(14, 2) as after, tc.rate_basis_points as rate
      from v join product_prices pp on pp.product_id = v.id and pp.price_list_id = ${cell.priceListId}::uuid
      join tax_classes tc on tc.id = pp.tax_class_id
      ${returningOld ? sql`` : sql`for update of pp`}),
    upd as (
      update product_prices pp set sell_price = cur.after, sell_price_exc_vat = round(cur.after * 10000 / (10000 + cur.rate), 2), last_updated = now()
      from cur where pp.product_id = cur.product_id and pp.price_list_id = cur.price_list_id and cur.after <> cur.before
      returning cur.product_id, cur.before, cur.after),
    hist as (
      insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
      select 'product', upd.product_id::text, ${field}, to_jsonb(upd.before::text), to_jsonb(upd.after::text), ${who} from upd)
    select array(select v.id::text from v where not exists (select 1 from cur where cur.product_id = v.id)) as unpriced`);
  return result.rows[0]?.unpriced ?? [];
}

/**
 * The stock on hand of slot `i` in one warehouse: a product without stock there gets its row (nothing
 * allocated); history as single edits record it (stock.<warehouse code>.onHand). Returns the products
 * whose new figure is below what is allocated there (nothing is written for them).
 */
async function writeStock(tx: Tx, source: SQL, i: number, cell: StockCell, who: SQL): Promise<{ id: string; allocated: number }[]> {
  const onHand = sql.raw(`v.s${i}`);
  const field = `stock.${cell.warehouseCode}.onHand`;
  const result = await tx.execute<{ below: { id: string; allocated: number }[] | null }>(sql`
    with ${source},
    cur as (
      select v.id as product_id, ${onHand} as after, i.stock_on_hand as before, coalesce(i.stock_allocated, 0) as allocated
      from v left join product_inventory i on i.product_id = v.id and i.warehouse_id = ${cell.warehouseId}::uuid),
    ok as (select * from cur where cur.after >= cur.allocated and cur.before is distinct from cur.after),
    ins as (
      insert into product_inventory (product_id, warehouse_id, stock_on_hand, stock_allocated, last_updated)
      select ok.product_id, ${cell.warehouseId}::uuid, ok.after, 0, now() from ok
      on conflict (product_id, warehouse_id) do update set stock_on_hand = excluded.stock_on_hand, last_updated = now()),
    hist as (
      insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
      select 'product', ok.product_id::text, ${field}, to_jsonb(ok.before), to_jsonb(ok.after), ${who} from ok)
    select jsonb_agg(jsonb_build_object('id', cur.product_id::text, 'allocated', cur.allocated)) as below from cur where cur.after < cur.allocated`);
  return result.rows[0]?.below ?? [];
}
