import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { ReturnCreate } from '@/lib/api/schemas/returns';
import { invalid, notFound, ruleViolation } from '@/lib/errors';
import { recordLifecycle, type Actor } from '../history';
import { findOrder, orderLines, returnOptions, type OrderLineRow } from './orders';
import { announceReturn } from '../webhooks/announce';

const REQUESTED = 1;

/**
 * POST /api/v2/commerce/return/create. In one transaction holding the order's row lock: every line must
 * be a line of the order, with a known reason and action, asking for no more than was shipped minus
 * what returns not rejected or cancelled already asked for. Any failure writes nothing.
 */
export async function createReturn(db: Db, body: ReturnCreate, actor: Actor): Promise<{ recordId: string; id: number; isValid: boolean }> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, body.orderId, 'orderId', true);
    const [lines, options] = await Promise.all([orderLines(tx, order.id), returnOptions(tx)]);
    const reasons = new Set(options.reasons.map((r) => r.itemValue));
    const actions = new Set(options.actions.map((a) => a.itemValue));
    const defaultAction = options.actions.find((a) => a.isDefault)?.itemValue ?? options.actions[0]?.itemValue ?? '';

    const missing: string[] = [];
    const broken: string[] = [];
    const used = new Map<string, number>();
    const matched = body.lineItems.map((item, i) => {
      const at = `lineItems.${i}`;
      const line = matchLine(lines, item);
      if (!line) {
        const what = item.recordId ? `recordId ${item.recordId}` : item.productId ? `productId ${item.productId}` : `stockCode ${item.stockCode}`;
        broken.push(`${at}.${item.recordId ? 'recordId' : item.productId ? 'productId' : 'stockCode'}: order ${order.order_number} has no line with ${what}`);
        return null;
      }
      if (used.has(line.id)) throw invalid([`${at}: the same order line is already listed at lineItems.${used.get(line.id)}`]);
      used.set(line.id, i);
      if (!reasons.has(item.reasonForReturnId)) missing.push(`${at}.reasonForReturnId: no return reason has id ${item.reasonForReturnId}`);
      const action = item.requiredActionId || defaultAction;
      if (!actions.has(action)) missing.push(`${at}.requiredActionId: no required action has id ${action}`);
      const available = Math.max(0, line.shipped_qty - line.requested);
      if (item.returnQtyRequested > available)
        broken.push(
          `${at}.returnQtyRequested: at most ${available} can be returned (${line.shipped_qty} shipped, ${line.requested} already requested)`,
        );
      return { line, item, action };
    });
    if (missing.length) throw notFound('A return reason or required action does not exist', missing);
    if (broken.length) throw ruleViolation('The return asks for more than can be returned', broken);

    const created = await tx.execute<{ id: string; iid: number }>(sql`
      insert into returns (order_id, status, reason_for_return_id, required_action_id, comment, fault_reason, upload_file_urls)
      values (${order.id}, ${REQUESTED}, ${body.lineItems[0].reasonForReturnId}, ${matched[0]!.action},
        ${body.comment ?? ''}, ${body.faultReason ?? ''}, ${JSON.stringify(body.uploadFileUrls ?? [])}::jsonb)
      returning id, iid`);
    const ret = created.rows[0];
    const rows = matched.map((m) => ({
      return_id: ret.id,
      order_line_id: m!.line.id,
      qty_requested: m!.item.returnQtyRequested,
      qty_received: m!.item.returnQtyRecd ?? 0,
      status: REQUESTED,
      reason_for_return_id: m!.item.reasonForReturnId,
      required_action_id: m!.action,
      comment: m!.item.comment ?? '',
    }));
    await tx.execute(sql`
      insert into return_lines (return_id, order_line_id, qty_requested, qty_received, status, reason_for_return_id, required_action_id, comment)
      select return_id, order_line_id, qty_requested, qty_received, status, reason_for_return_id, required_action_id, comment
      from json_populate_recordset(null::return_lines, ${JSON.stringify(rows)}::json)`);
    await tx.execute(sql`
      insert into return_status_history (return_id, from_status, to_status, comment, actor_kind, actor_name)
      values (${ret.id}, null, ${REQUESTED}, ${body.comment ?? ''}, ${actor.kind}, ${actor.name})`);
    await recordLifecycle(tx, 'return', ret.id, { after: { orderId: order.id, status: REQUESTED, lines: rows.length } }, actor);
    await announceReturn(tx, { id: ret.id, orderId: order.id, status: REQUESTED }, actor);
    return { recordId: ret.id, id: Number(ret.iid), isValid: true };
  });
}

function matchLine(lines: OrderLineRow[], item: ReturnCreate['lineItems'][number]): OrderLineRow | undefined {
  if (item.recordId) return lines.find((l) => l.id === item.recordId);
  if (item.productId) return lines.find((l) => l.product_id === item.productId!.toLowerCase());
  const code = item.stockCode!.toUpperCase();
  return lines.find((l) => l.stock_code.toUpperCase() === code);
}
