import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import {
  ORDER_SEARCH_COUNT_CAP,
  type orderSearchQuerySchema,
  type OrderSearchItem,
} from '@/lib/api/schemas/orders';
import { orderStatusName, RELEASED_RETURN_STATUSES } from '@/lib/api/schemas/return-status';
import { add, currencyOf, fromGross, priceObject } from './money';

/**
 * GET /api/v2/commerce/orders/search (extension): support staff find any customer's order by its
 * number, part of the email or name, a product's stock code, status and date range, newest first,
 * each result saying what can still be returned. Every filter has its index (migrations 0020, 0022):
 * partial email and name use trigram indexes (the free-text box one index over both), the order lists
 * the date index; only the page's rows are priced and checked for what is returnable. Matches are
 * counted up to ORDER_SEARCH_COUNT_CAP in the same statement that reads the page, so a trigram
 * filter is evaluated once, not once for the count and again for the page.
 */
type Query = z.output<typeof orderSearchQuerySchema>;

const released = sql.raw(`(${RELEASED_RETURN_STATUSES.join(', ')})`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

/**
 * The free-text box's match on email or name, on ONE trigram index over both (migration 0022) rather
 * than two bitmap scans OR-ed. The separator is a control character, which no search may contain
 * (the request guard refuses them), so a pattern never matches across the two.
 */
const EMAIL_OR_NAME = sql.raw(`lower(o.email || chr(1) || o.customer_name)`);

function filtersOf(q: Query, exactNumber: boolean): SQL {
  const parts: SQL[] = [];
  if (q.q && exactNumber) {
    // The box holds an existing order's number: that order, not every email or name containing it.
    parts.push(sql`o.order_number = ${q.q.trim().toUpperCase()}`);
  } else if (q.q?.includes('@')) {
    // An address as support types it from the customer's mail: its start, on the btree of lower(email)
    // (a trigram search of a whole address ANDs dozens of posting lists, "mai", ".ex"… among them).
    parts.push(sql`lower(o.email) like ${`${escapeLike(q.q.toLowerCase())}%`}`);
  } else if (q.q) {
    const pattern = like(q.q);
    parts.push(sql`${EMAIL_OR_NAME} like ${pattern}`);
  }
  if (q.orderNumber) parts.push(sql`o.order_number = ${q.orderNumber.toUpperCase()}`);
  if (q.email) parts.push(sql`lower(o.email) like ${like(q.email)}`);
  if (q.name) parts.push(sql`lower(o.customer_name) like ${like(q.name)}`);
  if (q.stockCode)
    parts.push(
      sql`o.id in (select ol.order_id from order_lines ol where upper(ol.stock_code) = ${q.stockCode.toUpperCase()})`,
    );
  if (q.status !== undefined) parts.push(sql`o.status = ${q.status}`);
  if (q.dateFrom) parts.push(sql`o.order_date >= ${`${q.dateFrom}T00:00:00Z`}::timestamptz`);
  if (q.dateTo) parts.push(sql`o.order_date < ${`${q.dateTo}T00:00:00Z`}::timestamptz + interval '1 day'`);
  if (q.returnable) {
    const open = sql`exists (
      select 1 from order_lines ol where ol.order_id = o.id and ol.shipped_qty > coalesce((
        select sum(rl.qty_requested) from return_lines rl join returns r on r.id = rl.return_id
        where rl.order_line_id = ol.id and r.status not in ${released}), 0))`;
    parts.push(q.returnable === 'true' ? open : sql`not ${open}`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

type Row = {
  id: string;
  order_number: string;
  order_date: string;
  email: string;
  customer_name: string;
  status: number;
  currency_code: string;
  currency_symbol: string;
  shipment_date: string | null;
  shipping_minor: number;
  shipping_tax_rate_bp: number;
  return_count: number;
  lines: {
    id: string;
    stock_code: string;
    name: string;
    qty: number;
    shipped_qty: number;
    unit_price_minor: number;
    tax_rate_bp: number;
    discount_minor: number;
    requested: number;
  }[];
};

/** Whether the free-text box holds the number of an order (one probe of its unique index). */
async function isOrderNumber(db: Db, text: string | undefined): Promise<boolean> {
  if (!text || text.includes('@') || !/\d/.test(text)) return false;
  const found = await db.execute(sql`select 1 from orders where order_number = ${text.trim().toUpperCase()}`);
  return found.rows.length > 0;
}

export async function searchOrders(db: Db, q: Query) {
  const where = filtersOf(q, await isOrderNumber(db, q.q));
  const pageSize = q.pageSize ?? 20;
  const currentPage = q.page ?? 1;
  const offset = (currentPage - 1) * pageSize;
  // The newest CAP + 1 matches give both the (capped) count and, when the page lies within them, the
  // page; a page past the cap (only asked for by hand) is looked up on its own.
  const newest = sql`order by o.order_date desc, o.iid desc`;
  const pageIds =
    offset + pageSize <= ORDER_SEARCH_COUNT_CAP
      ? sql`select m.id, m.order_date, m.iid from m order by m.order_date desc, m.iid desc limit ${pageSize} offset ${offset}`
      : sql`select o.id, o.order_date, o.iid from orders o where ${where} ${newest} limit ${pageSize} offset ${offset}`;
  const page = await db.execute<Row & { matched: number }>(sql`
      with m as materialized (select o.id, o.order_date, o.iid from orders o where ${where} ${newest} limit ${ORDER_SEARCH_COUNT_CAP + 1}),
        n as (select count(*)::int as matched from m),
        p as (${pageIds})
      select n.matched, o.id, o.order_number, o.order_date, o.email, o.customer_name, o.status, o.currency_code, o.currency_symbol,
        o.shipment_date, o.shipping_minor, o.shipping_tax_rate_bp,
        (select count(*)::int from returns r where r.order_id = o.id) as return_count,
        (select coalesce(json_agg(json_build_object(
            'id', ol.id, 'stock_code', ol.stock_code, 'name', ol.name, 'qty', ol.qty, 'shipped_qty', ol.shipped_qty,
            'unit_price_minor', ol.unit_price_minor, 'tax_rate_bp', ol.tax_rate_bp, 'discount_minor', ol.discount_minor,
            'requested', coalesce((select sum(rl.qty_requested) from return_lines rl join returns r on r.id = rl.return_id
              where rl.order_line_id = ol.id and r.status not in ${released}), 0)
          ) order by ol.line_no), '[]'::json)
          from order_lines ol where ol.order_id = o.id) as lines
      from n left join p on true
      left join orders o on o.id = p.id
      order by p.order_date desc, p.iid desc`);
  const counted = Number(page.rows[0]?.matched ?? 0);
  const rows = page.rows.filter((r) => r.id !== null);
  const total = Math.min(counted, ORDER_SEARCH_COUNT_CAP);
  return {
    total,
    totalCapped: counted > ORDER_SEARCH_COUNT_CAP,
    pages: Math.ceil(total / pageSize),
    currentPage,
    pageSize,
    results: rows.map(toItem),
  };
}

function toItem(r: Row): OrderSearchItem {
  const currency = currencyOf(r.currency_code, r.currency_symbol);
  const lines = (typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines) as Row['lines'];
  const goods = add(
    ...lines.map((l) => fromGross(l.unit_price_minor * l.qty - l.discount_minor, l.tax_rate_bp)),
  );
  const lineItems = lines.map((l) => {
    const requested = Number(l.requested);
    return {
      recordId: l.id,
      stockCode: l.stock_code,
      name: l.name,
      qty: l.qty,
      shippedQty: l.shipped_qty,
      returnQtyRequested: requested,
      availableQty: Math.max(0, l.shipped_qty - requested),
    };
  });
  const availableQty = lineItems.reduce((n, l) => n + l.availableQty, 0);
  return {
    id: r.id,
    orderNumber: r.order_number,
    orderDate: new Date(r.order_date).toISOString(),
    email: r.email,
    customerName: r.customer_name,
    status: r.status,
    statusLabel: orderStatusName(r.status),
    currencyCode: currency.code,
    grandTotal: priceObject(add(goods, fromGross(r.shipping_minor, r.shipping_tax_rate_bp)), currency),
    shipmentDate: r.shipment_date ? new Date(r.shipment_date).toISOString() : null,
    returnCount: Number(r.return_count),
    availableQty,
    returnable: availableQty > 0,
    lineItems,
  };
}
