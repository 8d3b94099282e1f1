import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import type { BasketItemInput } from '@/lib/api/schemas/basket-requests';
import { notFound, ruleViolation, ServiceError } from '@/lib/errors';
import type { BasketRow } from './load';
import { intSetting } from '../settings';

/**
 * Adding and changing basket lines. Callers hold the basket's row lock (select … for update), so
 * concurrent adds to one basket run one after the other; the insert also adds quantities atomically
 * (on conflict do update qty = qty + excluded.qty), so no add is ever lost.
 */
export type ProductForSale = {
  id: string;
  stock_code: string;
  name: string;
  status: number;
  is_active: boolean;
  has_variant: boolean;
  parent_active: boolean | null;
  parent_status: number | null;
  sell_without_inventory: boolean;
  max_purchase_qty: number;
  priced: boolean;
  stock: number;
};

async function productForSale(db: Db | Tx, key: { productId?: string; stockCode?: string }, priceListId: string) {
  const match = key.productId ? sql`p.id = ${key.productId}` : sql`p.stock_code = ${key.stockCode!.trim().toUpperCase()}`;
  const rows = await db.execute<ProductForSale>(sql`
    select p.id, p.stock_code, p.name, p.status, p.is_active, p.has_variant, parent.is_active as parent_active,
      parent.status as parent_status, p.sell_without_inventory, p.max_purchase_qty,
      exists (select 1 from product_prices pp where pp.product_id = p.id and pp.price_list_id = ${priceListId}) as priced,
      coalesce((select sum(greatest(i.stock_on_hand - i.stock_allocated, 0)) from product_inventory i where i.product_id = p.id), 0)::int as stock
    from products p left join products parent on parent.id = p.parent_id
    where ${match}`);
  return rows.rows[0];
}

/** Why a product cannot go in a basket, or null when it can (`field` prefixes the message). */
export function notForSale(p: ProductForSale, field: string, currency: string): string | null {
  const active = (isActive: boolean | null, status: number | null) => isActive !== false && (status === null || status === 2);
  if (!active(p.is_active, p.status) || !active(p.parent_active, p.parent_status))
    return `${field}: ${p.stock_code} is not for sale (inactive)`;
  if (p.has_variant) return `${field}: ${p.stock_code} has variants; add one of its variants`;
  if (!p.priced) return `${field}: ${p.stock_code} has no price in ${currency}`;
  return null;
}

/** The most of one product a basket line may hold (BasketSettings.MaxLineQty; 0: no limit). */
export const basketLineLimit = (db: Db | Tx) => intSetting(db, 'BasketSettings.MaxLineQty', 0);

/**
 * Why `qty` of a product exceeds its stock, its purchase limit or the basket's line limit
 * (`maxLineQty`, 0 for none), or null when it does not.
 */
export function quantityProblem(
  p: Pick<ProductForSale, 'stock' | 'sell_without_inventory' | 'max_purchase_qty'>,
  qty: number,
  already: number,
  maxLineQty = 0,
): string | null {
  const note = already ? ` (${already} already in the basket)` : '';
  if (maxLineQty > 0 && qty > maxLineQty) return `at most ${maxLineQty} of one product in a basket${note}`;
  if (p.max_purchase_qty > 0 && qty > p.max_purchase_qty) return `at most ${p.max_purchase_qty} per order${note}`;
  if (!p.sell_without_inventory && qty > p.stock) return `only ${p.stock} in stock${note}`;
  return null;
}

/**
/**
 * Adds items to a locked basket. Problems are collected per item (`prefix` + index, or the item's
 * position in the request when `o.positions` gives it) and thrown together, so that a bulk add is all
 * or nothing. `o.maxLineQty`: the line limit (default the setting's; a converted quotation passes 0,
 * its quantities were agreed by staff).
 */
