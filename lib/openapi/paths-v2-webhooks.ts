import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  pagingOnlyQuerySchema,
  webhookAnswerSchema,
  webhookAttemptListSchema,
  webhookCreatedSchema,
  webhookDeliveryBodySchema,
  webhookDeliveryParamsSchema,
  webhookIdParamsSchema,
  webhookListQuerySchema,
  webhookListSchema,
  webhookSchema,
  webhookSecretSchema,
  webhookSendSchema,
  webhookWriteSchema,
} from '@/lib/api/schemas/webhooks';
import { addPath, jsonBody, responses } from './helpers';
import { V2_AUTH_NOTE } from './paths-v2-content';

/**
 * Webhooks (docs/webhooks.md): registration at /api/v2/webhook/webhooks — the automation node's
 * webhook module URL is `<service>/api/v2/webhook`, so its own calls to `/webhook` and `/webhook/{id}`
 * land on the twin paths documented here too — the delivery log, pings and replays, and (under
 * `webhooks` of this document) the body every delivery POSTs.
 */
const TAG = 'v2 Webhooks';
const N8N = 'the vendor automation node (better-commerce/n8n-nodes-bettercommerce)';
const OWNER_NOTE =
  "A client sees and changes the webhooks it registered; an admin client (the back-office) every webhook. Another client's webhook is answered 404.";
const NODE_NOTE = `Besides Wrapper D, the answer repeats id, recordId, name, entityType, eventType, destination, isActive, createdAt and updatedAt at the top level, where ${N8N} reads them (response.recordId || response.id).`;
const NODE_PATH_NOTE = `The path ${N8N} calls (its Utils/Client.ts: \`{webhook module URL}/webhook\`), the same operation as under /webhooks.`;

/** A single-webhook answer: Wrapper D with the node's fields beside it; failures in Wrapper D. */
function recordAnswers(result: z.ZodType, failures: number[]): RouteConfig['responses'] {
  const answers = responses('D', result, failures);
  return {
    ...answers,
    200: { description: 'Success', content: { 'application/json': { schema: webhookAnswerSchema(result) } } },
  };
}

