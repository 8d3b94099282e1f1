/**
 * A quotation's arithmetic, in integer minor units (docs/architecture.md, "Conventions"), shared by
 * the service (which stores the figures) and the quotation editor (which shows them live while
 * typing): one rule, two places.
 */

/** Integer division rounding half away from zero. */
function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  return sign * Math.floor((2 * Math.abs(numerator) + Math.abs(denominator)) / (2 * Math.abs(denominator)));
}

/** Net line total: qty × unit price less the discount (basis points), rounded once on the line. */
export function lineTotalMinor(qty: number, unitPriceMinor: number, discountBasisPoints: number): number {
  const gross = qty * unitPriceMinor;
  return gross - divideRounded(gross * discountBasisPoints, 10000);
}

export interface TotalsLine {
  qty: number;
  unitPriceMinor: number;
  discountBasisPoints: number;
  taxBasisPoints: number;
  lineTotalMinor: number;
}

export interface QuotationTotals {
  subTotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  grandTotalMinor: number;
}

/**
 * Tax is worked out per line at the line's rate; delivery is taxed at the highest rate among the
 * lines (the standard rate when the goods are mixed), and is untaxed without lines.
 */
export function quotationTotals(lines: TotalsLine[], deliveryMinor: number): QuotationTotals {
  let subTotalMinor = 0;
  let discountMinor = 0;
  let taxMinor = 0;
  let deliveryRate = 0;
  for (const l of lines) {
    subTotalMinor += l.lineTotalMinor;
    discountMinor += l.qty * l.unitPriceMinor - l.lineTotalMinor;
    taxMinor += divideRounded(l.lineTotalMinor * l.taxBasisPoints, 10000);
    deliveryRate = Math.max(deliveryRate, l.taxBasisPoints);
  }
  taxMinor += divideRounded(deliveryMinor * deliveryRate, 10000);
  return { subTotalMinor, discountMinor, taxMinor, grandTotalMinor: subTotalMinor + deliveryMinor + taxMinor };
}

/** A decimal amount typed or sent (12.5, "12.50") → minor units, exactly; NaN when it is no amount. */
export function toMinorUnits(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
