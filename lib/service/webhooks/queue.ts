import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { EventRow } from './body';
import type { AttemptOutcome } from './deliver';

/**
 * The deliveries as a queue in the database (docs/webhooks.md, "Delivery"): claiming what is due,
 * recording what an attempt found, and taking back the claims of a process that died. Every claim
 * and every outcome is one statement, whatever the batch.
 */

/** How long a claim holds: longer than an attempt may take (10 s) with room to record it. */
export const LEASE_SECONDS = 30;
/** Retries go on for this long after the first attempt; then the delivery is failed for good. */
export const RETRY_WINDOW_MS = 24 * 3600_000;
/** A webhook whose attempts keep failing for this long is paused (`failing`). */
export const PAUSE_AFTER_MS = 24 * 3600_000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 3600_000;

/** Exponential backoff with jitter: 0.5–1 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(attempt: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt - 1, 30));
  return Math.round(base * (0.5 + Math.random() * 0.5));
}

export interface Claimed extends EventRow {
  id: string;
  webhook_id: string;
  attempts: number;
  first_attempt_at: string | Date;
  destination: string;
  secret: string;
  custom_headers: { key: string; value: string }[];
  include_metadata: boolean;
}

/**
 * Claims up to `limit` due deliveries: pending, their time come, their webhook active (a ping or a
 * replay goes even to a paused one), each the oldest open delivery of its webhook and record — so one
 * record's events reach a webhook in order, one at a time — and at most `perWebhook` in flight for any
 * one webhook, so a slow receiver cannot take every slot. The UPDATE re-checks `pending` on the row it
 * locks: two processes never claim one delivery.
 */
export async function claimDue(db: Db, limit: number, perWebhook: number): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    // The due index read in order, each candidate checked by index lookups, stopping after `limit * 8`:
    // whatever the statistics say. They are often wrong here (taken when the queue was empty, or never
    // on PGlite), and the planner then read and sorted every pending delivery, or joined the queue to
    // itself without an index (8 s per claim with 5,000 queued); with sorting ruled out, 3.5 ms.
    await tx.execute(sql`set local enable_sort = off`);
    const rows = await tx.execute<Claimed & Record<string, unknown>>(sql`
    with busy as materialized (select webhook_id, count(*)::int as n from webhook_deliveries where status = 'sending' group by webhook_id),
    candidates as (
      select d.id, d.webhook_id, d.next_attempt_at, d.seq from webhook_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= now()
        and (d.manual or (select w.is_active from webhooks w where w.id = d.webhook_id))
        and d.seq = (select min(p.seq) from webhook_deliveries p where p.webhook_id = d.webhook_id and p.entity_key = d.entity_key
                       and p.status in ('pending', 'sending'))
      order by d.next_attempt_at, d.seq limit ${limit * 8}),
    ranked as (
      select c.id, c.next_attempt_at, c.seq,
        row_number() over (partition by c.webhook_id order by c.next_attempt_at, c.seq) + coalesce(b.n, 0) as slot
      from candidates c left join busy b on b.webhook_id = c.webhook_id),
    chosen as (select id from ranked where slot <= ${perWebhook} order by next_attempt_at, seq limit ${limit}),
    claimed as (
      update webhook_deliveries d set status = 'sending', attempts = d.attempts + 1,
        locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), first_attempt_at = coalesce(d.first_attempt_at, now())
      from chosen where d.id = chosen.id and d.status = 'pending'
      returning d.id, d.webhook_id, d.event_id, d.attempts, d.first_attempt_at)
    select c.id, c.webhook_id, c.attempts, c.first_attempt_at, c.event_id, e.seq, e.event, e.entity_id, e.payload, e.created_at,
      w.destination, w.secret, w.custom_headers, w.include_metadata
    from claimed c join webhook_events e on e.id = c.event_id join webhooks w on w.id = c.webhook_id`);
    return rows.rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
  });
}

export interface Outcome extends AttemptOutcome {
  deliveryId: string;
  webhookId: string;
  attempt: number;
  firstAttemptAt: Date;
}

/**
 * Records attempts in one transaction: each attempt's log row; its delivery delivered, failed for good
 * (24 h of retries are over) or pending again at its backoff time — unless another process took the
 * delivery over meanwhile (its attempt number moved on); each webhook's health from its latest outcome;
 * and pauses the webhooks that have been failing for 24 h. Returns whether any was paused.
 */
