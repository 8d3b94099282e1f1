import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { z } from 'zod';
import type { returnableOrderQuerySchema, returnListQuerySchema } from '@/lib/api/schemas/returns';
import { orderStatusName, parseReturnStatus, RELEASED_RETURN_STATUSES, returnStatus } from '@/lib/api/schemas/return-status';
import { invalid } from '@/lib/errors';

/** Back-office lists (extensions): returns, and orders a return can be started for. */
const DEFAULT_PAGE_SIZE = 20;

const page = (q: { page?: number; pageSize?: number }) => {
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const currentPage = q.page ?? 1;
  return { pageSize, currentPage, offset: (currentPage - 1) * pageSize };
};

const where = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** GET /api/v2/commerce/returns/list — newest first, filtered by status, order number and/or email. */
export async function listReturns(db: Db, q: z.output<typeof returnListQuerySchema>) {
  const filters: SQL[] = [];
  if (q.status) {
    const status = parseReturnStatus(q.status);
    if (status === undefined) throw invalid([`status: unknown return status "${q.status}"`]);
    filters.push(sql`r.status = ${status}`);
  }
  if (q.orderNumber) filters.push(sql`o.order_number = ${q.orderNumber.toUpperCase()}`);
  if (q.email) filters.push(sql`lower(o.email) = ${q.email.toLowerCase()}`);
  const { pageSize, currentPage, offset } = page(q);
  const [count, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from returns r join orders o on o.id = r.order_id where ${where(filters)}`),
    db.execute<{
      id: string;
      iid: number;
      order_id: string;
      order_number: string;
      email: string;
      status: number;
      line_count: number;
      qty: number;
      created_at: string;
      updated_at: string;
    }>(sql`
      select r.id, r.iid, r.order_id, o.order_number, o.email, r.status, r.created_at, r.updated_at,
        (select count(*)::int from return_lines rl where rl.return_id = r.id) as line_count,
        (select coalesce(sum(rl.qty_requested), 0)::int from return_lines rl where rl.return_id = r.id) as qty
      from returns r join orders o on o.id = r.order_id
      where ${where(filters)}
      order by r.iid desc limit ${pageSize} offset ${offset}`),
  ]);
  const total = Number(count.rows[0].n);
  return {
    total,
    pages: Math.ceil(total / pageSize),
    currentPage,
    pageSize,
    results: rows.rows.map((r) => ({
      recordId: r.id,
      id: Number(r.iid),
      orderId: r.order_id,
      orderNumber: r.order_number,
      email: r.email,
      status: r.status,
      statusName: returnStatus(r.status)?.name ?? 'Unknown',
      statusLabel: returnStatus(r.status)?.label ?? 'Unknown',
      lineCount: Number(r.line_count),
      returnQtyRequested: Number(r.qty),
      created: new Date(r.created_at).toISOString(),
      lastUpdated: new Date(r.updated_at).toISOString(),
    })),
  };
}

/** GET /api/v2/commerce/returns/orders — orders by email or number, with what can still be returned. */
export async function listReturnableOrders(db: Db, q: z.output<typeof returnableOrderQuerySchema>) {
  const filters: SQL[] = [];
  if (q.orderNumber) filters.push(sql`o.order_number = ${q.orderNumber.toUpperCase()}`);
  if (q.email) filters.push(sql`lower(o.email) = ${q.email.toLowerCase()}`);
  if (q.returnable === 'true') filters.push(sql`t.available > 0`);
  if (q.returnable === 'false') filters.push(sql`t.available = 0`);
  const released = sql.raw(`(${RELEASED_RETURN_STATUSES.join(', ')})`);
  const base = sql`
    from orders o
    cross join lateral (
      select count(*)::int as line_count, coalesce(sum(ol.shipped_qty), 0)::int as shipped,
        coalesce(sum(greatest(ol.shipped_qty - coalesce((
          select sum(rl.qty_requested) from return_lines rl join returns r on r.id = rl.return_id
          where rl.order_line_id = ol.id and r.status not in ${released}), 0), 0)), 0)::int as available
      from order_lines ol where ol.order_id = o.id
    ) t
    where ${where(filters)}`;
  const { pageSize, currentPage, offset } = page(q);
  const [count, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n ${base}`),
    db.execute<{
      id: string;
      order_number: string;
      order_date: string;
      email: string;
      status: number;
      currency_code: string;
      line_count: number;
      shipped: number;
      available: number;
    }>(sql`
      select o.id, o.order_number, o.order_date, o.email, o.status, o.currency_code, t.line_count, t.shipped, t.available
      ${base} order by o.order_date desc, o.iid desc limit ${pageSize} offset ${offset}`),
  ]);
  const total = Number(count.rows[0].n);
  return {
    total,
    pages: Math.ceil(total / pageSize),
    currentPage,
    pageSize,
    results: rows.rows.map((r) => ({
      id: r.id,
      orderNumber: r.order_number,
      orderDate: new Date(r.order_date).toISOString(),
      email: r.email,
      status: r.status,
      statusLabel: orderStatusName(r.status),
      currencyCode: r.currency_code,
      lineCount: Number(r.line_count),
      shippedQty: Number(r.shipped),
      availableQty: Number(r.available),
    })),
  };
}
