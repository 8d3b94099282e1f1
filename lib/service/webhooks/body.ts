import { splitEvent, type WebhookDeliveryBody } from '@/lib/api/schemas/webhooks';

/** An outbox row as the dispatcher reads it. */
export interface EventRow {
  event_id: string;
  seq: number | string;
  event: string;
  entity_id: string | null;
  payload: {
    bulk?: boolean;
    runId?: string;
    importId?: string;
    data?: Record<string, unknown>;
    origin?: { source: string; actor: string };
  };
  created_at: string | Date;
}

/**
 * The JSON a delivery POSTs (WebhookDeliveryBody in the OpenAPI document): the same on every attempt
 * and replay but for `metadata.attempt` and `metadata.deliveryId`, which only a webhook that asked for
 * metadata receives. The automation node's trigger hands the whole body to its workflow as one item.
 */
export function deliveryBody(
  e: EventRow,
  metadata: { webhookId: string; deliveryId: string; attempt: number } | null,
): string {
  const { entityType, eventType } = splitEvent(e.event);
  const { bulk = false, runId, importId, data = {}, origin } = e.payload;
  const body: WebhookDeliveryBody = {
    id: e.event_id,
    event: e.event,
    entityType,
    eventType,
    entityId: e.entity_id,
    sequence: Number(e.seq),
    occurredAt: new Date(e.created_at).toISOString(),
    bulk,
    ...(runId ? { runId } : {}),
    ...(importId ? { importId } : {}),
    data,
    ...(metadata
      ? { metadata: { ...metadata, source: origin?.source ?? 'system', actor: origin?.actor ?? 'System' } }
      : {}),
  };
  return JSON.stringify(body);
}
