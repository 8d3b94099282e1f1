import { WEBHOOK_EVENTS, type Webhook } from '@/lib/api/schemas/webhooks';
import type { BadgeTone } from '@/components/ui/badge';

/** How the Webhooks pages name events and a webhook's state; a plain module, read by server and client code. */
export const eventLabel = (event: string) => WEBHOOK_EVENTS.find((e) => e.event === event)?.label ?? event;

/** The event picker's groups, in the catalogue's order. */
export const EVENT_GROUPS = [...new Set(WEBHOOK_EVENTS.map((e) => e.group))].map((group) => ({
  group,
  events: WEBHOOK_EVENTS.filter((e) => e.group === group),
}));

export const dateTime = (iso: string | null, none = '—') =>
  iso
    ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })
    : none;

/** Active, failing (still retrying), paused by someone, or paused after failing for 24 h. */
export function webhookState(w: Pick<Webhook, 'isActive' | 'pausedReason' | 'failingSince'>): {
  label: string;
  tone: BadgeTone;
} {
  if (!w.isActive)
    return w.pausedReason === 'failing'
      ? { label: 'Paused: failed for 24 h', tone: 'danger' }
      : { label: 'Paused', tone: 'neutral' };
  if (w.failingSince) return { label: `Failing since ${dateTime(w.failingSince)} UTC`, tone: 'warning' };
  return { label: 'Active', tone: 'success' };
}