export async function addItems(
  tx: Tx,
  basket: BasketRow,
  items: BasketItemInput[],
  prefix: string | null,
  o: { positions?: number[]; maxLineQty?: number } = {},
): Promise<void> {
  const at = (i: number, field: string) => (prefix === null ? field : `${prefix}.${o.positions?.[i] ?? i}.${field}`);
  const limit = o.maxLineQty ?? (await basketLineLimit(tx));
  const missing: string[] = [];
  const broken: string[] = [];
  for (const [i, item] of items.entries()) {
    const keyField = item.productId ? 'productId' : 'stockCode';
    const product = await productForSale(tx, item, basket.price_list_id);
    if (!product) {
      missing.push(`${at(i, keyField)}: no product has ${keyField} ${item.productId ?? item.stockCode}`);
      continue;
    }
    const problem = notForSale(product, at(i, keyField), basket.currency_code);
    if (problem) {
      broken.push(problem);
      continue;
    }
    if (item.parentProductId) {
      const parent = await tx.execute(sql`select 1 from products where id = ${item.parentProductId}`);
      if (parent.rows.length === 0) {
        missing.push(`${at(i, 'parentProductId')}: no product has id ${item.parentProductId}`);
        continue;
      }
    }
    const added = await tx.execute<{ qty: number }>(sql`
      insert into basket_lines (basket_id, product_id, parent_product_id, qty, display_order,
        custom_info1, custom_info2, custom_info3, custom_info4, custom_info5)
      values (${basket.id}, ${product.id}, ${item.parentProductId ?? null}, ${item.qty},
        (select coalesce(max(display_order), 0) + 1 from basket_lines where basket_id = ${basket.id}),
        ${item.customInfo1 ?? ''}, ${item.customInfo2 ?? ''}, ${item.customInfo3 ?? ''}, ${item.customInfo4 ?? ''}, ${item.customInfo5 ?? ''})
      on conflict on constraint basket_lines_product do update set
        qty = basket_lines.qty + excluded.qty,
        custom_info1 = coalesce(nullif(excluded.custom_info1, ''), basket_lines.custom_info1),
        custom_info2 = coalesce(nullif(excluded.custom_info2, ''), basket_lines.custom_info2),
        custom_info3 = coalesce(nullif(excluded.custom_info3, ''), basket_lines.custom_info3),
        custom_info4 = coalesce(nullif(excluded.custom_info4, ''), basket_lines.custom_info4),
        custom_info5 = coalesce(nullif(excluded.custom_info5, ''), basket_lines.custom_info5)
      returning qty`);
    const total = Number(added.rows[0].qty);
    const tooMany = quantityProblem(product, total, total - item.qty, limit);
    if (tooMany) broken.push(`${at(i, 'qty')}: ${tooMany}`);
  }
  if (missing.length) throw notFound('A product was not found', missing);
  if (broken.length) throw ruleViolation('An item cannot be added to the basket', broken);
}

/** Sets a line's quantity (1 or more), within stock, purchase and line limits. */
export async function setLineQty(tx: Tx, basket: BasketRow, lineId: string, qty: number, field = 'qty'): Promise<void> {
  const line = await tx.execute<{ product_id: string }>(
    sql`select product_id from basket_lines where id = ${lineId} and basket_id = ${basket.id}`,
  );
  if (!line.rows[0]) throw notFound(`Line ${lineId} is not in the basket`, [`lineId: basket ${basket.id} has no line ${lineId}`]);
  const product = await productForSale(tx, { productId: line.rows[0].product_id }, basket.price_list_id);
  const problem = quantityProblem(product!, qty, 0, await basketLineLimit(tx));
  if (problem) throw ruleViolation('The quantity is not available', [`${field}: ${problem}`]);
  await tx.execute(sql`update basket_lines set qty = ${qty} where id = ${lineId}`);
}

export async function removeLine(tx: Tx, basket: BasketRow, lineId: string): Promise<void> {
  const gone = await tx.execute(sql`delete from basket_lines where id = ${lineId} and basket_id = ${basket.id} returning id`);
  if (gone.rows.length === 0) throw notFound(`Line ${lineId} is not in the basket`, [`lineId: basket ${basket.id} has no line ${lineId}`]);
}

export async function touchBasket(tx: Tx, basketId: string): Promise<void> {
  await tx.execute(sql`update baskets set updated_at = now(), version = version + 1 where id = ${basketId}`);
}

export function assertUnlocked(basket: BasketRow): void {
  if (basket.is_locked)
    throw new ServiceError(422, 'RULE_VIOLATION', 'The basket is locked', [`id: basket ${basket.id} is locked (checkout in progress)`]);
}
