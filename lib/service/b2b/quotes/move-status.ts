import type { Db } from '@/lib/db';
import type { Quotation, QuotationStatus, QuotationStatusMove } from '@/lib/api/schemas/b2b-quotes';
import { SYSTEM_ACTOR, type Actor } from '../../history';
import { applyChange, assertVersion } from './document';
import { expireLapsedQuotations } from './expire';
import { intSetting } from '../../settings';
import { assertMove } from './state-machine';
import { findQuotationRow, linesOf, readQuotation } from './view';

/** POST /api/v2/commerce/b2b/quote/{id}/status (extension): one move of the state machine. */
export async function moveQuotationStatus(db: Db, id: string, body: QuotationStatusMove, actor: Actor = SYSTEM_ACTOR): Promise<Quotation> {
  await expireLapsedQuotations(db);
  const validDays = await intSetting(db, 'B2BSettings.QuoteValidityDays');
  await db.transaction(async (tx) => {
    const locked = await findQuotationRow(tx, id, true);
    assertVersion(locked, body.version);
    const lines = await linesOf(tx, [locked.id]);
    assertMove({ status: locked.status as QuotationStatus, validUntil: locked.validUntil, lineCount: lines.length }, body.status);
    // Sent without a date: valid for B2BSettings.QuoteValidityDays days, to the end of that day (UTC).
    const validUntil = body.status === 'sent' && !locked.validUntil ? validUntilAfter(validDays) : undefined;
    await applyChange(tx, locked, { validUntil }, actor, { status: body.status });
  });
  return readQuotation(db, id);
}

/** The end (UTC) of the day `days` days from now. */
export const validUntilAfter = (days: number, now = Date.now()) =>
  new Date(new Date(now + days * 86_400_000).toISOString().slice(0, 10) + 'T23:59:59.999Z');
