import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import { PRICE_PREVIEW_ROWS, type BulkPriceBody, type PriceChangeBody, type PricePreview } from '@/lib/api/schemas/bulk-price';
import { notFound } from '@/lib/errors';
import { HISTORY_ACTOR_COLUMNS } from '../../history';
import { priceListLookup } from '../../lookups';
import { positionsOf, run, type BulkRequest } from './index';

/**
 * A validated bulk price change, in the form the writer applies set-based (stored in a bulk job's
 * input as JSON, so plain data only). Money stays numeric in SQL: never a float.
 */
export interface PriceChange {
  field: 'sellPrice' | 'listPrice';
  mode: 'set' | 'raise' | 'lower';
  amount: string | null;
  percent: string | null;
  priceListIds: string[];
  rounding: { kind: 'ending' | 'nearest'; value: string } | null;
  floorAtCost: boolean;
}

const COLUMN = { sellPrice: 'sell_price', listPrice: 'list_price' } as const;

/** The history field of a price (the same name single-product edits record: productSnapshot). */
export const priceHistoryField = (listCode: SQL, currency: SQL, field: PriceChange['field']) =>
  sql`'prices.' || ${listCode} || '.' || ${currency} || '.' || ${field}::text`;

/** Which price lists: the given one, else every list of the currency, else the default list. A 404 names the field. */
export async function resolvePriceChange(db: Db, body: PriceChangeBody): Promise<PriceChange> {
  const lists = await priceListLookup(db);
  let priceListIds: string[];
  if (body.priceListId) {
    const list = lists.find((l) => l.id === body.priceListId!.toLowerCase());
    if (!list) throw notFound(`No price list has id ${body.priceListId}`, [`priceListId: no price list has id ${body.priceListId}`]);
    priceListIds = [list.id];
  } else if (body.currencyCode) {
    priceListIds = lists.filter((l) => l.currencyCode.toUpperCase() === body.currencyCode).map((l) => l.id);
    if (!priceListIds.length) throw notFound(`No price list is in ${body.currencyCode}`, [`currencyCode: no price list has currency ${body.currencyCode}`]);
  } else {
    const list = lists.find((l) => l.isDefault) ?? lists[0];
    if (!list) throw notFound('There is no price list', ['priceListId: there is no price list to change']);
    priceListIds = [list.id];
  }
  return {
    field: body.priceField,
    mode: body.mode,
    amount: body.amount ?? null,
    percent: body.percent ?? null,
    priceListIds,
    rounding: body.rounding ?? null,
    floorAtCost: body.floorAtCost,
  };
}

/** The new price of a row `cur` (columns before, cost_price): computed, rounded, at least 0, floored at cost. */
function newPrice(c: PriceChange): { after: SQL; unfloored: SQL } {
  const base = sql`cur.before`;
  const amount = sql`${c.amount}::numeric`;
  const pct = sql`${c.percent}::numeric`;
  // Parenthesised: the rounding divides the whole of it.
  const raw =
    c.mode === 'set' ? amount
    : c.percent !== null ? sql`(${base} * (100 ${c.mode === 'raise' ? sql`+` : sql`-`} ${pct}) / 100)`
    : sql`(${base} ${c.mode === 'raise' ? sql`+` : sql`-`} ${amount})`;
  const value = c.rounding ? sql`${c.rounding.value}::numeric` : sql`0`;
  const rounded =
    c.rounding?.kind === 'ending' ? sql`(round(${raw} - ${value}) + ${value})`
    : c.rounding?.kind === 'nearest' ? sql`(round(${raw} / ${value}) * ${value})`
    : sql`round(${raw}, 2)`;
  const unfloored = sql`greatest(${rounded}, 0)`;
  const after = c.floorAtCost ? sql`greatest(${unfloored}, cur.cost_price)` : unfloored;
  return { after: sql`round(${after}, 2)::numeric(14, 2)`, unfloored: sql`round(${unfloored}, 2)::numeric(14, 2)` };
}

