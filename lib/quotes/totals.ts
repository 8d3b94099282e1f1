/**
 * A quotation's arithmetic: the one pricing module of the service (the figures it stores and
 * answers), the quotation editor (live totals while typing; a client component, so this module
 * imports nothing) and the PDF. Amounts are integer minor units of the quotation's currency, rates
 * and discounts basis points (2000 = 20 %). The rules (docs/quotations.md):
 *
 * - line net = qty × unit price − line discount, the discount rounded half up on the line;
 * - subtotal = Σ line nets;
 * - quote discount = subtotal × its percentage, rounded half up once, shown once; it is spread over
 *   the lines in proportion to their nets (largest remainder, so the shares add up to it exactly)
 *   because tax is due on what the buyer pays;
 * - tax per line = (line net − its share) × the product's rate, rounded half up per line;
 * - delivery is taxed at the highest rate among the lines (the standard rate when goods are mixed),
 *   untaxed without lines;
 * - the tax summary sums, per rate, the taxable amounts and the per-line taxes (delivery under its
 *   rate), so the rows add up to the tax total;
 * - total = subtotal − quote discount + delivery + tax.
 *
 * Products of amounts are worked out in BigInt, so no step is a float and none loses a digit; a
 * figure past Number.MAX_SAFE_INTEGER is refused (RangeError) rather than rounded.
 */

export interface PricingLine {
  qty: number;
  unitPriceMinor: number;
  discountBasisPoints: number;
  taxBasisPoints: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  deliveryMinor: number;
  quoteDiscountBasisPoints: number;
}

export interface PricedLineFigures {
  /** qty × unit price. */
  grossMinor: number;
  /** What the line's own discount takes off. */
  lineDiscountMinor: number;
  /** grossMinor − lineDiscountMinor: the line total. */
  netMinor: number;
  /** The line's part of the quote discount. */
  quoteDiscountShareMinor: number;
  /** netMinor − quoteDiscountShareMinor: what the tax is worked out on. */
  taxableMinor: number;
  taxBasisPoints: number;
  taxMinor: number;
}

/** One row of the tax summary: everything taxed at one rate. */
export interface TaxRateFigures {
  taxBasisPoints: number;
  taxableMinor: number;
  taxMinor: number;
}

export interface QuotationFigures {
  lines: PricedLineFigures[];
  subTotalMinor: number;
  /** What the line discounts took off (already out of the line nets and the subtotal). */
  lineDiscountMinor: number;
  quoteDiscountBasisPoints: number;
  quoteDiscountMinor: number;
  deliveryMinor: number;
  deliveryTaxBasisPoints: number;
  deliveryTaxMinor: number;
  /** Per rate, lowest first. */
  taxes: TaxRateFigures[];
  taxMinor: number;
  grandTotalMinor: number;
}

const BASIS = 10_000n;

/** round(a × b / d), half up (every amount here is at least 0), in BigInt. */
function mulDivHalfUp(a: bigint, b: bigint, d: bigint): bigint {
  return (2n * a * b + d) / (2n * d);
}

