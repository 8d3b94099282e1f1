import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import type { ReturnDetail, ReturnUpdate } from '@/lib/api/schemas/returns';
import { parseReturnStatus, RELEASED_RETURN_STATUSES, RETURN_STATUSES, returnStatus } from '@/lib/api/schemas/return-status';
import { invalid, notFound, ruleViolation } from '@/lib/errors';
import { recordChanges, type Actor } from '../history';
import { findReturn, getReturnDetail } from './detail';
import { announceReturn } from '../webhooks/announce';

const RECEIVED = 4;

/**
 * POST /api/v2/commerce/return/:id/update: moves a return to another status along the allowed moves
 * (RETURN_STATUSES), its open lines with it, and records the move in its history; the result is the
 * updated return (as GET /api/v2/commerce/returns/detail/:id). Moving to Received sets each line's
 * received quantity (from `lineItems`, else all requested).
 */
export async function updateReturnStatus(db: Db, key: string, body: ReturnUpdate, actor: Actor): Promise<ReturnDetail> {
  const field = body.rettunStatus !== undefined ? 'rettunStatus' : 'returnStatus';
  const given = body.rettunStatus ?? body.returnStatus!;
  const target = parseReturnStatus(given);
  if (target === undefined)
    throw invalid([`${field}: unknown status "${given}"; statuses are ${RETURN_STATUSES.map((s) => `${s.id} ${s.name}`).join(', ')}`]);

  const detailKey = await db.transaction(async (tx) => {
    const ret = await findReturn(tx, key, 'id', true);
    if (body.id !== undefined && String(body.id).trim() !== '' && !sameReturn(String(body.id).trim(), ret))
      throw invalid([`id: ${body.id} names another return than the path (${ret.iid})`]);
    const from = returnStatus(ret.status);
    if (!from || !(from.next as readonly number[]).includes(target)) {
      const allowed = (from?.next ?? []).map((n) => returnStatus(n)!.name);
      throw ruleViolation(`A ${from?.name ?? 'unknown'} return cannot move to ${returnStatus(target)!.name}`, [
        `${field}: cannot move from ${from?.name ?? ret.status} to ${returnStatus(target)!.name}; allowed: ${allowed.length ? allowed.join(', ') : 'none (final status)'}`,
      ]);
    }
    const releasedSql = sql.raw(`(${RELEASED_RETURN_STATUSES.join(', ')})`);
    if (target === RECEIVED) await setReceived(tx, ret.id, body.lineItems ?? []);
    else if (body.lineItems?.length) throw invalid(['lineItems: received quantities are given only when moving to Received']);
    await tx.execute(sql`
      update return_lines set status = ${target}
      where return_id = ${ret.id} and status not in ${releasedSql}`);
    await tx.execute(sql`update returns set status = ${target}, version = version + 1, updated_at = now() where id = ${ret.id}`);
    await tx.execute(sql`
      insert into return_status_history (return_id, from_status, to_status, comment, actor_kind, actor_name)
      values (${ret.id}, ${ret.status}, ${target}, ${body.comment ?? ''}, ${actor.kind}, ${actor.name})`);
    await recordChanges(tx, 'return', ret.id, [{ field: 'status', before: ret.status, after: target }], actor);
    await announceReturn(tx, { id: ret.id, orderId: ret.order_id, status: target, previousStatus: ret.status }, actor);
    return ret.id;
  });
  return getReturnDetail(db, detailKey);
}

function sameReturn(id: string, ret: { id: string; iid: number }): boolean {
  return id.toLowerCase() === ret.id || id === String(ret.iid);
}

async function setReceived(db: Db | Tx, returnId: string, given: { recordId: string; returnQtyRecd: number }[]) {
  const lines = await db.execute<{ id: string; qty_requested: number }>(
    sql`select id, qty_requested from return_lines where return_id = ${returnId}`,
  );
  const byId = new Map(lines.rows.map((l) => [l.id, l]));
  const errors: string[] = [];
  given.forEach((g, i) => {
    const line = byId.get(g.recordId.toLowerCase());
    if (!line) throw notFound('A return line was not found', [`lineItems.${i}.recordId: the return has no line ${g.recordId}`]);
    if (g.returnQtyRecd > line.qty_requested)
      errors.push(`lineItems.${i}.returnQtyRecd: at most ${line.qty_requested} were requested`);
  });
  if (errors.length) throw ruleViolation('More received than requested', errors);
  const received = new Map(given.map((g) => [g.recordId.toLowerCase(), g.returnQtyRecd]));
  for (const line of lines.rows)
    await db.execute(sql`update return_lines set qty_received = ${received.get(line.id) ?? line.qty_requested} where id = ${line.id}`);
}
