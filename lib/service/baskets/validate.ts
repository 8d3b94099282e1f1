import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { BasketValidation } from '@/lib/api/schemas/basket-requests';
import { assertCanSee, type Shopper } from './access';
import type { BasketRow } from './load';
import { notForSale, quantityProblem, type ProductForSale } from './lines';

/**
 * GET /api/v2/commerce/basket/validate?basketId= (the vendor storefront's use-basket-validate.ts, before
 * its basket and checkout pages): can every line still be bought as it stands? A line whose product has
 * stopped being for sale (inactive, unpriced in the basket's currency) or whose quantity is now beyond the
 * stock is `SoldOut`, by the same rules an add applies. Prices are never stale here (a basket is priced
 * when it is read), so the storefront's other code, `PriceChanged`, does not arise. A well-formed id with
 * no basket yet is an empty, valid basket, as GET basket/{id} answers it.
 */
export async function validateBasket(db: Db, basketId: string, shopper: Shopper): Promise<BasketValidation> {
  const id = basketId.toLowerCase();
  const basket = (await db.execute<BasketRow>(sql`select * from baskets where id = ${id}`)).rows[0];
  if (!basket) return { basketId: id, isValid: true, messageCode: '', messages: [] };
  assertCanSee(basket, shopper, 'basketId');
  const lines = await db.execute<ProductForSale & { qty: number }>(sql`
    select bl.qty, p.id, p.stock_code, p.name, p.status, p.is_active, p.has_variant, parent.is_active as parent_active,
      parent.status as parent_status, p.sell_without_inventory, p.max_purchase_qty,
      exists (select 1 from product_prices pp where pp.product_id = p.id and pp.price_list_id = ${basket.price_list_id}) as priced,
      coalesce((select sum(greatest(i.stock_on_hand - i.stock_allocated, 0)) from product_inventory i where i.product_id = p.id), 0)::int as stock
    from basket_lines bl
    join products p on p.id = bl.product_id
    left join products parent on parent.id = p.parent_id
    where bl.basket_id = ${id}
    order by bl.display_order, bl.created_at, bl.id`);
  const messages = lines.rows.flatMap((line) => {
    const problem = notForSale(line, line.stock_code, basket.currency_code) ?? quantityProblem(line, line.qty, 0);
    return problem ? [{ stockCode: line.stock_code, code: 'SoldOut' as const, message: problem.replace(/^[^:]+: /, '') }] : [];
  });
  return {
    basketId: id,
    isValid: messages.length === 0,
    messageCode: messages.length ? JSON.stringify(messages.map((m) => ({ Key: m.stockCode, Value: m.code }))) : '',
    messages,
  };
}
