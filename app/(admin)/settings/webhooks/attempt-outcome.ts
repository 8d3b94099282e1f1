import type { WebhookAttempt } from '@/lib/api/schemas/webhooks';

/** A toast's words for the first attempt of a ping or replay. */
export function attemptOutcome(
  what: string,
  attempt: WebhookAttempt | null,
): { ok: boolean; message: string } {
  if (!attempt) return { ok: true, message: `${what} queued; it shows in the delivery log once attempted` };
  if (attempt.outcome === 'delivered')
    return {
      ok: true,
      message: `${what} delivered (HTTP ${attempt.responseCode}, ${attempt.durationMs} ms)`,
    };
  return { ok: false, message: `${what} failed: ${attempt.error ?? 'no answer'}; it is retried` };
}
