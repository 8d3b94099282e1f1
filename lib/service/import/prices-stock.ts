import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import type { ImportRowError, ImportValueChange } from '@/lib/api/schemas/product-import';
import { actorColumns, HISTORY_ACTOR_COLUMNS } from '../history';
import { minorToDecimal, percentOf, taxInGross, toMinor } from '../money';
import type { BatchContext } from './batch';
import type { RowWrite } from './rows';
import { targetLabel, valueField, type PriceField } from './targets';

/**
 * The prices and stock of a batch's rows (docs/import.md, "Prices and stock"): worked out as the
 * product form's write does (lib/service/products/lifecycle/write.ts) — money in integer minor units,
 * the price without tax following the sell price through the row's tax class — checked before
 * anything is written (a row whose stock or price cannot be written is skipped whole), then written
 * with one upsert per table and one history insert for the batch.
 */

/** One price row as it will be. */
interface PriceOut {
  listId: string;
  sell: string;
  net: string;
  list: string;
  cost: string;
  taxClassId: number;
}

interface StockOut {
  warehouseId: string;
  onHand: number;
}

/** A row's prices and stock as they will be, and what changes for an existing product. */
export interface RowMoney {
  prices: PriceOut[];
  stock: StockOut[];
  changes: Omit<ImportValueChange, 'productId' | 'stockCode'>[];
}

type ExistingPrice = { product_id: string; price_list_id: string; sell_price: string; sell_price_exc_vat: string; list_price: string; cost_price: string; tax_class_id: number };
type ExistingStock = { product_id: string; warehouse_id: string; stock_on_hand: number; stock_allocated: number };

/** Money text in one spelling ("12.5", "12.50" → "12.50"), so before and after compare as text. */
const asMoney = (text: string) => minorToDecimal(toMinor(text));

/**
 * The stored price rows of the batch's existing products in the lists the file writes, their stock
 * rows in the warehouses it writes (a product has a price in every list: reading them all read four
 * rows for each one used), and for a product without a price in such a list yet, the tax class of
 * its other prices. Locked on a server (another writer waits).
 */
async function existingRows(tx: Tx, rows: (RowWrite & { id?: string })[], lock: boolean) {
  const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
  const none = { prices: [] as ExistingPrice[], stock: [] as ExistingStock[], taxOfProduct: new Map<string, number>() };
  if (ids.length === 0) return none;
  const lists = [...new Set(rows.flatMap((r) => r.prices.map((p) => p.list.id)))];
  const warehouses = [...new Set(rows.flatMap((r) => r.stock.map((s) => s.warehouse.id)))];
  const forUpdate = lock ? sql`for update` : sql``;
  const prices = lists.length
    ? (
        await tx.execute<ExistingPrice>(sql`
          select product_id, price_list_id, sell_price::text, sell_price_exc_vat::text, list_price::text, cost_price::text, tax_class_id
          from product_prices where product_id = any(${uuidArray(ids)}) and price_list_id = any(${uuidArray(lists)}) order by product_id, price_list_id ${forUpdate}`)
      ).rows
    : [];
  const stock = warehouses.length
    ? (
        await tx.execute<ExistingStock>(sql`
          select product_id, warehouse_id, stock_on_hand, stock_allocated
          from product_inventory where product_id = any(${uuidArray(ids)}) and warehouse_id = any(${uuidArray(warehouses)}) order by product_id, warehouse_id ${forUpdate}`)
      ).rows
    : [];
  const taxOfProduct = new Map(prices.map((p) => [p.product_id, p.tax_class_id]));
  const priced = new Set(prices.map((p) => `${p.product_id}:${p.price_list_id}`));
  const unpriced = [...new Set(rows.flatMap((r) => (r.id && r.prices.some((p) => !priced.has(`${r.id}:${p.list.id}`)) && !taxOfProduct.has(r.id) ? [r.id] : [])))];
  if (unpriced.length) {
    const other = await tx.execute<{ product_id: string; tax_class_id: number }>(sql`
      select distinct on (product_id) product_id, tax_class_id from product_prices where product_id = any(${uuidArray(unpriced)}) order by product_id, price_list_id`);
    for (const p of other.rows) taxOfProduct.set(p.product_id, p.tax_class_id);
  }
  return { prices, stock, taxOfProduct };
}

