'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { webhookFormSchema } from '@/lib/api/schemas/webhooks';
import type { WebhookAttempt } from '@/lib/api/schemas/webhooks';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  pingWebhook,
  replayWebhookDelivery,
  rotateWebhookSecret,
  setWebhookActive,
} from '@/lib/api/webhooks';

const idSchema = z.uuid();
const LIST = '/settings/webhooks';
const revalidate = (id?: string) => {
  revalidatePath(LIST);
  if (id) revalidatePath(`${LIST}/${id}`);
};

/** Registers a webhook. Its signing secret is in this result only: the dialog shows it once. */
export async function createWebhookAction(values: unknown) {
  return runAction('settings', 'write', async () => {
    const created = await createWebhook(webhookFormSchema.parse(values));
    revalidate();
    return { id: created.id, name: created.name, secret: created.secret };
  });
}

/** Pauses (no events are recorded for it) or resumes a webhook. */
export async function setWebhookActiveAction(id: unknown, active: unknown) {
  return runAction('settings', 'write', async () => {
    const webhook = await setWebhookActive(idSchema.parse(id), z.boolean().parse(active));
    revalidate(webhook.id);
    return { isActive: webhook.isActive };
  });
}

/**
 * The first attempt of a delivery just queued, so the page shows it and the toast says how it went:
 * the dispatcher sends within moments, an attempt takes at most 10 s. Null when none is logged by then.
 */
async function firstAttempt(webhookId: string, deliveryId: string): Promise<WebhookAttempt | null> {
  const until = Date.now() + 12_000;
  while (Date.now() < until) {
    const log = await listWebhookDeliveries(webhookId, { page: 1, pageSize: 20 });
    const attempt = log.results.find((a) => a.deliveryId === deliveryId);
    if (attempt) return attempt;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

/** Sends a test ping and answers how its first attempt went. */
export async function pingWebhookAction(id: unknown) {
  return runAction('settings', 'write', async () => {
    const webhookId = idSchema.parse(id);
    const sent = await pingWebhook(webhookId);
    const attempt = await firstAttempt(webhookId, sent.deliveryId);
    revalidate(webhookId);
    return { ...sent, attempt };
  });
}

/** Sends one delivery's event again, with the same idempotency key, and answers how that went. */
export async function replayDeliveryAction(id: unknown, deliveryId: unknown) {
  return runAction('settings', 'write', async () => {
    const webhookId = idSchema.parse(id);
    const sent = await replayWebhookDelivery(webhookId, idSchema.parse(deliveryId));
    const attempt = await firstAttempt(webhookId, sent.deliveryId);
    revalidate(webhookId);
    return { ...sent, attempt };
  });
}

/** A new signing secret, returned this once for the dialog to show. */
export async function rotateWebhookSecretAction(id: unknown) {
  return runAction('settings', 'write', async () => {
    const rotated = await rotateWebhookSecret(idSchema.parse(id));
    revalidate(rotated.id);
    return rotated;
  });
}

export async function deleteWebhookAction(id: unknown) {
  return runAction('settings', 'write', async () => {
    await deleteWebhook(idSchema.parse(id));
    revalidate();
    return true;
  });
}
