import type { Tx } from '@/lib/db';
import type { StoredAddress } from '@/lib/db/schema';
import type { PricedLine } from './pricing';
import type { QuotationLineRow, QuotationRow } from './view';
import { diffFields, recordChanges, type Actor } from '../../history';
import { minorToDecimal } from '../../money';

/**
 * What a quotation write changed, field by field, for the audit history: addresses and lines as one
 * readable line each (a reader wants "3 × SKU-1 at 12.50 less 10%", not a jsonb diff), money as decimals.
 */

const addressLine = (a: StoredAddress) => [a.address1, a.city, a.postCode, a.countryCode].filter(Boolean).join(', ');

type LineFacts = Pick<QuotationLineRow, 'stockCode' | 'qty' | 'unitPriceMinor' | 'discountBasisPoints'>;

export const lineSummary = (l: LineFacts) =>
  `${l.qty} × ${l.stockCode} at ${minorToDecimal(l.unitPriceMinor)}${l.discountBasisPoints ? ` less ${l.discountBasisPoints / 100}%` : ''}`;

function facts(q: QuotationRow, lines: LineFacts[]): Record<string, unknown> {
  return {
    quoteName: q.quoteName,
    purchaseOrderNo: q.purchaseOrderNo,
    email: q.email,
    status: q.status,
    validUntil: q.validUntil ? q.validUntil.toISOString().slice(0, 10) : null,
    notes: q.notes,
    delivery: minorToDecimal(q.deliveryMinor),
    quoteDiscountPercent: q.quoteDiscountBasisPoints / 100,
    shippingAddress: addressLine(q.shippingAddress),
    billingAddress: addressLine(q.billingAddress),
    lines: lines.map(lineSummary),
    grandTotal: minorToDecimal(q.grandTotalMinor),
    basketId: q.basketId,
  };
}

/** Records the changed fields of one quotation write, in the write's transaction. */
export function quotationHistory(
  tx: Tx,
  before: QuotationRow,
  oldLines: QuotationLineRow[],
  after: QuotationRow,
  newLines: PricedLine[] | undefined,
  actor: Actor,
): Promise<void> {
  return recordChanges(tx, 'quotation', before.id, diffFields(facts(before, oldLines), facts(after, newLines ?? oldLines)), actor);
}