/**
 * Each row's prices and stock as they will be. A row that cannot be written — a price list the
 * product has no price in yet without a sell price, stock below what is allocated — gets its errors
 * and is left out (its row number returned in `failed`); a sell price below cost is a warning.
 */
export async function planPricesAndStock(
  tx: Tx,
  c: BatchContext,
  rows: (RowWrite & { id?: string })[],
  errors: ImportRowError[],
  warnings: ImportRowError[],
): Promise<{ money: Map<number, RowMoney>; failed: Set<number> }> {
  const money = new Map<number, RowMoney>();
  const failed = new Set<number>();
  const withValues = rows.filter((r) => r.prices.length || r.stock.length);
  const existing = await existingRows(tx, withValues, !c.returningOld && !c.dryRun);
  const prices = new Map(existing.prices.map((p) => [`${p.product_id}:${p.price_list_id}`, p]));
  const taxOfProduct = existing.taxOfProduct;
  const stock = new Map(existing.stock.map((s) => [`${s.product_id}:${s.warehouse_id}`, s]));
  for (const row of withValues) {
    const out: RowMoney = { prices: [], stock: [], changes: [] };
    const rowErrors: ImportRowError[] = [];
    const change = (field: string, label: string, before: string | number | null, after: string | number) => {
      if (row.id && before !== after) out.changes.push({ rowNumber: row.rowNumber, field, label, before, after });
    };
    for (const cells of row.prices) {
      const old = row.id ? prices.get(`${row.id}:${cells.list.id}`) : undefined;
      const taxClassId = old?.tax_class_id ?? (row.id ? taxOfProduct.get(row.id) : undefined) ?? c.money.standardTaxClassId;
      const rate = c.money.taxRates.get(taxClassId) ?? 0;
      const given = cells.given;
      let gross: number;
      let net: number;
      if (given.sellPrice !== undefined && !c.options.pricesIncludeTax) {
        net = toMinor(given.sellPrice);
        gross = net + percentOf(net, rate);
      } else {
        const sell = given.sellPrice ?? old?.sell_price;
        if (sell === undefined) {
          const column = Object.values(cells.columns)[0]!;
          rowErrors.push({ rowNumber: row.rowNumber, column, message: `the product has no price in ${cells.list.name} yet: a sell price is needed there too (map a "Sell price — ${cells.list.name}" column)` });
          continue;
        }
        gross = toMinor(sell);
        net = given.sellPrice === undefined && old ? toMinor(old.sell_price_exc_vat) : gross - taxInGross(gross, rate);
      }
      const price: PriceOut = {
        listId: cells.list.id,
        sell: minorToDecimal(gross),
        net: minorToDecimal(net),
        list: given.listPrice ?? (old ? asMoney(old.list_price) : minorToDecimal(gross)),
        cost: given.costPrice ?? (old ? asMoney(old.cost_price) : '0.00'),
        taxClassId,
      };
      if ((given.sellPrice !== undefined || given.costPrice !== undefined) && toMinor(price.cost) > net)
        warnings.push({
          rowNumber: row.rowNumber,
          column: cells.columns.sellPrice ?? cells.columns.costPrice!,
          message: `the sell price ${price.sell}${rate ? ` (${price.net} without tax)` : ''} is below the cost price ${price.cost} in ${cells.list.name}; written as given`,
        });
      out.prices.push(price);
      const values: Record<PriceField, [string | null, string]> = {
        sellPrice: [old ? asMoney(old.sell_price) : null, price.sell],
        listPrice: [old ? asMoney(old.list_price) : null, price.list],
        costPrice: [old ? asMoney(old.cost_price) : null, price.cost],
      };
      for (const field of ['sellPrice', 'listPrice', 'costPrice'] as const) {
        const target = { kind: 'price' as const, field, list: cells.list };
        change(valueField(target), targetLabel(target), ...values[field]);
      }
    }
    for (const s of row.stock) {
      const old = row.id ? stock.get(`${row.id}:${s.warehouse.id}`) : undefined;
      const allocated = old?.stock_allocated ?? 0;
      if (s.onHand < allocated) {
        rowErrors.push({ rowNumber: row.rowNumber, column: s.column, message: `${s.onHand} on hand is less than the ${allocated} allocated to orders in ${s.warehouse.name} (available would be negative)` });
        continue;
      }
      out.stock.push({ warehouseId: s.warehouse.id, onHand: s.onHand });
      const target = { kind: 'stock' as const, warehouse: s.warehouse };
      change(valueField(target), targetLabel(target), old?.stock_on_hand ?? null, s.onHand);
    }
    if (rowErrors.length) {
      errors.push(...rowErrors);
      failed.add(row.rowNumber);
    } else money.set(row.rowNumber, out);
  }
  return { money, failed };
}

