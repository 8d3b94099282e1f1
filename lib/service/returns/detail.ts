import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import type { ReturnDetail } from '@/lib/api/schemas/returns';
import { returnLineStatusLabel, returnStatus } from '@/lib/api/schemas/return-status';
import { notFound } from '@/lib/errors';
import { add, divideRounded, fromGross, priceObject } from '../money';
import { listReturnAttachments } from './attachments';
import { orderCurrency } from './order-detail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ReturnRow = {
  id: string;
  iid: number;
  order_id: string;
  status: number;
  version: number;
};

/** A return by its number (`id`) or Guid (`recordId`); `lock` takes its row lock for a status move. */
export async function findReturn(db: Db | Tx, key: string | number, field: string, lock = false): Promise<ReturnRow> {
  const text = String(key).trim();
  const match = UUID.test(text) ? sql`id = ${text}` : /^\d{1,9}$/.test(text) ? sql`iid = ${Number(text)}` : null;
  const rows = match
    ? await db.execute<ReturnRow>(sql`select id, iid, order_id, status, version from returns where ${match} ${lock ? sql`for update` : sql``}`)
    : { rows: [] };
  const found = rows.rows[0];
  if (!found) throw notFound(`Return ${text} was not found`, [`${field}: no return has number or recordId ${text}`]);
  return { ...found, iid: Number(found.iid) };
}

export const statusRef = (id: number) => {
  const s = returnStatus(id);
  return { id, name: s?.name ?? 'Unknown', label: s?.label ?? 'Unknown' };
};

/** GET /api/v2/commerce/returns/detail/:id (extension), also the result of a status update. */
export async function getReturnDetail(db: Db | Tx, key: string | number): Promise<ReturnDetail> {
  const found = await findReturn(db, key, 'id');
  const [head, lines, history, attachments] = await Promise.all([
    db.execute<{
      reason_for_return_id: string;
      required_action_id: string;
      comment: string;
      fault_reason: string;
      upload_file_urls: string[];
      created_at: string;
      updated_at: string;
      order_number: string;
      email: string;
      currency_code: string;
      currency_symbol: string;
    }>(sql`
      select r.reason_for_return_id, r.required_action_id, r.comment, r.fault_reason, r.upload_file_urls, r.created_at,
        r.updated_at, o.order_number, o.email, o.currency_code, o.currency_symbol
      from returns r join orders o on o.id = r.order_id where r.id = ${found.id}`),
    db.execute<{
      id: string;
      order_line_id: string;
      product_id: string | null;
      stock_code: string;
      name: string;
      qty_requested: number;
      qty_received: number;
      status: number;
      reason_for_return_id: string;
      required_action_id: string;
      comment: string;
      qty: number;
      unit_price_minor: number;
      tax_rate_bp: number;
      discount_minor: number;
    }>(sql`
      select rl.id, rl.order_line_id, ol.product_id, ol.stock_code, ol.name, rl.qty_requested, rl.qty_received, rl.status,
        rl.reason_for_return_id, rl.required_action_id, rl.comment, ol.qty, ol.unit_price_minor, ol.tax_rate_bp, ol.discount_minor
      from return_lines rl join order_lines ol on ol.id = rl.order_line_id
      where rl.return_id = ${found.id} order by ol.line_no`),
    db.execute<{ from_status: number | null; to_status: number; comment: string; actor_kind: string; actor_name: string; created_at: string }>(sql`
      select from_status, to_status, comment, actor_kind, actor_name, created_at from return_status_history where return_id = ${found.id} order by id`),
    listReturnAttachments(db, found.id),
  ]);
  const h = head.rows[0];
  const currency = orderCurrency(h);
  const lineItems = lines.rows.map((l) => {
    // The unit's share of what was paid for the line (its discount spread evenly), times the quantity returned.
    const paid = l.unit_price_minor * l.qty - l.discount_minor;
    const totalMinor = divideRounded(paid * l.qty_requested, l.qty);
    return {
      recordId: l.id,
      orderLineId: l.order_line_id,
      productId: l.product_id ?? '',
      stockCode: l.stock_code,
      name: l.name,
      returnQtyRequested: l.qty_requested,
      returnQtyRecd: l.qty_received,
      status: l.status,
      statusCode: returnLineStatusLabel(l.status),
      reasonForReturnId: l.reason_for_return_id,
      requiredActionId: l.required_action_id,
      comment: l.comment,
      price: fromGross(l.unit_price_minor, l.tax_rate_bp),
      totalPrice: fromGross(totalMinor, l.tax_rate_bp),
    };
  });
  const current = returnStatus(found.status);
  return {
    recordId: found.id,
    id: found.iid,
    orderId: found.order_id,
    orderNumber: h.order_number,
    email: h.email,
    currencyCode: currency.code,
    status: found.status,
    statusName: current?.name ?? 'Unknown',
    statusLabel: current?.label ?? 'Unknown',
    reasonForReturnId: h.reason_for_return_id,
    requiredActionId: h.required_action_id,
    comment: h.comment,
    faultReason: h.fault_reason,
    uploadFileUrls: h.upload_file_urls ?? [],
    attachments,
    created: new Date(h.created_at).toISOString(),
    lastUpdated: new Date(h.updated_at).toISOString(),
    refundTotal: priceObject(add(...lineItems.map((l) => l.totalPrice)), currency),
    lineItems: lineItems.map((l) => ({ ...l, price: priceObject(l.price, currency), totalPrice: priceObject(l.totalPrice, currency) })),
    history: history.rows.map((e) => ({
      fromStatus: e.from_status,
      toStatus: e.to_status,
      toStatusName: returnStatus(e.to_status)?.name ?? 'Unknown',
      comment: e.comment,
      changedBy: { kind: e.actor_kind as 'staff' | 'client' | 'system', name: e.actor_name },
      created: new Date(e.created_at).toISOString(),
    })),
    allowedNextStatuses: (current?.next ?? []).map(statusRef),
  };
}
