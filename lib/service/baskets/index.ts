import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { textArray } from '@/lib/db/arrays';
import type { Basket } from '@/lib/api/schemas/basket';
import type { BasketCreate, BasketCustomInfo, BasketItemInput } from '@/lib/api/schemas/basket-requests';
import { invalid, notFound, ruleViolation } from '@/lib/errors';
import { minorToDecimal, toMinor } from '../money';
import { priceListForCurrency } from '../price-lists';
import { assertCanSee, assertSameUser, type Shopper } from './access';
import { addItems, assertUnlocked, basketLineLimit, quantityProblem, removeLine, setLineQty, touchBasket } from './lines';
import { findBasket, shippingMethods, type BasketRow } from './load';
import { allPromotions, isCurrent } from './promotions';
import { basketView, loadBasketView } from './view';

/**
 * The basket calls. Every change runs in one transaction that first locks the basket row, then answers
 * with the basket as it is after the change (totals recomputed from current prices and promotions).
 */
const QUOTE_DAYS = 30;

/** Runs `change` on the locked basket (visible to the shopper, not locked) and returns the new basket. */
async function change(db: Db, id: string, shopper: Shopper, fn: (tx: Tx, basket: BasketRow) => Promise<void>): Promise<Basket> {
  await db.transaction(async (tx) => {
    const basket = await findBasket(tx, id, true);
    assertCanSee(basket, shopper);
    assertUnlocked(basket);
    await fn(tx, basket);
    await touchBasket(tx, basket.id);
  });
  return loadBasketView(db, id);
}

export async function getBasket(db: Db, id: string, shopper: Shopper): Promise<Basket> {
  const basket = await findBasket(db, id);
  assertCanSee(basket, shopper);
  return basketView(db, basket);
}

export async function listUserBaskets(db: Db, userId: string, shopper: Shopper): Promise<Basket[]> {
  assertSameUser(userId, shopper);
  const rows = await db.execute<BasketRow>(sql`select * from baskets where user_id = ${userId.toLowerCase()} order by updated_at desc, id`);
  const out: Basket[] = [];
  for (const b of rows.rows) out.push(await basketView(db, b));
  return out;
}

/** Extension: POST /api/v2/commerce/basket/create. */
export async function createBasket(db: Db, body: BasketCreate, shopper: Shopper, currencyHeader: string | null): Promise<Basket & { recordId: string }> {
  if (body.basketId) {
    const existing = await db.execute<BasketRow>(sql`select * from baskets where id = ${body.basketId.toLowerCase()}`);
    if (existing.rows[0]) {
      assertCanSee(existing.rows[0], shopper);
      const view = await basketView(db, existing.rows[0]);
      return { ...view, recordId: view.id };
    }
  }
  const priceList = await priceListForCurrency(db, body.currencyCode ?? currencyHeader);
  const userId = body.userId?.toLowerCase() ?? shopper.userId;
  if (body.userId) assertSameUser(body.userId, shopper);
  const id = await db.transaction(async (tx) => {
    const created = await tx.execute<BasketRow>(sql`
      insert into baskets (id, user_id, user_email, currency_code, price_list_id, is_quote, quote_status, valid_until, po_number,
        post_code, delivery_instruction, custom_info1, custom_info2, custom_info3, custom_info4, custom_info5)
      values (${body.basketId?.toLowerCase() ?? sql`gen_random_uuid()`}, ${userId}, ${body.email ?? shopper.email ?? ''}, ${priceList.currency.code}, ${priceList.id}, ${Boolean(body.isQuote)},
        ${body.isQuote ? 1 : 0}, ${body.isQuote ? sql`now() + ${`${QUOTE_DAYS} days`}::interval` : null}, ${body.poNumber ?? ''},
        ${body.postCode ?? ''}, ${body.deliveryInstruction ?? ''}, ${body.customInfo1 ?? ''}, ${body.customInfo2 ?? ''},
        ${body.customInfo3 ?? ''}, ${body.customInfo4 ?? ''}, ${body.customInfo5 ?? ''})
      returning *`);
    if (body.items?.length) await addItems(tx, created.rows[0], body.items, 'items');
    return created.rows[0].id;
  });
  const view = await loadBasketView(db, id);
  return { ...view, recordId: view.id };
}

