import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Webhooks (docs/webhooks.md): what a client registered, the outbox of events written in the same
 * transaction as the change they announce, one delivery per event and subscribed webhook, and the
 * log of every attempt to send one.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** One event of the catalogue (lib/api/schemas/webhooks.ts), e.g. `product.updated`. */
    event: text('event').notNull(),
    destination: text('destination').notNull(),
    includeMetadata: boolean('include_metadata').notNull().default(false),
    /** false: paused (by staff, by the client, or after failing for 24 h); no events are recorded for it. */
    isActive: boolean('is_active').notNull().default(true),
    /** Sent with every delivery; the values may be credentials, so they are never answered. */
    customHeaders: jsonb('custom_headers').$type<{ key: string; value: string }[]>().notNull().default([]),
    /** The HMAC key of the signature: answered once, at creation and at each rotation. */
    secret: text('secret').notNull(),
    /** The API client that registered it; a client that is not an admin sees only its own. */
    clientId: text('client_id'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** `manual` or `failing`; null while active. */
    pausedReason: text('paused_reason'),
    /** Set by the first failed attempt after a success (or ever); cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastError: text('last_error'),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_event_idx').on(t.event), index('webhooks_client_idx').on(t.clientId)],
);

/**
 * The outbox: one row per announced change (a bulk run or an import writes one per 500 products),
 * inserted by the writer's own transaction, so it exists exactly when the change committed. `seq`
 * numbers events in insert order; for one record that is commit order (its writers hold its row lock).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    entityType: text('entity_type').notNull(),
    /** The record; null for a bulk event (its products are in the payload). */
    entityId: text('entity_id'),
    /** What the body carries besides the envelope (id, event, sequence, occurredAt). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

/**
 * One event to one webhook: pending → sending (claimed by a process until `locked_until`) →
 * delivered, or back to pending with the next attempt's time, or failed once retried for 24 h.
 * Deliveries of one webhook with the same `entity_key` go out in `seq` order, one at a time.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    entityKey: text('entity_key').notNull(),
    /** A test ping or a replay: sent even while the webhook is paused. */
    manual: boolean('manual').notNull().default(false),
    replayOf: uuid('replay_of'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt, t.seq)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_sending_idx')
      .on(t.lockedUntil)
      .where(sql`status = 'sending'`),
    index('webhook_deliveries_open_entity_idx')
      .on(t.webhookId, t.entityKey, t.seq)
      .where(sql`status in ('pending', 'sending')`),
    index('webhook_deliveries_event_idx').on(t.eventId),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/** Every attempt to send a delivery, for the delivery log: when, how long, what the receiver said. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** `delivered` or `failed`. */
    outcome: text('outcome').notNull(),
    responseCode: integer('response_code'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
  },
  (t) => [
    index('webhook_attempts_webhook_idx').on(t.webhookId, t.startedAt.desc()),
    index('webhook_attempts_delivery_idx').on(t.deliveryId),
  ],
);
