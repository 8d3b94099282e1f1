import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { actorColumns, HISTORY_ACTOR_COLUMNS, SYSTEM_ACTOR } from '../../history';
import { announceQuoteStatuses } from '../../webhooks/announce';
import { isAnnounced } from '../../webhooks/outbox';

/**
 * A sent quotation whose valid-until has passed is Expired. Decided at read time rather than by a
 * periodic job: every path that lists, reads or moves quotations first runs this one set-based
 * statement, so no reader ever sees a lapsed "sent" (a job would leave a window of up to its period).
 * It is safe across processes: the UPDATE re-checks `status = 'sent'` on the row it locks, so when two
 * processes race only one moves a quotation and only that one records the history row ("status":
 * "sent" → "expired", by the system). With nothing lapsed it is one probe of a partial index.
 */
export async function expireLapsedQuotations(db: Db | Tx, now = new Date()): Promise<number> {
  // Announced to webhooks in the same transaction as the move, and only then paying for a transaction.
  if (await isAnnounced(db, 'quote.status.changed')) return db.transaction((tx) => expire(tx, now, true));
  return expire(db, now, false);
}

async function expire(db: Db | Tx, now: Date, announce: boolean): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    with expired as (
      update quotations set status = 'expired', version = version + 1, updated_at = now()
      where status = 'sent' and valid_until < ${now.toISOString()}::timestamptz
      returning id
    ), recorded as (
      insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
      select 'quotation', e.id::text, 'status', '"sent"'::jsonb, '"expired"'::jsonb, ${actorColumns(SYSTEM_ACTOR)}
      from expired e
      returning 1
    )
    select e.id from expired e`);
  const ids = result.rows.map((r) => r.id);
  if (announce && ids.length) await announceQuoteStatuses(db, ids, 'sent', 'expired', SYSTEM_ACTOR);
  return ids.length;
}