export const addItem = (db: Db, id: string, item: BasketItemInput, shopper: Shopper) =>
  change(db, id, shopper, (tx, b) => addItems(tx, b, [item], null));

export const addItemsInBulk = (db: Db, id: string, items: BasketItemInput[], shopper: Shopper) =>
  change(db, id, shopper, (tx, b) => addItems(tx, b, items, 'items'));

export const updateItemQty = (db: Db, id: string, lineId: string, qty: number, shopper: Shopper) =>
  change(db, id, shopper, (tx, b) => setLineQty(tx, b, lineId, qty));

export const removeItem = (db: Db, id: string, lineId: string, shopper: Shopper) =>
  change(db, id, shopper, (tx, b) => removeLine(tx, b, lineId));

/** DELETE /api/v2/commerce/basket/:id/delete → true. */
export async function deleteBasket(db: Db, id: string, shopper: Shopper): Promise<boolean> {
  await db.transaction(async (tx) => {
    const basket = await findBasket(tx, id, true);
    assertCanSee(basket, shopper);
    await tx.execute(sql`delete from baskets where id = ${id}`);
  });
  return true;
}

/** PUT /api/v2/commerce/basket/:id/custom-info: basket and line custom fields (and line quantities, charges). */
export function setCustomInfo(db: Db, id: string, body: BasketCustomInfo, shopper: Shopper): Promise<Basket> {
  if (body.basketId && body.basketId.toLowerCase() !== id.toLowerCase())
    throw invalid([`basketId: ${body.basketId} differs from the basket in the path`]);
  return change(db, id, shopper, async (tx, basket) => {
    const fields = (['customInfo1', 'customInfo2', 'customInfo3', 'customInfo4', 'customInfo5'] as const).filter((f) => body[f] !== undefined);
    for (const f of fields) await tx.execute(sql`update baskets set ${sql.raw(`custom_info${f.slice(-1)}`)} = ${body[f]!} where id = ${id}`);
    const lines = await tx.execute<{ id: string; product_id: string; parent_product_id: string | null; additional_charge_minor: number; service: number }>(sql`
      select id, product_id, parent_product_id, additional_charge_minor, coalesce((line_info->>'additionalServiceCostMinor')::int, 0) as service
      from basket_lines where basket_id = ${id}`);
    for (const [i, info] of (body.lineInfo ?? []).entries()) {
      const line = info.lineId
        ? lines.rows.find((l) => l.id === info.lineId!.toLowerCase())
        : lines.rows.find((l) => l.product_id === info.productId?.toLowerCase() && (l.parent_product_id ?? '') === (info.parentProductId ?? '').toLowerCase());
      if (!line) {
        const by = info.lineId ? `lineId ${info.lineId}` : info.productId ? `productId ${info.productId}` : 'no lineId or productId';
        throw notFound('A line of lineInfo is not in the basket', [`lineInfo.${i}.${info.lineId ? 'lineId' : 'productId'}: the basket has no line with ${by}`]);
      }
      const service = info.additionalServiceCost !== undefined ? toMinor(info.additionalServiceCost.toFixed(2)) : Number(line.service);
      const base = info.additionalCharge !== undefined ? toMinor(info.additionalCharge.toFixed(2)) : line.additional_charge_minor - Number(line.service);
      const patch = {
        ...(['customInfo1Formatted', 'customInfo2Formatted', 'customInfo3Formatted', 'customInfo4Formatted', 'customInfo5Formatted', 'serviceType', 'lengthMm'] as const)
          .filter((k) => info[k] !== undefined)
          .reduce<Record<string, unknown>>((o, k) => ({ ...o, [k]: info[k] }), {}),
        additionalServiceCostMinor: service,
      };
      await tx.execute(sql`
        update basket_lines set
          custom_info1 = coalesce(${info.customInfo1 ?? null}, custom_info1),
          custom_info2 = coalesce(${info.customInfo2 ?? null}, custom_info2),
          custom_info3 = coalesce(${info.customInfo3 ?? null}, custom_info3),
          custom_info4 = coalesce(${info.customInfo4 ?? null}, custom_info4),
          custom_info5 = coalesce(${info.customInfo5 ?? null}, custom_info5),
          line_info = line_info || ${JSON.stringify(patch)}::jsonb,
          additional_charge_minor = ${base + service}
        where id = ${line.id}`);
      if (info.qty !== undefined) await setLineQty(tx, basket, line.id, info.qty, `lineInfo.${i}.qty`);
    }
  });
}

