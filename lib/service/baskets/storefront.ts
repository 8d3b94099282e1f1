import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import type { Basket } from '@/lib/api/schemas/basket';
import type { BasketCustomInfo, BasketItemInput } from '@/lib/api/schemas/basket-requests';
import type { BasketBulkLine } from '@/lib/api/schemas/storefront';
import { EMPTY_GUID } from '@/lib/api/schemas/form-values';
import { notFound } from '@/lib/errors';
import { priceListForCurrency } from '../price-lists';
import { assertCanSee, assertSameUser, type Shopper } from './access';
import { addItems, assertUnlocked, removeLine, setLineQty, touchBasket } from './lines';
import type { BasketRow } from './load';
import { basketView, loadBasketView } from './view';
import { setCustomInfo } from '.';

/**
 * The basket calls as the vendor's real API does them (betterstorefront framework/bettercommerce/cart,
 * n8n-nodes-bettercommerce Modules/Order|Quote/Create): the client picks the basket id, a basket that
 * does not exist yet is empty until its first write creates it, `qty` of items/add is a change, and the
 * empty Guid in the path asks for a new basket.
 */

/** The basket row, created (guest, the Currency header's price list) when the id has none yet; locked. */
async function lockOrCreate(
  tx: Tx,
  id: string,
  shopper: Shopper,
  currency: string | null,
): Promise<BasketRow> {
  const found = await tx.execute<BasketRow>(sql`select * from baskets where id = ${id} for update`);
  if (found.rows[0]) {
    assertCanSee(found.rows[0], shopper);
    assertUnlocked(found.rows[0]);
    return found.rows[0];
  }
  const priceList = await priceListForCurrency(tx, currency);
  const created = await tx.execute<BasketRow>(sql`
    insert into baskets (id, user_id, user_email, currency_code, price_list_id)
    values (${id}, ${shopper.userId}, ${shopper.email ?? ''}, ${priceList.currency.code}, ${priceList.id})
    on conflict (id) do nothing returning *`);
  // A concurrent first write created it: lock that one.
  return (
    created.rows[0] ??
    (await tx.execute<BasketRow>(sql`select * from baskets where id = ${id} for update`)).rows[0]
  );
}

async function write(
  db: Db,
  id: string,
  shopper: Shopper,
  currency: string | null,
  fn: (tx: Tx, b: BasketRow) => Promise<void>,
): Promise<Basket> {
  const basketId = id === EMPTY_GUID ? randomUUID() : id.toLowerCase();
  await db.transaction(async (tx) => {
    const basket = await lockOrCreate(tx, basketId, shopper, currency);
    await fn(tx, basket);
    await touchBasket(tx, basket.id);
  });
  return loadBasketView(db, basketId);
}

/** GET basket/{id}: the basket, or an empty one with that id when none exists yet (nothing is stored). */
export async function basketOrEmpty(
  db: Db,
  id: string,
  shopper: Shopper,
  currency: string | null,
): Promise<Basket> {
  const rows = await db.execute<BasketRow>(sql`select * from baskets where id = ${id.toLowerCase()}`);
  if (rows.rows[0]) {
    assertCanSee(rows.rows[0], shopper);
    return basketView(db, rows.rows[0]);
  }
  const priceList = await priceListForCurrency(db, currency);
  const now = new Date().toISOString();
  return basketView(db, {
    id: id.toLowerCase(),
    user_id: shopper.userId,
    user_email: shopper.email ?? '',
    currency_code: priceList.currency.code,
    price_list_id: priceList.id,
    shipping_method_id: null,
    voucher_codes: [],
    po_number: '',
    post_code: '',
    microsite_id: null,
    delivery_instruction: '',
    gift_wrap_id: '',
    gift_wrap_option: '',
    membership_plan_id: '',
    custom_info1: '',
    custom_info2: '',
    custom_info3: '',
    custom_info4: '',
    custom_info5: '',
    is_locked: false,
    created_by_admin: false,
    is_quote: false,
    quote_status: 0,
    valid_until: null,
    shipping_address: null,
    billing_address: null,
    version: 0,
    created_at: now,
    updated_at: now,
  });
}

async function productIdOf(tx: Tx, item: { productId?: string; stockCode?: string }): Promise<string> {
  const key = item.productId
    ? sql`id = ${item.productId.toLowerCase()}`
    : sql`stock_code = ${item.stockCode!.trim().toUpperCase()}`;
  const rows = await tx.execute<{ id: string }>(sql`select id from products where ${key}`);
  const field = item.productId ? 'productId' : 'stockCode';
  if (!rows.rows[0])
    throw notFound('The product was not found', [
      `${field}: no product has ${field} ${item.productId ?? item.stockCode}`,
    ]);
  return rows.rows[0].id;
}

export interface ItemChange {
  productId?: string;
  stockCode?: string;
  qty: number;
  parentProductId?: string;
}