/** A product's row money with the product it belongs to (a created product's id is known once inserted). */
export interface ProductMoney {
  productId: string;
  money: RowMoney;
}

/**
 * Writes the prices and stock of a batch: one upsert of product_prices, one of product_inventory,
 * and one history row per changed value of an existing product (a created product's `*` row stands
 * for all of it, as a create records), under the field names the product form's history uses.
 */
export async function writePricesAndStock(tx: Tx, c: BatchContext, products: ProductMoney[]): Promise<void> {
  const prices = products.flatMap((p) => p.money.prices.map((v) => ({ pid: p.productId, list: v.listId, sell: v.sell, net: v.net, lp: v.list, cost: v.cost, tax: v.taxClassId })));
  const stock = products.flatMap((p) => p.money.stock.map((s) => ({ pid: p.productId, wh: s.warehouseId, qty: s.onHand })));
  const history = products.flatMap((p) => p.money.changes.map((ch) => ({ pid: p.productId, field: ch.field, before: ch.before, after: ch.after })));
  if (prices.length)
    await tx.execute(sql`
      insert into product_prices (product_id, price_list_id, sell_price, sell_price_exc_vat, list_price, cost_price, landing_cost, tax_class_id, last_updated)
      select v.pid, v.list, v.sell, v.net, v.lp, v.cost, v.cost, v.tax, now()
      from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) as v(pid uuid, list uuid, sell numeric, net numeric, lp numeric, cost numeric, tax integer)
      on conflict (product_id, price_list_id) do update set sell_price = excluded.sell_price, sell_price_exc_vat = excluded.sell_price_exc_vat,
        list_price = excluded.list_price, cost_price = excluded.cost_price, tax_class_id = excluded.tax_class_id, last_updated = now()
      where (product_prices.sell_price, product_prices.sell_price_exc_vat, product_prices.list_price, product_prices.cost_price)
        is distinct from (excluded.sell_price, excluded.sell_price_exc_vat, excluded.list_price, excluded.cost_price)`);
  if (stock.length)
    await tx.execute(sql`
      insert into product_inventory (product_id, warehouse_id, stock_on_hand, stock_allocated, last_updated)
      select v.pid, v.wh, v.qty, 0, now() from jsonb_to_recordset(${JSON.stringify(stock)}::jsonb) as v(pid uuid, wh uuid, qty integer)
      on conflict (product_id, warehouse_id) do update set stock_on_hand = excluded.stock_on_hand, last_updated = now()
      where product_inventory.stock_on_hand <> excluded.stock_on_hand`);
  if (history.length)
    await tx.execute(sql`
      insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
      select 'product', v.pid, v.field, v.before, v.after, ${actorColumns(c.actor, { importId: c.importId, bulkRunId: c.runId })}
      from jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as v(pid text, field text, before jsonb, after jsonb)`);
}