/** Extension: POST /api/v2/commerce/basket/:id/merge — another basket's lines into this one, quantities summed; the other is deleted. */
export async function mergeBaskets(db: Db, targetId: string, sourceId: string, shopper: Shopper): Promise<Basket> {
  if (targetId.toLowerCase() === sourceId.toLowerCase()) throw invalid(['sourceBasketId: a basket cannot be merged into itself']);
  await db.transaction(async (tx) => {
    // Lock both rows in a fixed order so that two opposite merges cannot deadlock.
    const locked = await tx.execute<BasketRow>(sql`select * from baskets where id in (${targetId}, ${sourceId}) order by id for update`);
    const target = locked.rows.find((b) => b.id === targetId.toLowerCase());
    const source = locked.rows.find((b) => b.id === sourceId.toLowerCase());
    if (!target) throw notFound(`Basket ${targetId} was not found`, [`id: no basket has id ${targetId}`]);
    if (!source) throw notFound(`Basket ${sourceId} was not found`, [`sourceBasketId: no basket has id ${sourceId}`]);
    assertCanSee(target, shopper);
    assertCanSee(source, shopper, 'sourceBasketId');
    assertUnlocked(target);
    assertUnlocked(source);
    if (source.user_id && target.user_id && source.user_id !== target.user_id)
      throw ruleViolation('The baskets belong to different users', ['sourceBasketId: belongs to another user']);
    if (source.currency_code !== target.currency_code)
      throw ruleViolation('The baskets are in different currencies', [`sourceBasketId: is in ${source.currency_code}, not ${target.currency_code}`]);
    const merged = await tx.execute<{ product_id: string; qty: number; stock: number; sell_without_inventory: boolean; max_purchase_qty: number; stock_code: string }>(sql`
      with moved as (
        insert into basket_lines (basket_id, product_id, parent_product_id, qty, display_order, custom_info1, custom_info2,
          custom_info3, custom_info4, custom_info5, line_info, additional_charge_minor)
        select ${target.id}, s.product_id, s.parent_product_id, s.qty,
          (select coalesce(max(display_order), 0) from basket_lines where basket_id = ${target.id}) + s.display_order,
          s.custom_info1, s.custom_info2, s.custom_info3, s.custom_info4, s.custom_info5, s.line_info, s.additional_charge_minor
        from basket_lines s where s.basket_id = ${source.id}
        on conflict on constraint basket_lines_product do update set qty = basket_lines.qty + excluded.qty
        returning product_id, qty
      )
      select m.product_id, m.qty, p.stock_code, p.sell_without_inventory, p.max_purchase_qty,
        coalesce((select sum(greatest(i.stock_on_hand - i.stock_allocated, 0)) from product_inventory i where i.product_id = p.id), 0)::int as stock
      from moved m join products p on p.id = m.product_id`);
    const limit = await basketLineLimit(tx);
    const problems = merged.rows.flatMap((r) => {
      const problem = quantityProblem(r, r.qty, 0, limit);
      return problem ? [`sourceBasketId: ${r.stock_code} together would be ${r.qty}, ${problem}`] : [];
    });
    if (problems.length) throw ruleViolation('The merged quantities are not available', problems);
    await tx.execute(sql`
      update baskets set voucher_codes = array(select distinct unnest(voucher_codes || ${textArray(source.voucher_codes ?? [])})),
        user_id = coalesce(user_id, ${source.user_id}), user_email = case when user_email = '' then ${source.user_email} else user_email end
      where id = ${target.id}`);
    await tx.execute(sql`delete from baskets where id = ${source.id}`);
    await touchBasket(tx, target.id);
  });
  return loadBasketView(db, targetId);
}