/** The price rows of the products in the chosen lists, with the current value and the new one. */
function calculated(ids: SQL, c: PriceChange, lock: boolean): SQL {
  const { after, unfloored } = newPrice(c);
  return sql`
    cur as (
      select pp.product_id, pp.price_list_id, pp.${sql.identifier(COLUMN[c.field])} as before, pp.cost_price,
        tc.rate_basis_points as rate, pl.code as list_code, pl.currency_code
      from product_prices pp
      join price_lists pl on pl.id = pp.price_list_id
      join tax_classes tc on tc.id = pp.tax_class_id
      where pp.product_id = any(${ids}) and pp.price_list_id = any(${uuidArray(c.priceListIds)})
      ${lock ? sql`for update of pp` : sql``}),
    calc as (select cur.*, ${after} as after, ${unfloored} < cur.cost_price and ${c.floorAtCost} as floored from cur)`;
}

/**
 * Applies a price change to the products inside the caller's transaction: one statement that updates
 * the price rows that change (the price without tax follows a sell price through the tax class, as
 * single edits do) and writes one change_history row per changed price for the bulk run, under the
 * field name single edits use, so undo and the History tab read it. Returns how many prices changed.
 */
export async function applyPriceChange(tx: Tx, productIds: string[], c: PriceChange, who: SQL): Promise<number> {
  const net = c.field === 'sellPrice' ? sql`, sell_price_exc_vat = round(calc.after * 10000 / (10000 + calc.rate), 2)` : sql``;
  const result = await tx.execute<{ n: number }>(sql`
    with ${calculated(uuidArray(productIds), c, true)},
    upd as (
      update product_prices pp set ${sql.identifier(COLUMN[c.field])} = calc.after ${net}, last_updated = now()
      from calc where pp.product_id = calc.product_id and pp.price_list_id = calc.price_list_id and calc.after <> calc.before
      returning calc.product_id, calc.list_code, calc.currency_code, calc.before, calc.after),
    hist as (
      insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
      select 'product', upd.product_id::text, ${priceHistoryField(sql`upd.list_code`, sql`upd.currency_code`, c.field)},
        to_jsonb(upd.before::text), to_jsonb(upd.after::text), ${who}
      from upd returning 1)
    select count(*)::int as n from hist`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Before and after of a price change without writing anything (the wizard's preview). */
export async function previewPriceChange(db: Db, body: BulkPriceBody): Promise<PricePreview> {
  const change = await resolvePriceChange(db, body);
  const ids = uuidArray([...new Set(body.productIds.map((id) => id.toLowerCase()))]);
  const [rows, counts] = await Promise.all([
    db.execute<{ product_id: string; name: string; stock_code: string; price_list_id: string; list_code: string; currency_code: string; before: string; after: string; cost_price: string; floored: boolean }>(sql`
      with ${calculated(ids, change, false)}
      select calc.product_id, p.name, p.stock_code, calc.price_list_id, calc.list_code, calc.currency_code,
        calc.before::text as before, calc.after::text as after, calc.cost_price::text as cost_price, calc.floored
      from calc join products p on p.id = calc.product_id
      order by p.name, p.stock_code, calc.list_code limit ${PRICE_PREVIEW_ROWS}`),
    db.execute<{ prices: number; changed: number; floored: number; without_price: number }>(sql`
      with ${calculated(ids, change, false)}
      select (select count(*)::int from calc) as prices,
        (select count(*)::int from calc where after <> before) as changed,
        (select count(*)::int from calc where floored) as floored,
        (select count(*)::int from unnest(${ids}) u(id) where not exists (select 1 from calc where calc.product_id = u.id)) as without_price`),
  ]);
  const n = counts.rows[0];
  return {
    prices: Number(n.prices),
    changed: Number(n.changed),
    flooredAtCost: Number(n.floored),
    withoutPrice: Number(n.without_price),
    rows: rows.rows.map((r) => ({
      productId: r.product_id,
      name: r.name,
      stockCode: r.stock_code,
      priceListId: r.price_list_id,
      priceListCode: r.list_code,
      currencyCode: r.currency_code,
      before: r.before,
      after: r.after,
      costPrice: r.cost_price,
      flooredAtCost: Boolean(r.floored),
    })),
  };
}

/** PUT /api/v1/bulk-update/price: one bulk run (undoable), a background job over the threshold like every bulk endpoint. */
export async function bulkUpdatePrice(db: Db, body: BulkPriceBody, req: BulkRequest) {
  const { productIds, ...rest } = body;
  const price = await resolvePriceChange(db, rest);
  const ids = productIds.map((id) => id.toLowerCase());
  return run(db, 'price', [{ productIds: ids, changes: [], price }], req, positionsOf(ids, (i) => `productIds.${i}`));
}
