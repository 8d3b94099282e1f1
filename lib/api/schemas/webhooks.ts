import { z } from 'zod';
import { formInt } from './form-values';
import { wrapperDSchema } from './wrappers';

/**
 * Webhooks (docs/webhooks.md): the events a client may subscribe to, what it sends to register one
 * (the automation node's two body shapes and ours), what the service answers, and the body each
 * delivery carries. The back-office's form, the service's checks and the OpenAPI document read these.
 */

/**
 * Every event a webhook may subscribe to: the automation node's list (its Webhook/Create and trigger
 * descriptions), then what this service adds. `written` says which change writes it; an event with no
 * writer here (orders, deleted quotations and customers: this service does not change them) may still
 * be subscribed to, as the node offers it, and is announced once such a writer exists.
 */
export const WEBHOOK_EVENTS = [
  {
    event: 'product.created',
    group: 'Products',
    label: 'Product created',
    written: 'product create, import',
  },
  {
    event: 'product.updated',
    group: 'Products',
    label: 'Product updated',
    written: 'product save, bulk update and its undo, import, restore',
  },
  { event: 'product.deleted', group: 'Products', label: 'Product deleted', written: 'product delete' },
  {
    event: 'product.stock.changed',
    group: 'Products',
    label: 'Product stock changed',
    written: 'product save that changes stock',
  },
  { event: 'order.created', group: 'Orders', label: 'Order created', written: null },
  { event: 'order.updated', group: 'Orders', label: 'Order updated', written: null },
  { event: 'order.deleted', group: 'Orders', label: 'Order deleted', written: null },
  { event: 'order.status.changed', group: 'Orders', label: 'Order status changed', written: null },
  { event: 'quote.created', group: 'Quotes', label: 'Quote created', written: 'quotation save (new)' },
  {
    event: 'quote.updated',
    group: 'Quotes',
    label: 'Quote updated',
    written: 'quotation save and edit, status move, conversion',
  },
  { event: 'quote.deleted', group: 'Quotes', label: 'Quote deleted', written: null },
  {
    event: 'quote.status.changed',
    group: 'Quotes',
    label: 'Quote status changed',
    written: 'status move, expiry',
  },
  {
    event: 'customer.created',
    group: 'Customers',
    label: 'Customer created',
    written: 'B2B company registration (its first user)',
  },
  {
    event: 'customer.updated',
    group: 'Customers',
    label: 'Customer updated',
    written: 'B2B company update of its primary user',
  },
  { event: 'customer.deleted', group: 'Customers', label: 'Customer deleted', written: null },
  {
    event: 'return.created',
    group: 'Returns',
    label: 'Return created',
    written: 'return create (extension)',
  },
  {
    event: 'return.status.changed',
    group: 'Returns',
    label: 'Return status changed',
    written: 'return status update (extension)',
  },
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]['event'];
export const WEBHOOK_EVENT_NAMES = WEBHOOK_EVENTS.map((e) => e.event) as [WebhookEvent, ...WebhookEvent[]];
/** The event a test ping sends; nobody subscribes to it. */
export const PING_EVENT = 'webhook.ping';

export const isWebhookEvent = (value: string): value is WebhookEvent =>
  (WEBHOOK_EVENT_NAMES as string[]).includes(value);

/** `product.stock.changed` → `product` and `stock.changed`, as the node splits it. */
export function splitEvent(event: string): { entityType: string; eventType: string } {
  const [entityType, ...rest] = event.split('.');
  return { entityType, eventType: rest.join('.') };
}

/** Headers every delivery carries: a registered header may not replace them. */
export const RESERVED_HEADERS = [
  'host',
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'user-agent',
  'idempotency-key',
  'x-webhook-id',
  'x-webhook-event',
  'x-webhook-event-id',
  'x-webhook-timestamp',
  'x-webhook-signature',
  'x-webhook-attempt',
];
export const MAX_HEADERS = 20;

const headerName = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be a header name (letters, digits and - _ . without spaces)')
  .refine(
    (k) => !RESERVED_HEADERS.includes(k.toLowerCase()) && !k.toLowerCase().startsWith('x-webhook-'),
    'is set by the service on every delivery',
  );
const headerValue = z
  .string({ error: 'must be text' })
  .max(1000, 'must be at most 1000 characters')
  .regex(/^[^\r\n\0]*$/, 'must be one line');

export const webhookHeaderSchema = z
  .object({ key: headerName, value: headerValue })
  .meta({ id: 'WebhookHeader' });

const eventSchema = z
  .string({ error: 'is required' })
  .trim()
  .refine(isWebhookEvent, `must be one of ${WEBHOOK_EVENT_NAMES.join(', ')}`)
  .meta({ description: 'The event to subscribe to', enum: WEBHOOK_EVENT_NAMES });
const urlSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(2000, 'must be at most 2000 characters')
  .meta({
    description:
      'http or https URL that receives a POST of each event; it must not resolve to a private, loopback or link-local address (WEBHOOK_ALLOW_PRIVATE_NETWORKS=1 allows them)',
  });
const descriptionSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(200, 'must be at most 200 characters');

/** The back-office's "New webhook" form, and the same fields of the API's body. */
export const webhookFormSchema = z.object({
  event: eventSchema,
  url: urlSchema,
  description: descriptionSchema.optional(),
  includeMetadata: z.boolean({ error: 'must be true or false' }).optional(),
  headers: z.array(webhookHeaderSchema).max(MAX_HEADERS, `must be at most ${MAX_HEADERS}`).optional(),
});
export type WebhookForm = z.input<typeof webhookFormSchema>;

/**
 * POST (register) and PUT (change) bodies. Two spellings of one webhook are accepted: the and
 * the node's Update (`event`, `url`, `description`, `headers` as a name → value object or a list) and
 * what the node's Client.createWebhook and trigger actually send (`name`, `entityType` + `eventType`,
 * `destination`, `customHeaders` as {key, value}, and four numbers it always sends the same).
 */
export const webhookWriteSchema = z
  .object({
    event: eventSchema.optional(),
    url: urlSchema.optional(),
    description: descriptionSchema.optional().meta({ description: "Shown as the webhook's name" }),
    includeMetadata: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .meta({ description: 'Add `metadata` (webhook, delivery, attempt, source, actor) to each body' }),
    isActive: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .meta({ description: 'false: paused; no events are recorded for it until it is active again' }),
    headers: z
      .union([z.record(z.string(), headerValue), z.array(webhookHeaderSchema)], {
        error: 'must be an object of header names to values, or a list of {key, value}',
      })
      .optional()
      .meta({
        description:
          'Custom headers sent with every delivery (replaces those registered); never answered back',
      }),
    name: descriptionSchema.optional().meta({ description: "The node's spelling of description" }),
    entityType: z
      .string({ error: 'must be text' })
      .trim()
      .max(50)
      .optional()
      .meta({ description: 'The node\'s spelling: entityType + "." + eventType is the event' }),
    eventType: z.string({ error: 'must be text' }).trim().max(50).optional(),
    destination: urlSchema.optional().meta({ description: "The node's spelling of url" }),
    customHeaders: z
      .array(webhookHeaderSchema)
      .max(MAX_HEADERS, `must be at most ${MAX_HEADERS}`)
      .optional()
      .meta({ description: "The node's spelling of headers" }),
    webhookEntityTypes: z.number().int().optional().meta({ description: 'Sent by the node (0); ignored' }),
    webhookEventTypes: z.number().int().optional().meta({ description: 'Sent by the node (1); ignored' }),
    method: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Sent by the node (0); deliveries are always POST with a JSON body' }),
    targetType: z.number().int().optional().meta({ description: 'Sent by the node (1); ignored' }),
  })
  .meta({ id: 'WebhookWrite' });
export type WebhookWrite = z.input<typeof webhookWriteSchema>;

export const webhookIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a Guid' }) });
export const webhookDeliveryParamsSchema = z.object({
  id: z.uuid({ message: 'must be a Guid' }),
  deliveryId: z.uuid({ message: 'must be a Guid' }),
});

export const webhookListQuerySchema = z.object({
  event: z.string().trim().max(100).optional().meta({ description: 'Only webhooks of this event' }),
  isActive: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .meta({ description: 'Only active (true) or paused (false) webhooks' }),
  failing: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .meta({ description: 'true: only webhooks whose last attempt failed, or that were paused for failing' }),
  page: formInt(1, 1_000_000).optional(),
  pageSize: formInt(1, 100).optional(),
});
export type WebhookListQuery = {
  event?: string;
  isActive?: 'true' | 'false';
  failing?: 'true' | 'false';
  page?: number;
  pageSize?: number;
};

export const pagingOnlyQuerySchema = z.object({
  page: formInt(1, 1_000_000).optional(),
  pageSize: formInt(1, 100).optional(),
});

const dateTime = (description: string) => z.string().meta({ description: `DateTime: ${description}` });
const maybeDateTime = (description: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `DateTime: ${description}` });

export const PAUSED_REASONS = ['manual', 'failing'] as const;

