import 'server-only';
import {
  webhookAttemptListSchema,
  webhookCreatedSchema,
  webhookListSchema,
  webhookSchema,
  webhookSecretSchema,
  webhookSendSchema,
  type WebhookForm,
  type WebhookListQuery,
} from '@/lib/api/schemas/webhooks';
import { z } from 'zod';
import { requestD, segment } from './http';

/** The service's webhooks (extension /api/v2/webhook/webhooks; the back-office's admin client sees all). */
const BASE = '/api/v2/webhook/webhooks';

export async function listWebhooks(query: WebhookListQuery = {}) {
  return requestD({ path: BASE, query: { ...query } }, webhookListSchema);
}

export async function getWebhook(id: string) {
  return requestD({ path: `${BASE}/${segment(id)}` }, webhookSchema);
}

/** Registers a webhook; the answer holds its signing secret, which the service never gives again. */
export async function createWebhook(body: WebhookForm) {
  return requestD({ method: 'POST', path: BASE, body }, webhookCreatedSchema);
}

/** Pauses (no events are recorded for it) or resumes a webhook. */
export async function setWebhookActive(id: string, active: boolean) {
  return requestD(
    { method: 'POST', path: `${BASE}/${segment(id)}/${active ? 'activate' : 'deactivate'}`, body: {} },
    webhookSchema,
  );
}

export async function deleteWebhook(id: string) {
  return requestD({ method: 'DELETE', path: `${BASE}/${segment(id)}` }, z.boolean());
}

/** A new signing secret, in this answer only. */
export async function rotateWebhookSecret(id: string) {
  return requestD({ method: 'POST', path: `${BASE}/${segment(id)}/rotate-secret` }, webhookSecretSchema);
}

export async function pingWebhook(id: string) {
  return requestD({ method: 'POST', path: `${BASE}/${segment(id)}/ping` }, webhookSendSchema);
}

/** Every attempt to deliver to the webhook, newest first. */
export async function listWebhookDeliveries(id: string, paging: { page?: number; pageSize?: number } = {}) {
  return requestD(
    { path: `${BASE}/${segment(id)}/deliveries`, query: { ...paging } },
    webhookAttemptListSchema,
  );
}

export async function replayWebhookDelivery(id: string, deliveryId: string) {
  return requestD(
    { method: 'POST', path: `${BASE}/${segment(id)}/deliveries/${segment(deliveryId)}/replay` },
    webhookSendSchema,
  );
}