export function registerV2WebhookPaths(registry: OpenAPIRegistry) {
  const list = {
    summary: 'Webhooks',
    description: `Extension: the webhooks registered, newest first, paged (page, pageSize 1–100, default 25); filters event, isActive and failing. ${OWNER_NOTE} ${V2_AUTH_NOTE}`,
    request: { query: webhookListQuerySchema },
    responses: responses('D', webhookListSchema, [400, 401]),
  };
  const create = {
    summary: 'Register a webhook',
    description: [
      'Extension: one event, one URL. Both body spellings are accepted: `event`, `url`, `description`, `headers`, or what the node sends — `name`, `entityType` + `eventType`, `destination`, `customHeaders` (its four numbers are ignored).',
      'The URL must be http or https and must not resolve to a loopback, private, link-local or cloud-metadata address (400; WEBHOOK_ALLOW_PRIVATE_NETWORKS=1 allows private networks). A client may register at most 100 webhooks (409).',
      'The answer carries `secret`, the HMAC-SHA256 signing key, this once. Every change after the registration commits is delivered (docs/webhooks.md).',
      NODE_NOTE,
      OWNER_NOTE,
    ].join(' '),
    request: { body: jsonBody(webhookWriteSchema) },
    responses: recordAnswers(webhookCreatedSchema, [400, 401, 409]),
  };
  const read = {
    summary: 'One webhook',
    description: `Extension. Custom header values are never answered (<SECRET_VALUE>), nor the secret. ${NODE_NOTE} ${OWNER_NOTE}`,
    request: { params: webhookIdParamsSchema },
    responses: recordAnswers(webhookSchema, [400, 401, 404]),
  };
  const update = {
    summary: 'Change a webhook',
    description: `Extension: the fields given change (either spelling, as on register); \`headers\` replace those registered; \`isActive\` false pauses it, true resumes it (and clears its failing state). ${NODE_NOTE} ${OWNER_NOTE}`,
    request: { params: webhookIdParamsSchema, body: jsonBody(webhookWriteSchema) },
    responses: recordAnswers(webhookSchema, [400, 401, 404]),
  };
  const remove = {
    summary: 'Delete a webhook',
    description: `Extension: the webhook, its queued deliveries and its delivery log. ${OWNER_NOTE}`,
    request: { params: webhookIdParamsSchema },
    responses: responses('D', z.boolean(), [400, 401, 404]),
  };
  const base = '/api/v2/webhook/webhooks';
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'get',
    path: base,
    operationId: 'listWebhooks',
    ...list,
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'post',
    path: base,
    operationId: 'createWebhook',
    ...create,
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'get',
    path: `${base}/{id}`,
    operationId: 'getWebhook',
    ...read,
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'put',
    path: `${base}/{id}`,
    operationId: 'updateWebhook',
    ...update,
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'delete',
    path: `${base}/{id}`,
    operationId: 'deleteWebhook',
    ...remove,
  });

  const nodeBase = '/api/v2/webhook/webhook';
  const node = <T extends { description: string }>(op: T): T => ({
    ...op,
    description: `${NODE_PATH_NOTE} ${op.description}`,
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'get',
    path: nodeBase,
    operationId: 'listWebhooksNodePath',
    ...node(list),
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'post',
    path: nodeBase,
    operationId: 'createWebhookNodePath',
    ...node(create),
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'get',
    path: `${nodeBase}/{id}`,
    operationId: 'getWebhookNodePath',
    ...node(read),
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'put',
    path: `${nodeBase}/{id}`,
    operationId: 'updateWebhookNodePath',
    ...node(update),
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'delete',
    path: `${nodeBase}/{id}`,
    operationId: 'deleteWebhookNodePath',
    ...node(remove),
  });

  for (const [verb, operationId, summary, what] of [
    [
      'activate',
      'activateWebhook',
      'Resume a webhook',
      'resumes a paused webhook (its failing state cleared; deliveries queued before the pause go on)',
    ],
    [
      'deactivate',
      'deactivateWebhook',
      'Pause a webhook',
      'pauses it: no event is recorded for it until it is resumed',
    ],
  ] as const)
    addPath(registry, {
      tag: TAG,
      extension: true,
      method: 'post',
      path: `${base}/{id}/${verb}`,
      operationId,
      summary,
      description: `Extension (${N8N}: Client.${verb}Webhook): ${what}. ${NODE_NOTE} ${OWNER_NOTE}`,
      request: { params: webhookIdParamsSchema },
      responses: recordAnswers(webhookSchema, [400, 401, 404]),
    });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'post',
    path: `${base}/{id}/rotate-secret`,
    operationId: 'rotateWebhookSecret',
    summary: 'New signing secret',
    description: `Extension: a new secret, answered this once; every attempt from now on is signed with it. ${OWNER_NOTE}`,
    request: { params: webhookIdParamsSchema },
    responses: responses('D', webhookSecretSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'post',
    path: `${base}/{id}/ping`,
    operationId: 'pingWebhook',
    summary: 'Send a test ping',
    description: `Extension: a webhook.ping event to this webhook alone (even while paused), delivered, retried and logged like any other. ${OWNER_NOTE}`,
    request: { params: webhookIdParamsSchema },
    responses: responses('D', webhookSendSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'get',
    path: `${base}/{id}/deliveries`,
    operationId: 'listWebhookDeliveries',
    summary: 'Delivery log',
    description: `Extension: every attempt to deliver to this webhook, newest first, paged: time, event, attempt, outcome, duration, response code and excerpt, where its delivery stands. Kept for WEBHOOK_LOG_DAYS (30) days. ${OWNER_NOTE}`,
    request: { params: webhookIdParamsSchema, query: pagingOnlyQuerySchema },
    responses: responses('D', webhookAttemptListSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag: TAG,
    extension: true,
    method: 'post',
    path: `${base}/{id}/deliveries/{deliveryId}/replay`,
    operationId: 'replayWebhookDelivery',
    summary: 'Replay a delivery',
    description: `Extension: the delivery's event once more (the same body and Idempotency-Key) as a new delivery, even while the webhook is paused. ${OWNER_NOTE}`,
    request: { params: webhookDeliveryParamsSchema },
    responses: responses('D', webhookSendSchema, [400, 401, 404]),
  });

  registry.registerWebhook({
    method: 'post',
    path: 'webhookDelivery',
    operationId: 'webhookDelivery',
    tags: [TAG],
    summary: 'What a webhook receives',
    description: [
      "Every delivery is a POST of this JSON to the registered URL, with Content-Type application/json and the headers: Idempotency-Key and X-Webhook-Event-Id (the event id, the same on every attempt and replay), X-Webhook-Id, X-Webhook-Event, X-Webhook-Attempt, X-Webhook-Timestamp (Unix seconds) and X-Webhook-Signature (`sha256=` + hex HMAC-SHA256 with the webhook's secret over `<timestamp>.<body>`), plus the registered custom headers.",
      'A 2xx answer delivers it; anything else, a redirect (never followed), no answer within 10 s or a refused address is retried with exponential backoff and jitter for 24 h, then the delivery fails with its last error. At most 64 KB of the answer is read.',
      "One record's events reach a webhook in order, one at a time; `sequence` orders any two events of one record. A bulk update or an import sends events of up to 500 products (`bulk` true, `runId` or `importId`, data.productIds).",
    ].join(' '),
    request: { body: jsonBody(webhookDeliveryBodySchema) },
    responses: { 200: { description: 'Any 2xx: delivered' } },
    security: [],
  });
}
