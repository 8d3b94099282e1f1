import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { WebhookAttempt } from '@/lib/api/schemas/webhooks';
import { notFound } from '@/lib/errors';
import type { AuthenticatedClient } from '../api-clients';
import { wakeWebhookDispatcher } from './dispatcher';
import { getWebhook } from './manage';
import { recordManualDelivery } from './outbox';

/**
 * A webhook's delivery log (every attempt, newest first), a test ping, and the replay of one delivery:
 * the same event (same body, same idempotency key) sent once more to that webhook, even while it is
 * paused, as a delivery of its own.
 */
type Caller = AuthenticatedClient | null;

export async function listDeliveryAttempts(
  db: Db,
  webhookId: string,
  paging: { page?: number; pageSize?: number },
  client: Caller,
) {
  const webhook = await getWebhook(db, webhookId, client);
  const pageSize = paging.pageSize ?? 25;
  const currentPage = paging.page ?? 1;
  const [rows, total] = await Promise.all([
    db.execute<{
      id: string;
      delivery_id: string;
      event_id: string;
      event: string;
      attempt: number;
      started_at: string | Date;
      duration_ms: number;
      outcome: 'delivered' | 'failed';
      response_code: number | null;
      response_excerpt: string;
      error: string | null;
      status: WebhookAttempt['deliveryStatus'];
      replay_of: string | null;
    }>(sql`
      select a.id, a.delivery_id, d.event_id, e.event, a.attempt, a.started_at, a.duration_ms, a.outcome, a.response_code,
        a.response_excerpt, a.error, d.status, d.replay_of
      from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id join webhook_events e on e.id = d.event_id
      where a.webhook_id = ${webhook.id}::uuid
      order by a.started_at desc, a.id desc limit ${pageSize} offset ${(currentPage - 1) * pageSize}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from webhook_attempts where webhook_id = ${webhook.id}::uuid`,
    ),
  ]);
  const n = Number(total.rows[0]?.n ?? 0);
  return {
    total: n,
    pages: Math.ceil(n / pageSize),
    currentPage,
    pageSize,
    results: rows.rows.map((r): WebhookAttempt => ({
      id: r.id,
      deliveryId: r.delivery_id,
      eventId: r.event_id,
      event: r.event,
      attempt: Number(r.attempt),
      startedAt: new Date(r.started_at).toISOString(),
      durationMs: Number(r.duration_ms),
      outcome: r.outcome,
      responseCode: r.response_code === null ? null : Number(r.response_code),
      responseExcerpt: r.response_excerpt,
      error: r.error,
      deliveryStatus: r.status,
      replayOf: r.replay_of,
    })),
  };
}

/** "Send test ping": a `webhook.ping` event to this webhook alone, delivered and logged like any other. */
export async function pingWebhook(db: Db, webhookId: string, client: Caller) {
  const webhook = await getWebhook(db, webhookId, client);
  const sent = await recordManualDelivery(db, webhook.id, {
    ping: {
      webhookId: webhook.id,
      name: webhook.name,
      event: webhook.event,
      message: 'Test ping from the catalogue service',
    },
  });
  wakeWebhookDispatcher();
  return sent;
}

/** Sends the event of one of this webhook's deliveries again, as a new delivery (replayOf names the first). */
export async function replayDelivery(db: Db, webhookId: string, deliveryId: string, client: Caller) {
  const webhook = await getWebhook(db, webhookId, client);
  const found = await db.execute<{ event_id: string }>(
    sql`select event_id from webhook_deliveries where id = ${deliveryId.toLowerCase()}::uuid and webhook_id = ${webhook.id}::uuid`,
  );
  const delivery = found.rows[0];
  if (!delivery)
    throw notFound(`Delivery ${deliveryId} was not found`, [
      `deliveryId: webhook ${webhook.id} has no delivery ${deliveryId}`,
    ]);
  const sent = await recordManualDelivery(
    db,
    webhook.id,
    { id: delivery.event_id },
    deliveryId.toLowerCase(),
  );
  wakeWebhookDispatcher();
  return sent;
}