/** Extension: PUT /api/v2/commerce/basket/:id/shipping-method. */
export async function setShippingMethod(db: Db, id: string, body: { shippingMethodId?: string; shippingCode?: string }, shopper: Shopper) {
  const methods = await shippingMethods(db);
  const method = methods.find((m) => (body.shippingMethodId ? m.id === body.shippingMethodId.toLowerCase() : m.code === body.shippingCode!.toUpperCase()));
  const field = body.shippingMethodId ? 'shippingMethodId' : 'shippingCode';
  if (!method) throw notFound('No such shipping method', [`${field}: no shipping method ${body.shippingMethodId ?? body.shippingCode}`]);
  return change(db, id, shopper, async (tx, basket) => {
    if (!method.enabled || !method.prices[basket.currency_code])
      throw ruleViolation('The shipping method is not available', [`${field}: ${method.code} is not available for ${basket.currency_code} baskets`]);
    await tx.execute(sql`update baskets set shipping_method_id = ${method.id} where id = ${id}`);
  });
}

/** Extension: POST /api/v2/commerce/basket/:id/voucher — only a current voucher that takes something off is kept. */
export async function applyVoucher(db: Db, id: string, code: string, shopper: Shopper): Promise<Basket> {
  const wanted = code.trim().toUpperCase();
  const promo = (await allPromotions(db)).find((p) => p.voucherCode?.toUpperCase() === wanted);
  if (!promo) throw notFound(`No voucher ${code}`, [`voucherCode: no voucher has code ${code}`]);
  if (!isCurrent(promo)) throw ruleViolation(`Voucher ${code} is not valid now`, [`voucherCode: ${promo.voucherCode} has expired or is not active`]);
  let view: Basket | undefined;
  await db.transaction(async (tx) => {
    const basket = await findBasket(tx, id, true);
    assertCanSee(basket, shopper);
    assertUnlocked(basket);
    const codes = [...new Set([...(basket.voucher_codes ?? []), promo.voucherCode!])];
    await tx.execute(sql`update baskets set voucher_codes = ${textArray(codes)} where id = ${id}`);
    view = await basketView(tx, { ...basket, voucher_codes: codes });
    if (!view.promotionsApplied.some((p) => p.promoCode === promo.promoCode)) {
      const minimum = promo.minSubtotalsMinor[basket.currency_code];
      const hint = minimum !== undefined ? ` (it needs at least ${minorToDecimal(minimum)} ${basket.currency_code} of eligible items)` : ' (no eligible items)';
      throw ruleViolation(`Voucher ${code} does not apply to this basket`, [`voucherCode: ${promo.voucherCode} does not apply to this basket${hint}`]);
    }
    await touchBasket(tx, id);
  });
  return loadBasketView(db, id);
}

export function removeVoucher(db: Db, id: string, code: string, shopper: Shopper): Promise<Basket> {
  return change(db, id, shopper, async (tx, basket) => {
    const codes = basket.voucher_codes ?? [];
    const kept = codes.filter((c) => c.toUpperCase() !== code.trim().toUpperCase());
    if (kept.length === codes.length) throw notFound(`Voucher ${code} is not on the basket`, [`code: the basket has no voucher ${code}`]);
    await tx.execute(sql`update baskets set voucher_codes = ${textArray(kept)} where id = ${id}`);
  });
}
