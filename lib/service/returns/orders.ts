import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { MASTER_DATA_TABLES } from '@/lib/api/schemas/master-data';
import { RELEASED_RETURN_STATUSES } from '@/lib/api/schemas/return-status';
import { notFound } from '@/lib/errors';

/** Orders and their lines as returns see them: what was shipped, requested back and received. */
export type OrderRow = {
  id: string;
  order_number: string;
  email: string;
  currency_code: string;
  currency_symbol: string;
  status: number;
  order_date: string;
  shipment_date: string | null;
  shipping_minor: number;
  shipping_tax_rate_bp: number;
};

export type OrderLineRow = {
  id: string;
  line_no: number;
  product_id: string | null;
  stock_code: string;
  name: string;
  qty: number;
  shipped_qty: number;
  unit_price_minor: number;
  tax_rate_bp: number;
  discount_minor: number;
  custom_info1: string;
  product_iid: number | null;
  slug: string | null;
  brand: string | null;
  sub_brand: string | null;
  image: string | null;
  requested: number;
  received: number;
  last_status: number | null;
  last_reason: string | null;
  last_action: string | null;
  last_comment: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const released = sql.raw(`(${RELEASED_RETURN_STATUSES.join(', ')})`);

/**
 * The order named by its number or Guid; `lock` takes its row lock, which serialises return creation
 * per order so that two concurrent returns cannot together exceed what was shipped.
 */
export async function findOrder(db: Db | Tx, key: string, field: string, lock = false): Promise<OrderRow> {
  const match = UUID.test(key) ? sql`id = ${key}` : sql`order_number = ${key.trim().toUpperCase()}`;
  const rows = await db.execute<OrderRow>(sql`
    select id, order_number, email, currency_code, currency_symbol, status, order_date, shipment_date,
      shipping_minor, shipping_tax_rate_bp
    from orders where ${match} ${lock ? sql`for update` : sql``}`);
  const order = rows.rows[0];
  if (!order) throw notFound(`Order ${key} was not found`, [`${field}: no order has number or id ${key}`]);
  return order;
}

export async function orderLines(db: Db | Tx, orderId: string): Promise<OrderLineRow[]> {
  const rows = await db.execute<OrderLineRow>(sql`
    select ol.id, ol.line_no, ol.product_id, ol.stock_code, ol.name, ol.qty, ol.shipped_qty, ol.unit_price_minor,
      ol.tax_rate_bp, ol.discount_minor, ol.custom_info1, p.iid as product_iid, p.seo_url as slug,
      b.name as brand, sb.name as sub_brand,
      (select m.url from product_media m where m.product_id = ol.product_id and m.is_active and m.media_type = 0
        order by m.display_order limit 1) as image,
      coalesce(r.requested, 0)::int as requested, coalesce(r.received, 0)::int as received,
      last.status as last_status, last.reason_for_return_id as last_reason,
      last.required_action_id as last_action, last.comment as last_comment
    from order_lines ol
    left join products p on p.id = ol.product_id
    left join brands b on b.id = p.brand_id
    left join brands sb on sb.id = p.subbrand_id
    left join lateral (
      select sum(rl.qty_requested) filter (where rt.status not in ${released}) as requested, sum(rl.qty_received) as received
      from return_lines rl join returns rt on rt.id = rl.return_id where rl.order_line_id = ol.id
    ) r on true
    left join lateral (
      select rl.status, rl.reason_for_return_id, rl.required_action_id, rl.comment
      from return_lines rl join returns rt on rt.id = rl.return_id where rl.order_line_id = ol.id
      order by rt.iid desc limit 1
    ) last on true
    where ol.order_id = ${orderId}
    order by ol.line_no`);
  return rows.rows.map((r) => ({ ...r, requested: Number(r.requested), received: Number(r.received) }));
}

export type ReturnOption = {
  itemValue: string;
  itemText: string;
  displayOrder: number;
  parentItemValue: string;
  isDefault: boolean;
};

/** Active return reasons (master data table 10) and required actions (table 11). */
export async function returnOptions(db: Db | Tx): Promise<{ reasons: ReturnOption[]; actions: ReturnOption[] }> {
  const rows = await db.execute<ReturnOption & { table_id: number }>(sql`
    select table_id, item_value as "itemValue", item_text as "itemText", display_order as "displayOrder",
      parent_item_value as "parentItemValue", is_default as "isDefault"
    from master_data
    where table_id in (${MASTER_DATA_TABLES.ReturnReasons}, ${MASTER_DATA_TABLES.RequiredActions}) and is_active
    order by table_id, display_order, item_text`);
  const pick = (table: number) => rows.rows.filter((r) => r.table_id === table).map(({ table_id: _t, ...o }) => o);
  return { reasons: pick(MASTER_DATA_TABLES.ReturnReasons), actions: pick(MASTER_DATA_TABLES.RequiredActions) };
}