/**
 * The storefront's cart page names a line by the line's own id: pages/cart.tsx handleItem sends
 * `productId: product?.id` (the basket line) with the line's stockCode. A productId that is a line of
 * this basket stands for that line's product and parent, when the stockCode, if sent, is the line's
 * product's; anything else is read as a product id.
 */
async function asProductOfLine<T extends ItemChange>(tx: Tx, basketId: string, item: T): Promise<T> {
  if (!item.productId) return item;
  const rows = await tx.execute<{ product_id: string; parent_product_id: string | null; stock_code: string }>(sql`
    select l.product_id, l.parent_product_id, p.stock_code
    from basket_lines l join products p on p.id = l.product_id
    where l.id = ${item.productId.toLowerCase()} and l.basket_id = ${basketId}`);
  const line = rows.rows[0];
  if (!line || (item.stockCode && item.stockCode.trim().toUpperCase() !== line.stock_code.toUpperCase())) return item;
  return { ...item, productId: line.product_id, parentProductId: item.parentProductId ?? line.parent_product_id ?? undefined };
}

/** A change of 0 or less: takes `-qty` away from the product's line, 0 removes it (removing what is not there changes nothing). */
async function takeAway(tx: Tx, basket: BasketRow, item: ItemChange, at: string): Promise<void> {
  const productId = await productIdOf(tx, item);
  const line = await tx.execute<{ id: string; qty: number }>(sql`
    select id, qty from basket_lines where basket_id = ${basket.id} and product_id = ${productId}
      and coalesce(parent_product_id::text, '') = ${item.parentProductId?.toLowerCase() ?? ''}`);
  const found = line.rows[0];
  if (!found) {
    if (item.qty === 0) return;
    throw notFound('The product is not in the basket', [
      `${at}${item.productId ? 'productId' : 'stockCode'}: is not in basket ${basket.id}`,
    ]);
  }
  const left = item.qty === 0 ? 0 : found.qty + item.qty;
  if (left <= 0) await removeLine(tx, basket, found.id);
  else await setLineQty(tx, basket, found.id, left);
}

/** PUT basket/{id}/items/add: qty > 0 adds, < 0 takes away (to 0 removes the line), 0 removes the line. */
export function changeItem(
  db: Db,
  id: string,
  item: ItemChange,
  shopper: Shopper,
  currency: string | null,
): Promise<Basket> {
  return write(db, id, shopper, currency, async (tx, basket) => {
    const change = await asProductOfLine(tx, basket.id, item);
    if (change.qty > 0) return addItems(tx, basket, [change as BasketItemInput], null);
    await takeAway(tx, basket, change, '');
  });
}

/**
 * PUT basket/{id}/items/add-bulk with a list of lines, creating the basket on first write: each line
 * as items/add reads it (the cart's size change removes the old size with qty 0 and adds the new one),
 * all of them or none.
 */
export const addBulk = (
  db: Db,
  id: string,
  items: BasketBulkLine[],
  shopper: Shopper,
  currency: string | null,
) =>
  write(db, id, shopper, currency, async (tx, basket) => {
    const changes: BasketBulkLine[] = [];
    for (const item of items) changes.push(await asProductOfLine(tx, basket.id, item));
    for (const [i, change] of changes.entries()) if (change.qty <= 0) await takeAway(tx, basket, change, `items.${i}.`);
    const adds = [...changes.entries()].filter(([, c]) => c.qty > 0);
    if (adds.length)
      await addItems(tx, basket, adds.map(([, c]) => c as BasketItemInput), 'items', { positions: adds.map(([i]) => i) });
  });

/** PUT basket/{id}/items/add-bulk with `{customInfo1..5, lineInfo}`: the custom info call. */
export async function customInfoOnBulk(
  db: Db,
  id: string,
  body: BasketCustomInfo,
  shopper: Shopper,
  currency: string | null,
) {
  await write(db, id, shopper, currency, async () => {});
  return setCustomInfo(db, id.toLowerCase(), body, shopper);
}

/** DELETE basket/{id}/items/{productId}/remove: every line of the product (and its personalised children). */
export function removeProduct(
  db: Db,
  id: string,
  productId: string,
  shopper: Shopper,
  currency: string | null,
): Promise<Basket> {
  return write(db, id, shopper, currency, async (tx, basket) => {
    await tx.execute(sql`
      delete from basket_lines where basket_id = ${basket.id}
        and (product_id = ${productId.toLowerCase()} or parent_product_id = ${productId.toLowerCase()})`);
  });
}

/** PUT basket/{id}/user?userId=: the basket now belongs to that user (none: a guest basket again). */
export function assignUser(
  db: Db,
  id: string,
  userId: string | undefined,
  shopper: Shopper,
  currency: string | null,
): Promise<Basket> {
  if (userId) assertSameUser(userId, shopper);
  return write(db, id, { userId: null, email: shopper.email }, currency, async (tx, basket) => {
    await tx.execute(sql`update baskets set user_id = ${userId?.toLowerCase() ?? null} where id = ${basket.id}`);
  });
}
