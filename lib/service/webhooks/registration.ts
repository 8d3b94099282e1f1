import { z } from 'zod';
import {
  isWebhookEvent,
  MAX_HEADERS,
  WEBHOOK_EVENT_NAMES,
  webhookHeaderSchema,
  type WebhookWrite,
} from '@/lib/api/schemas/webhooks';
import { invalid } from '@/lib/errors';
import { resolveDestination } from './destination';

/**
 * A register or change body in one shape, whichever spelling it came in (lib/api/schemas/webhooks.ts:
 * the issue's and the node's Update, or what the node's Client.createWebhook and trigger send), with
 * every field checked and each error naming the field as the caller spelled it.
 */
export interface Registration {
  event?: string;
  url?: string;
  name?: string;
  includeMetadata?: boolean;
  isActive?: boolean;
  headers?: { key: string; value: string }[];
}

const headerList = z.array(webhookHeaderSchema).max(MAX_HEADERS, `must be at most ${MAX_HEADERS}`);

export async function readRegistration(body: WebhookWrite, required: boolean): Promise<Registration> {
  const errors: string[] = [];
  const out: Registration = {};

  const eventField = body.event !== undefined ? 'event' : 'entityType';
  const event =
    body.event ??
    (body.entityType !== undefined || body.eventType !== undefined
      ? [body.entityType, body.eventType].filter(Boolean).join('.')
      : undefined);
  if (event !== undefined) {
    if (isWebhookEvent(event)) out.event = event;
    else errors.push(`${eventField}: ${event} is not an event; events are ${WEBHOOK_EVENT_NAMES.join(', ')}`);
  } else if (required) errors.push('event: is required (or entityType and eventType)');

  const urlField = body.url !== undefined ? 'url' : 'destination';
  const url = body.url ?? body.destination;
  if (url !== undefined) {
    const target = await resolveDestination(url);
    if (target.ok) out.url = url;
    else errors.push(`${urlField}: ${target.reason}`);
  } else if (required) errors.push('url: is required (or destination)');

  const name = body.description ?? body.name;
  if (name !== undefined) out.name = name;
  if (body.includeMetadata !== undefined) out.includeMetadata = body.includeMetadata;
  if (body.isActive !== undefined) out.isActive = body.isActive;

  const headersField = body.headers !== undefined ? 'headers' : 'customHeaders';
  const given = body.headers ?? body.customHeaders;
  if (given !== undefined) {
    const pairs = Array.isArray(given)
      ? given
      : Object.entries(given).map(([key, value]) => ({ key, value }));
    const parsed = headerList.safeParse(pairs);
    if (parsed.success) {
      const seen = new Set<string>();
      for (const [i, h] of parsed.data.entries()) {
        if (seen.has(h.key.toLowerCase())) errors.push(`${headersField}.${i}.key: ${h.key} is given twice`);
        seen.add(h.key.toLowerCase());
      }
      out.headers = parsed.data;
    } else
      for (const issue of parsed.error.issues) {
        // A list's entries are named by position, an object's by the header's name.
        const [index, part] = issue.path as [number, string];
        const at = Array.isArray(given)
          ? `${headersField}.${index}.${part}`
          : `${headersField}.${pairs[index]?.key ?? index}`;
        errors.push(`${at}: ${issue.message}`);
      }
  }
  if (errors.length) throw invalid(errors);
  return out;
}
