import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { actorColumns, HISTORY_ACTOR_COLUMNS, SYSTEM_ACTOR } from '../../history';

/**
 * A sent quotation whose valid-until has passed is Expired. Decided at read time rather than by a
 * periodic job: every path that lists, reads or moves quotations first runs this one set-based
 * statement, so no reader ever sees a lapsed "sent" (a job would leave a window of up to its period).
 * It is safe across processes: the UPDATE re-checks `status = 'sent'` on the row it locks, so when two
 * processes race only one moves a quotation and only that one records the history row ("status":
 * "sent" → "expired", by the system). With nothing lapsed it is one probe of a partial index.
 */
export async function expireLapsedQuotations(db: Db | Tx, now = new Date()): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
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
    select count(*)::int as n from recorded`);
  return Number(result.rows[0]?.n ?? 0);
}
