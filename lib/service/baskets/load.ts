import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import type { StoredAddress, BasketLineInfo } from '@/lib/db/schema';
import { cached } from '../cache';
import { notFound } from '@/lib/errors';

/** The rows a basket is built from: the basket, its lines with product, price and stock, and the shipping methods. */
export type BasketRow = {
  id: string;
  user_id: string | null;
  user_email: string;
  currency_code: string;
  price_list_id: string;
  shipping_method_id: string | null;
  voucher_codes: string[];
  po_number: string;
  post_code: string;
  microsite_id: string | null;
  delivery_instruction: string;
  gift_wrap_id: string;
  gift_wrap_option: string;
  membership_plan_id: string;
  custom_info1: string;
  custom_info2: string;
  custom_info3: string;
  custom_info4: string;
  custom_info5: string;
  is_locked: boolean;
  created_by_admin: boolean;
  is_quote: boolean;
  quote_status: number;
  valid_until: string | null;
  shipping_address: StoredAddress | null;
  billing_address: StoredAddress | null;
  version: number;
  created_at: string;
  updated_at: string;
};

export type LineRow = {
  id: string;
  product_id: string;
  parent_product_id: string | null;
  qty: number;
  display_order: number;
  custom_info1: string;
  custom_info2: string;
  custom_info3: string;
  custom_info4: string;
  custom_info5: string;
  line_info: BasketLineInfo;
  additional_charge_minor: number;
  iid: number;
  stock_code: string;
  name: string;
  seo_url: string;
  short_description: string;
  variant_of: string | null;
  color_name: string;
  brand_id: string | null;
  subbrand_id: string | null;
  brand: string | null;
  subbrand: string | null;
  item_type: number;
  sell_without_inventory: boolean;
  delivery_note: string;
  fulfil_from_warehouse_days: number;
  default_category_id: string | null;
  max_dim_mm: number;
  sell_price: string | null;
  list_price: string | null;
  rate: number | null;
  stock: number;
  image: string | null;
  variant_config: Record<string, unknown> | null;
};

export async function findBasket(db: Db | Tx, id: string, lock = false): Promise<BasketRow> {
  const rows = await db.execute<BasketRow>(sql`select * from baskets where id = ${id} ${lock ? sql`for update` : sql``}`);
  const row = rows.rows[0];
  if (!row) throw notFound(`Basket ${id} was not found`, [`id: no basket has id ${id}`]);
  return row;
}

export async function basketLines(db: Db | Tx, basket: Pick<BasketRow, 'id' | 'price_list_id'>): Promise<LineRow[]> {
  const rows = await db.execute<LineRow>(sql`
    select bl.id, bl.product_id, bl.parent_product_id, bl.qty, bl.display_order, bl.custom_info1, bl.custom_info2,
      bl.custom_info3, bl.custom_info4, bl.custom_info5, bl.line_info, bl.additional_charge_minor,
      p.iid, p.stock_code, p.name, p.seo_url, p.short_description, p.parent_id as variant_of, p.color_name,
      p.brand_id, p.subbrand_id, b.name as brand, sb.name as subbrand, p.item_type, p.sell_without_inventory,
      p.delivery_note, p.fulfil_from_warehouse_days, p.default_category_id,
      round(greatest(p.length, p.width, p.height) * 10)::int as max_dim_mm,
      pp.sell_price::text as sell_price, pp.list_price::text as list_price, tc.rate_basis_points as rate,
      coalesce((select sum(greatest(i.stock_on_hand - i.stock_allocated, 0)) from product_inventory i where i.product_id = p.id), 0)::int as stock,
      coalesce(
        (select m.url from product_media m where m.product_id = p.id and m.is_active and m.media_type = 0 order by m.display_order limit 1),
        (select m.url from product_media m where m.product_id = p.parent_id and m.is_active and m.media_type = 0 order by m.display_order limit 1)
      ) as image,
      parent.variant_config
    from basket_lines bl
    join products p on p.id = bl.product_id
    left join products parent on parent.id = p.parent_id
    left join brands b on b.id = p.brand_id
    left join brands sb on sb.id = p.subbrand_id
    left join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${basket.price_list_id}
    left join tax_classes tc on tc.id = pp.tax_class_id
    where bl.basket_id = ${basket.id}
    order by bl.display_order, bl.created_at, bl.id`);
  return rows.rows;
}

export type CategoryLink = { product_id: string; category_id: string; name: string; parent_id: string | null; parent_name: string | null };

export async function categoryLinks(db: Db | Tx, productIds: string[]): Promise<CategoryLink[]> {
  if (productIds.length === 0) return [];
  const rows = await db.execute<CategoryLink>(sql`
    select pc.product_id, c.id as category_id, c.name, c.parent_id, parent.name as parent_name
    from product_categories pc join categories c on c.id = pc.category_id left join categories parent on parent.id = c.parent_id
    where pc.product_id = any(${uuidArray(productIds)})
    order by pc.is_default desc, c.name`);
  return rows.rows;
}

export type SiblingRow = {
  id: string;
  parent_id: string;
  stock_code: string;
  name: string;
  seo_url: string;
  color_name: string;
  sell_price: string | null;
  rate: number | null;
  image: string | null;
};

/** The sellable variants of the given masters, priced in one price list. */
export async function variantSiblings(db: Db | Tx, masterIds: string[], priceListId: string): Promise<SiblingRow[]> {
  if (masterIds.length === 0) return [];
  const rows = await db.execute<SiblingRow>(sql`
    select v.id, v.parent_id, v.stock_code, v.name, v.seo_url, v.color_name, pp.sell_price::text as sell_price,
      tc.rate_basis_points as rate,
      (select m.url from product_media m where m.product_id = v.id and m.is_active and m.media_type = 0 order by m.display_order limit 1) as image
    from products v
    left join product_prices pp on pp.product_id = v.id and pp.price_list_id = ${priceListId}
    left join tax_classes tc on tc.id = pp.tax_class_id
    where v.parent_id = any(${uuidArray(masterIds)}) and v.is_active and v.status = 2
    order by v.iid`);
  return rows.rows;
}

export type ShippingMethodRow = {
  id: string;
  code: string;
  system_name: string;
  display_name: string;
  description: string;
  type: number;
  carrier_code: string;
  country_csv: string;
  expected_days_to_deliver: number;
  cut_off_time: string;
  max_dimension_mm: number;
  is_default: boolean;
  enabled: boolean;
  display_order: number;
  rate: number;
  prices: Record<string, { price: number; freeOver: number | null }>;
};

export const SHIPPING_CACHE_KEY = 'baskets:shipping-methods';

export function shippingMethods(db: Db | Tx): Promise<ShippingMethodRow[]> {
  return cached(SHIPPING_CACHE_KEY, 60_000, async () => {
    const rows = await db.execute<ShippingMethodRow>(sql`
      select m.id, m.code, m.system_name, m.display_name, m.description, m.type, m.carrier_code, m.country_csv,
        m.expected_days_to_deliver, m.cut_off_time, m.max_dimension_mm, m.is_default, m.enabled, m.display_order,
        tc.rate_basis_points as rate,
        coalesce((select jsonb_object_agg(p.currency_code, jsonb_build_object('price', p.price_minor, 'freeOver', p.free_over_minor))
          from shipping_method_prices p where p.shipping_method_id = m.id), '{}'::jsonb) as prices
      from shipping_methods m join tax_classes tc on tc.id = m.tax_class_id
      order by m.display_order, m.code`);
    return rows.rows;
  });
}
