import type { QuotationStatus } from '@/lib/api/schemas/b2b-quotes';
import { conflict, ruleViolation } from '@/lib/errors';

/**
 * The quotation's state machine. Draft → Sent → Accepted / Rejected / Expired. A sent quotation may be
 * taken back to Draft to change it, and an expired one reopened as a Draft to quote again; Accepted and
 * Rejected are final. Only a Draft's content can change.
 */
export const QUOTATION_MOVES: Record<QuotationStatus, readonly QuotationStatus[]> = {
  draft: ['sent'],
  sent: ['accepted', 'rejected', 'expired', 'draft'],
  accepted: [],
  rejected: [],
  expired: ['draft'],
};

export interface StatusFacts {
  status: QuotationStatus;
  validUntil: Date | null;
  lineCount: number;
}

/** Whether a sent quotation's validity has run out (it may then only be expired or taken back). */
export const hasLapsed = (q: Pick<StatusFacts, 'status' | 'validUntil'>, now = new Date()) =>
  q.status === 'sent' && q.validUntil !== null && q.validUntil.getTime() < now.getTime();

/** The statuses a quotation may move to now. */
export function allowedStatuses(q: StatusFacts, now = new Date()): QuotationStatus[] {
  return QUOTATION_MOVES[q.status].filter((to) => !problemOf(q, to, now));
}

function problemOf(q: StatusFacts, to: QuotationStatus, now: Date): string | null {
  if (to === 'sent' && q.lineCount === 0) return 'status: a quotation without lines cannot be sent; add a line first';
  if (to === 'sent' && q.validUntil && q.validUntil.getTime() < now.getTime())
    return 'status: its valid-until date has passed; set a later one before sending';
  if (to === 'accepted' && hasLapsed(q, now)) return 'status: the quotation is past its valid-until date; it can only expire or be reopened';
  return null;
}

/**
 * Refuses a move the machine does not have (409 CONFLICT, naming the allowed moves) or a move its
 * rules forbid now (422: sending an empty quotation, accepting a lapsed one).
 */
export function assertMove(q: StatusFacts, to: QuotationStatus, now = new Date()): void {
  const allowed = QUOTATION_MOVES[q.status];
  if (!allowed.includes(to))
    throw conflict(`A ${q.status} quotation cannot become ${to}`, [
      `status: ${q.status} → ${to} is not allowed; ${allowed.length ? `allowed: ${allowed.join(', ')}` : `${q.status} is final`}`,
    ]);
  const problem = problemOf(q, to, now);
  if (problem) throw ruleViolation(`The quotation cannot become ${to} now`, [problem]);
}

/** Only a Draft's content can change: a sent quotation is taken back to Draft first. */
export function assertEditable(q: { status: string }): void {
  if (q.status !== 'draft')
    throw conflict(`A ${q.status} quotation cannot be changed`, [
      `status: only a draft can be changed; ${q.status === 'sent' || q.status === 'expired' ? 'move it back to draft first' : `${q.status} is final`}`,
    ]);
}
