import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { PING_EVENT, splitEvent, type WebhookEvent } from '@/lib/api/schemas/webhooks';
import { cached, invalidate } from '../cache';
import type { Actor } from '../history';

/**
 * The transactional outbox (docs/webhooks.md, "Outbox"): a change announces itself by writing event
 * rows with its own transaction handle, so an event exists exactly when its change committed — a
 * rolled-back change leaves none, a committed one cannot lose it. The same statement fans the event
 * out to one delivery per active webhook of that event and, with NOTIFY (sent by PostgreSQL only at
 * commit, never on rollback), wakes the dispatchers (./dispatcher.ts).
 *
 * Nothing is written when no active webhook subscribes to the event: a tiny cached set of subscribed
 * events makes that a lookup in memory, so a write nobody listens to pays nothing. Webhook changes
 * invalidate the set (in every process, through the cache bus).
 */
export const WEBHOOK_CHANNEL = 'catalogue_webhooks';
export const SUBSCRIPTIONS_CACHE_KEY = 'webhooks:subscriptions';
/** Products per bulk event: a run over 100,000 products is 200 events, not 100,000. */
export const BULK_EVENT_SIZE = 500;
const SUBSCRIPTIONS_TTL_MS = 30_000;

/** The events an active webhook subscribes to; loaded with the caller's handle (inside its transaction). */
async function subscribedEvents(tx: Tx | Db): Promise<Set<string>> {
  return cached(SUBSCRIPTIONS_CACHE_KEY, SUBSCRIPTIONS_TTL_MS, async () => {
    const rows = await tx.execute<{ event: string }>(
      sql`select distinct event from webhooks where is_active`,
    );
    return new Set(rows.rows.map((r) => r.event));
  });
}

/** Whether an active webhook subscribes to `event`: a writer that would open a transaction only to announce asks first. */
export async function isAnnounced(db: Tx | Db, event: WebhookEvent): Promise<boolean> {
  return (await subscribedEvents(db)).has(event);
}

/** After a webhook was added, changed, paused or removed (called once its transaction committed). */
export function subscriptionsChanged(): void {
  invalidate(SUBSCRIPTIONS_CACHE_KEY);
}

/** One change of one record. */
export interface OutboxEvent {
  event: WebhookEvent;
  entityId: string;
  /** The record as the event describes it (the body's `data`). */
  data: Record<string, unknown>;
}

/** Who made the change, for the body's `metadata` (sent when the webhook asks for it). */
const originOf = (actor: Actor, source = actor.source) => ({ source, actor: actor.name });

/**
 * The fan-out and the wake-up, after a CTE `ev` that returned the new events' `id, seq, event,
 * entity_key`: one delivery per active webhook of each event's kind, and one NOTIFY when any.
 */
const FAN_OUT = sql`,
    d as (insert into webhook_deliveries (webhook_id, event_id, seq, entity_key)
          select w.id, ev.id, ev.seq, ev.entity_key from ev join webhooks w on w.event = ev.event and w.is_active
          returning event_id)
    select pg_notify(${WEBHOOK_CHANNEL}, '') from (select 1 from d limit 1) woken`;

/**
 * Announces single-record changes inside the caller's transaction: one event each, in the order
 * given, to every active webhook of its event. A no-op when nobody subscribes to any of them.
 */
export async function recordEvents(tx: Tx | Db, events: OutboxEvent[], actor: Actor): Promise<void> {
  if (events.length === 0) return;
  const wanted = await subscribedEvents(tx);
  const kept = events.filter((e) => wanted.has(e.event));
  if (kept.length === 0) return;
  const origin = originOf(actor);
  const rows = kept.map((e, n) => {
    const { entityType } = splitEvent(e.event);
    return {
      n,
      event: e.event,
      entity_type: entityType,
      entity_id: e.entityId,
      payload: { bulk: false, data: e.data, origin },
    };
  });
  await tx.execute(sql`
    with v as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(n int, event text, entity_type text, entity_id text, payload jsonb)),
    ev as (insert into webhook_events (event, entity_type, entity_id, payload)
           select event, entity_type, entity_id, payload from v order by n
           returning id, seq, event, entity_type || ':' || entity_id as entity_key)${FAN_OUT}`);
}