function safe(value: bigint, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} is too large to be worked out exactly`);
  return n;
}

/** Whole minor units of `total` split in proportion to `weights` (largest remainder, earlier lines first on ties). */
function shares(total: bigint, weights: bigint[]): bigint[] {
  const sum = weights.reduce((s, w) => s + w, 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0n);
  const floors = weights.map((w) => (total * w) / sum);
  const remainders = weights.map((w, i) => ({ i, r: total * w - floors[i] * sum }));
  let left = total - floors.reduce((s, f) => s + f, 0n);
  remainders.sort((x, y) => (x.r === y.r ? x.i - y.i : x.r > y.r ? -1 : 1));
  for (let k = 0; left > 0n; k++, left--) floors[remainders[k].i] += 1n;
  return floors;
}

/** A line's net (its total): qty × unit price less its discount, rounded half up on the line. */
export function lineNetMinor(l: Omit<PricingLine, 'taxBasisPoints'>): number {
  const gross = BigInt(l.qty) * BigInt(l.unitPriceMinor);
  return safe(gross - mulDivHalfUp(gross, BigInt(l.discountBasisPoints), BASIS), 'A line total');
}

/** Every figure of a quotation from its lines, delivery and quote discount. */
export function priceQuotation(input: PricingInput): QuotationFigures {
  const lines = input.lines.map((l) => {
    const gross = BigInt(l.qty) * BigInt(l.unitPriceMinor);
    const discount = mulDivHalfUp(gross, BigInt(l.discountBasisPoints), BASIS);
    return { gross, discount, net: gross - discount, rate: BigInt(l.taxBasisPoints) };
  });
  const subTotal = lines.reduce((s, l) => s + l.net, 0n);
  const quoteDiscount = mulDivHalfUp(subTotal, BigInt(input.quoteDiscountBasisPoints), BASIS);
  const parts = shares(quoteDiscount, lines.map((l) => l.net));
  const delivery = BigInt(input.deliveryMinor);
  const deliveryRate = lines.length ? lines.reduce((m, l) => (l.rate > m ? l.rate : m), 0n) : 0n;
  const deliveryTax = mulDivHalfUp(delivery, deliveryRate, BASIS);

  const byRate = new Map<bigint, { taxable: bigint; tax: bigint }>();
  const addToRate = (rate: bigint, taxable: bigint, tax: bigint) => {
    const row = byRate.get(rate) ?? { taxable: 0n, tax: 0n };
    byRate.set(rate, { taxable: row.taxable + taxable, tax: row.tax + tax });
  };
  const priced = lines.map((l, i) => {
    const taxable = l.net - parts[i];
    const tax = mulDivHalfUp(taxable, l.rate, BASIS);
    addToRate(l.rate, taxable, tax);
    return {
      grossMinor: safe(l.gross, 'A line'),
      lineDiscountMinor: safe(l.discount, 'A line discount'),
      netMinor: safe(l.net, 'A line total'),
      quoteDiscountShareMinor: safe(parts[i], 'A share of the quote discount'),
      taxableMinor: safe(taxable, 'A line total'),
      taxBasisPoints: Number(l.rate),
      taxMinor: safe(tax, 'A line tax'),
    };
  });
  if (delivery > 0n) addToRate(deliveryRate, delivery, deliveryTax);
  const taxes = [...byRate]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([rate, row]) => ({ taxBasisPoints: Number(rate), taxableMinor: safe(row.taxable, 'A tax summary'), taxMinor: safe(row.tax, 'A tax summary') }));
  const tax = [...byRate.values()].reduce((s, r) => s + r.tax, 0n);
  return {
    lines: priced,
    subTotalMinor: safe(subTotal, 'The subtotal'),
    lineDiscountMinor: safe(lines.reduce((s, l) => s + l.discount, 0n), 'The line discounts'),
    quoteDiscountBasisPoints: input.quoteDiscountBasisPoints,
    quoteDiscountMinor: safe(quoteDiscount, 'The quote discount'),
    deliveryMinor: safe(delivery, 'The delivery'),
    deliveryTaxBasisPoints: Number(deliveryRate),
    deliveryTaxMinor: safe(deliveryTax, 'The delivery tax'),
    taxes,
    taxMinor: safe(tax, 'The tax'),
    grandTotalMinor: safe(subTotal - quoteDiscount + delivery + tax, 'The total'),
  };
}

/** The totals a quotation row keeps (so lists need not price its lines). */
export function storedTotals(f: QuotationFigures) {
  return {
    subTotalMinor: f.subTotalMinor,
    discountMinor: f.lineDiscountMinor,
    quoteDiscountMinor: f.quoteDiscountMinor,
    taxMinor: f.taxMinor,
    grandTotalMinor: f.grandTotalMinor,
  };
}

/** A decimal amount typed or sent (12.5, "12.50") → minor units, exactly; NaN when it is no amount. */
export function toMinorUnits(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A percentage typed or sent (12.5, "12.50") → basis points, exactly; NaN when it is none (two decimals at most). */
export function toBasisPoints(value: number | string): number {
  return toMinorUnits(value);
}