export const webhookSchema = z
  .object({
    id: z.string(),
    recordId: z.string().meta({ description: 'The same as id (the node reads either)' }),
    name: z.string(),
    event: z.string(),
    entityType: z.string(),
    eventType: z.string(),
    destination: z.string(),
    includeMetadata: z.boolean(),
    isActive: z.boolean(),
    customHeaders: z.array(
      z.object({
        key: z.string(),
        value: z.string().meta({ description: 'Always <SECRET_VALUE>: a header may carry a credential' }),
      }),
    ),
    clientId: z.string().nullable().meta({ description: 'The API client that registered it' }),
    pausedAt: maybeDateTime('when it was paused; null while active'),
    pausedReason: z
      .enum(PAUSED_REASONS)
      .nullable()
      .meta({ description: 'manual (staff or the client), failing (failed for 24 h); null while active' }),
    failingSince: maybeDateTime('first failed attempt since the last success; null while it succeeds'),
    lastSuccessAt: maybeDateTime('last delivered attempt'),
    lastFailureAt: maybeDateTime('last failed attempt'),
    lastError: z.string().nullable().meta({ description: 'What the last failed attempt found' }),
    pendingDeliveries: z.number().int().meta({ description: 'Deliveries waiting to be sent or retried' }),
    failedDeliveries: z.number().int().meta({ description: 'Deliveries given up after 24 h of retries' }),
    secretRotatedAt: maybeDateTime('last secret rotation'),
    createdAt: dateTime('registered'),
    updatedAt: dateTime('last change'),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookCreatedSchema = webhookSchema
  .extend({
    secret: z.string().meta({ description: 'Signing secret, shown this once (rotate it to get a new one)' }),
  })
  .meta({ id: 'WebhookCreated' });

/**
 * The fields the automation node reads at the top level of the answer (it reads the webhook service's
 * bare record: `response.recordId || response.id`, `response.entityType` …): sent beside Wrapper D's.
 */
export const WEBHOOK_TOP_LEVEL_FIELDS = [
  'id',
  'recordId',
  'name',
  'entityType',
  'eventType',
  'destination',
  'isActive',
  'createdAt',
  'updatedAt',
] as const;

/** A single-webhook answer: Wrapper D, and the node's fields beside it (lib/http/webhook-answer.ts). */
export const webhookAnswerSchema = <T extends z.ZodType>(result: T) =>
  wrapperDSchema(result).extend(
    webhookSchema.pick(
      Object.fromEntries(WEBHOOK_TOP_LEVEL_FIELDS.map((f) => [f, true])) as Record<
        (typeof WEBHOOK_TOP_LEVEL_FIELDS)[number],
        true
      >,
    ).shape,
  );

export const webhookListSchema = z
  .object({
    total: z.number().int(),
    pages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(webhookSchema),
  })
  .meta({ id: 'WebhookList' });

export const webhookSecretSchema = z
  .object({
    id: z.string(),
    secret: z
      .string()
      .meta({ description: 'The new signing secret, shown this once; the old one stops signing at once' }),
    secretRotatedAt: dateTime('this rotation'),
  })
  .meta({ id: 'WebhookSecret' });

export const webhookSendSchema = z
  .object({
    deliveryId: z.string(),
    eventId: z.string().meta({ description: 'The Idempotency-Key the delivery carries' }),
  })
  .meta({ id: 'WebhookSend' });

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;

export const webhookAttemptSchema = z
  .object({
    id: z.string(),
    deliveryId: z.string(),
    eventId: z.string(),
    event: z.string(),
    attempt: z.number().int(),
    startedAt: dateTime('when the attempt was sent'),
    durationMs: z.number().int(),
    outcome: z.enum(['delivered', 'failed']),
    responseCode: z
      .number()
      .int()
      .nullable()
      .meta({
        description: 'HTTP status the receiver answered; null when none (refused, timed out, unreachable)',
      }),
    responseExcerpt: z
      .string()
      .meta({ description: 'The first 500 characters of the answer (at most 64 KB of it is read)' }),
    error: z.string().nullable(),
    deliveryStatus: z.enum(DELIVERY_STATUSES).meta({ description: 'Where the delivery stands now' }),
    replayOf: z.string().nullable().meta({ description: 'The delivery this one replays' }),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookAttemptListSchema = z
  .object({
    total: z.number().int(),
    pages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(webhookAttemptSchema),
  })
  .meta({ id: 'WebhookAttemptList' });

/** What every delivery POSTs (JSON), the same on each attempt and replay. */
export const webhookDeliveryBodySchema = z
  .object({
    id: z.string().meta({ description: 'The event id; also the Idempotency-Key header' }),
    event: z.string(),
    entityType: z.string(),
    eventType: z.string(),
    entityId: z.string().nullable().meta({ description: 'The record; null in a bulk event' }),
    sequence: z
      .number()
      .int()
      .meta({
        description: 'Increases with every event; for one record, in the order its changes committed',
      }),
    occurredAt: dateTime('when the change was made'),
    bulk: z.boolean(),
    runId: z.string().optional().meta({ description: 'Bulk event of a bulk update (or its undo)' }),
    importId: z.string().optional().meta({ description: 'Bulk event of an import' }),
    data: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The record as the event describes it; bulk: productIds (at most 500)' }),
    metadata: z
      .object({
        webhookId: z.string(),
        deliveryId: z.string(),
        attempt: z.number().int(),
        source: z.string().meta({ description: 'api, page, bulk, import, system' }),
        actor: z.string(),
      })
      .optional()
      .meta({ description: 'Only when the webhook has includeMetadata' }),
  })
  .meta({ id: 'WebhookDeliveryBody' });
export type WebhookDeliveryBody = z.infer<typeof webhookDeliveryBodySchema>;
