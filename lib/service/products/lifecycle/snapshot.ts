import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { GROUP_COLUMNS } from './fields';

/**
 * A product flattened to the field names the history records (`basicInfo.name`,
 * `prices.<priceList>.<currency>.sellPrice`, `stock.<warehouse>.onHand`, `seo.metaTitle`, …): read
 * before and after a write, diffFields gives the changed fields. One statement.
 */
export async function productSnapshot(tx: Tx | Db, id: string): Promise<Record<string, unknown> | null> {
  const found = await tx.execute<{
    row: Record<string, unknown>;
    prices: { list: string; currency: string; sell: string; net: string; list_price: string; cost: string; tax: number }[];
    stock: { warehouse: string; on_hand: number; allocated: number }[];
    categories: string[];
    collections: string[];
    related: string[];
  }>(sql`
    select to_jsonb(p) as row,
      coalesce((select jsonb_agg(jsonb_build_object('list', pl.code, 'currency', pl.currency_code,
          'sell', pp.sell_price::text, 'net', pp.sell_price_exc_vat::text, 'list_price', pp.list_price::text,
          'cost', pp.cost_price::text, 'tax', pp.tax_class_id))
        from product_prices pp join price_lists pl on pl.id = pp.price_list_id where pp.product_id = p.id), '[]') as prices,
      coalesce((select jsonb_agg(jsonb_build_object('warehouse', w.code, 'on_hand', i.stock_on_hand, 'allocated', i.stock_allocated))
        from product_inventory i join warehouses w on w.id = i.warehouse_id where i.product_id = p.id), '[]') as stock,
      coalesce((select jsonb_agg(c.category_id::text order by c.category_id) from product_categories c where c.product_id = p.id), '[]') as categories,
      coalesce((select jsonb_agg(c.collection_id::text order by c.collection_id) from product_collections c where c.product_id = p.id), '[]') as collections,
      coalesce((select jsonb_agg(r.related_product_id::text order by r.display_order, r.related_product_id)
        from product_relations r where r.product_id = p.id), '[]') as related
    from products p where p.id = ${id}`);
  const r = found.rows[0];
  if (!r) return null;
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(GROUP_COLUMNS)) out[field] = r.row[column] ?? null;
  for (const [code, value] of Object.entries((r.row.custom_attributes ?? {}) as Record<string, unknown>)) out[`customAttributes.${code}`] = value;
  out.tags = r.row.tags ?? [];
  out.categories = r.categories;
  out.collections = r.collections;
  out.relatedProducts = r.related;
  for (const p of r.prices) {
    const key = `prices.${p.list}.${p.currency}`;
    out[`${key}.sellPrice`] = p.sell;
    out[`${key}.sellPriceExcVat`] = p.net;
    out[`${key}.listPrice`] = p.list_price;
    out[`${key}.costPrice`] = p.cost;
    out[`${key}.taxClassId`] = p.tax;
  }
  for (const s of r.stock) {
    out[`stock.${s.warehouse}.onHand`] = s.on_hand;
    out[`stock.${s.warehouse}.allocated`] = s.allocated;
  }
  return out;
}

/** The few fields that identify a product in a create or delete history row. */
export const summaryOf = (snapshot: Record<string, unknown>) => ({
  stockCode: snapshot['basicInfo.stockCode'],
  name: snapshot['basicInfo.name'],
  status: snapshot['basicInfo.status'],
});