/** Products of a set-based write: a list of ids, or a query whose column `id` (uuid) names them. */
export interface BulkEventGroup {
  event: WebhookEvent;
  ids: string[] | SQL;
}

/** The bulk run or import the products were written by (the body's `runId` or `importId`). */
export type BulkOrigin = { runId: string; importId?: undefined } | { importId: string; runId?: undefined };

/**
 * Announces a set-based write (bulk run, its undo, an import batch) inside its transaction: per
 * group, one event per BULK_EVENT_SIZE products (`bulk: true`, the run or import id, the product ids),
 * all of one run ordered among themselves. Set-based itself: one statement per group, whatever the count.
 */
export async function recordBulkEvents(
  tx: Tx,
  groups: BulkEventGroup[],
  origin: BulkOrigin,
  actor: Actor,
  data: Record<string, unknown> = {},
): Promise<void> {
  const wanted = await subscribedEvents(tx);
  const [key, id] = origin.runId ? ['runId', origin.runId] : ['importId', origin.importId!];
  const meta = originOf(actor, origin.runId ? 'bulk' : 'import');
  for (const group of groups) {
    if (!wanted.has(group.event) || (Array.isArray(group.ids) && group.ids.length === 0)) continue;
    const { entityType } = splitEvent(group.event);
    // A list is cut into events here, in the order given (once each: duplicates dropped), and sent as
    // one JSON document: numbering, sorting and aggregating 100,000 listed ids in SQL took 0.58 s of a
    // bulk run's 5 s. A query's rows are numbered by id in SQL.
    let parts: SQL;
    if (Array.isArray(group.ids)) {
      const unique = [...new Set(group.ids)];
      const cut: string[][] = [];
      for (let i = 0; i < unique.length; i += BULK_EVENT_SIZE) cut.push(unique.slice(i, i + BULK_EVENT_SIZE));
      parts = sql`select t.part, t.ids, jsonb_array_length(t.ids) as n
        from jsonb_array_elements(${JSON.stringify(cut)}::jsonb) with ordinality as t(ids, part)`;
    } else {
      parts = sql`select part, jsonb_agg(id order by id) as ids, count(*)::int as n
        from (select id, (row_number() over (order by id) - 1) / ${BULK_EVENT_SIZE} as part from (${group.ids}) ids) numbered
        group by part`;
    }
    await tx.execute(sql`
      with parts as (${parts}),
      ev as (insert into webhook_events (event, entity_type, entity_id, payload)
             select ${group.event}, ${entityType}, null,
               jsonb_build_object('bulk', true, ${key}::text, ${id}::text, 'origin', ${JSON.stringify(meta)}::jsonb,
                 'data', jsonb_build_object('productIds', p.ids, 'count', p.n) || ${JSON.stringify(data)}::jsonb)
             from parts p order by p.part
             returning id, seq, event, ${`${entityType}:bulk:${id}`}::text as entity_key)${FAN_OUT}`);
  }
}

/** A test ping, or a replay of an earlier event, to one webhook only (sent even while it is paused). */
export async function recordManualDelivery(
  db: Db,
  webhookId: string,
  event: { id: string } | { ping: Record<string, unknown> },
  replayOf?: string,
): Promise<{ deliveryId: string; eventId: string }> {
  const ev =
    'id' in event
      ? sql`select e.id, e.seq, e.event, ${`replay:${randomUUID()}`}::text as entity_key from webhook_events e where e.id = ${event.id}::uuid`
      : sql`insert into webhook_events (event, entity_type, entity_id, payload)
            values (${PING_EVENT}, 'webhook', ${webhookId}, ${JSON.stringify({ bulk: false, data: event.ping, origin: { source: 'page', actor: 'Test ping' } })}::jsonb)
            returning id, seq, event, 'ping:' || id::text as entity_key`;
  const rows = await db.execute<{ delivery_id: string; event_id: string }>(sql`
    with ev as (${ev}),
    d as (insert into webhook_deliveries (webhook_id, event_id, seq, entity_key, manual, replay_of)
          select ${webhookId}::uuid, ev.id, ev.seq, ev.entity_key, true, ${replayOf ?? null}::uuid from ev
          returning id, event_id)
    select d.id as delivery_id, d.event_id, pg_notify(${WEBHOOK_CHANNEL}, '') from d`);
  return { deliveryId: rows.rows[0].delivery_id, eventId: rows.rows[0].event_id };
}