export async function recordOutcomes(db: Db, outcomes: Outcome[]): Promise<boolean> {
  const now = Date.now();
  const rows = outcomes.map((o) => {
    const final = !o.ok && !o.interrupted && now - o.firstAttemptAt.getTime() >= RETRY_WINDOW_MS;
    const next =
      o.ok || final ? null : new Date(now + (o.interrupted ? 0 : retryDelayMs(o.attempt))).toISOString();
    return {
      id: o.deliveryId,
      webhook_id: o.webhookId,
      attempt: o.attempt,
      status: o.ok ? 'delivered' : final ? 'failed' : 'pending',
      next_at: next,
      code: o.statusCode,
      excerpt: o.excerpt,
      error: o.error,
      started_at: o.startedAt.toISOString(),
      duration_ms: o.durationMs,
    };
  });
  // Each webhook's latest outcome (outcomes come in the order they finished); an interrupted attempt says nothing of the receiver.
  const health = new Map<string, { webhook_id: string; ok: boolean; error: string | null; at: string }>();
  for (const o of outcomes)
    if (!o.interrupted)
      health.set(o.webhookId, {
        webhook_id: o.webhookId,
        ok: o.ok,
        error: o.error,
        at: new Date(o.startedAt.getTime() + o.durationMs).toISOString(),
      });
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      with r as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, webhook_id uuid, attempt int, status text,
                   next_at timestamptz, code int, excerpt text, error text, started_at timestamptz, duration_ms int)),
      moved as (
        update webhook_deliveries d set status = r.status, next_attempt_at = coalesce(r.next_at, d.next_attempt_at), locked_until = null,
          delivered_at = case when r.status = 'delivered' then now() else d.delivered_at end, last_status_code = r.code, last_error = r.error
        from r where d.id = r.id and d.status = 'sending' and d.attempts = r.attempt
        returning d.id)
      insert into webhook_attempts (delivery_id, webhook_id, attempt, started_at, duration_ms, outcome, response_code, response_excerpt, error)
      select r.id, r.webhook_id, r.attempt, r.started_at, r.duration_ms, case when r.status = 'delivered' then 'delivered' else 'failed' end,
        r.code, coalesce(r.excerpt, ''), r.error
      from r where exists (select 1 from webhook_deliveries x where x.id = r.id)`);
    if (health.size === 0) return false;
    await tx.execute(sql`
      update webhooks w set
        last_success_at = case when h.ok then h.at else w.last_success_at end,
        last_failure_at = case when h.ok then w.last_failure_at else h.at end,
        failing_since = case when h.ok then null else coalesce(w.failing_since, h.at) end,
        last_error = case when h.ok then w.last_error else h.error end
      from jsonb_to_recordset(${JSON.stringify([...health.values()])}::jsonb) as h(webhook_id uuid, ok boolean, error text, at timestamptz)
      where w.id = h.webhook_id`);
    const paused = await tx.execute(sql`
      update webhooks set is_active = false, paused_at = now(), paused_reason = 'failing', updated_at = now()
      where is_active and failing_since < now() - make_interval(secs => ${PAUSE_AFTER_MS / 1000})
        and id in (select (h ->> 'webhook_id')::uuid from jsonb_array_elements(${JSON.stringify([...health.values()])}::jsonb) h)
      returning id`);
    return paused.rows.length > 0;
  });
}

/**
 * Claims whose process died (PostgreSQL: the lease ran out; PGlite at start: every claim, since one
 * process owns the database) go back to pending at once, their attempt logged as interrupted; the
 * next attempt carries the same idempotency key.
 */
export async function reclaimAbandoned(db: Db, all: boolean): Promise<number> {
  // RETURNING gives the updated row: the claim's time is read before the update, by the rows it locks.
  const rows = await db.execute(sql`
    with old as (
      select id, webhook_id, attempts, locked_until from webhook_deliveries
      where status = 'sending' ${all ? sql`` : sql`and locked_until < now()`}
      for update skip locked),
    r as (
      update webhook_deliveries d set status = 'pending', locked_until = null, next_attempt_at = now()
      from old where d.id = old.id
      returning old.id, old.webhook_id, old.attempts, old.locked_until)
    insert into webhook_attempts (delivery_id, webhook_id, attempt, started_at, duration_ms, outcome, error)
    select id, webhook_id, attempts, locked_until - make_interval(secs => ${LEASE_SECONDS}), 0, 'failed',
      'interrupted: the process sending it stopped before it was answered'
    from r returning delivery_id`);
  return rows.rows.length;
}

/** Days the delivery log keeps settled deliveries (WEBHOOK_LOG_DAYS, default 30). */
const logDays = () => Math.max(1, Number(process.env.WEBHOOK_LOG_DAYS) || 30);

/** Drops settled deliveries (with their attempts) and the events nobody still needs, past the log's age. */
export async function purgeDeliveryLog(db: Db): Promise<void> {
  const cutoff = sql`now() - make_interval(days => ${logDays()})`;
  await db.execute(
    sql`delete from webhook_deliveries where status in ('delivered', 'failed') and created_at < ${cutoff}`,
  );
  await db.execute(sql`delete from webhook_events e where e.created_at < ${cutoff}
    and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)`);
}
