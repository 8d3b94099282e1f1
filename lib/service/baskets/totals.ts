import { add, allocate, fromGross, net, percentOf, subtract, ZERO, type Amount } from '../money';
import { isCurrent, promotionAppliesTo, type Promotion } from './promotions';

/**
 * Basket arithmetic, in integer minor units only. Per line: subTotal = price × qty; promotions take
 * whole minor units off lines (a percentage per line, a fixed amount spread over the eligible lines by
 * largest remainder); tax is worked out on what is left of each line at the line's rate. The basket's
 * figures are sums of the lines' figures, so that
 *   subTotal − discount + additionalCharge = totalWithoutShipping, and
 *   totalWithoutShipping + shippingCharge = grandTotal
 * hold exactly, tax included.
 */
export interface TotalsLine {
  id: string;
  unitMinor: number;
  rateBp: number;
  qty: number;
  additionalChargeMinor: number;
  brandIds: (string | null)[];
  categoryIds: string[];
}

export interface ShippingOption {
  id: string;
  priceMinor: number;
  freeOverMinor: number | null;
  rateBp: number;
}

export interface AppliedPromotion {
  promotion: Promotion;
  voucherCode: string;
  amount: Amount;
  /** Line id → gross minor units this promotion takes off that line. */
  perLine: Map<string, Amount>;
}

export interface LineTotals {
  price: Amount;
  subTotal: Amount;
  discount: Amount;
  total: Amount;
  additionalCharge: Amount;
}

export interface BasketTotals {
  lines: Map<string, LineTotals>;
  promotions: AppliedPromotion[];
  subTotal: Amount;
  discount: Amount;
  additionalCharge: Amount;
  totalWithoutShipping: Amount;
  shipping: Amount;
  grandTotal: Amount;
  /** Goods after discounts, gross: what free-delivery thresholds are compared with. */
  goodsMinor: number;
}

/** Promotions of the basket: the automatic ones and those whose voucher was entered, in display order. */
export function candidatePromotions(all: Promotion[], voucherCodes: string[], now = new Date()): { promotion: Promotion; voucherCode: string }[] {
  const vouchers = new Set(voucherCodes.map((v) => v.toUpperCase()));
  return all
    .filter((p) => isCurrent(p, now) && (p.autoApply || (p.voucherCode !== null && vouchers.has(p.voucherCode.toUpperCase()))))
    .map((p) => ({ promotion: p, voucherCode: p.autoApply ? '' : p.voucherCode! }));
}

/** The gross minor units a promotion takes off each eligible line, given what earlier ones took. */
export function promotionDiscounts(
  p: Promotion,
  currency: string,
  lines: TotalsLine[],
  alreadyOff: Map<string, number>,
): Map<string, number> | null {
  const eligible = lines.filter((l) => promotionAppliesTo(p, l));
  const left = (l: TotalsLine) => l.unitMinor * l.qty - (alreadyOff.get(l.id) ?? 0);
  const eligibleGoods = eligible.reduce((s, l) => s + left(l), 0);
  if (eligible.length === 0 || eligibleGoods <= 0) return null;
  const minimum = p.minSubtotalsMinor[currency];
  if (minimum !== undefined && eligibleGoods < minimum) return null;
  const off = new Map<string, number>();
  if (p.discountBp > 0) {
    for (const l of eligible) off.set(l.id, Math.min(left(l), percentOf(left(l), p.discountBp)));
  } else {
    const amount = Math.min(p.amountsMinor[currency] ?? 0, eligibleGoods);
    if (amount <= 0) return null;
    const parts = allocate(amount, eligible.map(left));
    eligible.forEach((l, i) => off.set(l.id, parts[i]));
  }
  return [...off.values()].some((v) => v > 0) ? off : null;
}

export function basketTotals(input: {
  currency: string;
  lines: TotalsLine[];
  promotions: { promotion: Promotion; voucherCode: string }[];
  shipping: ShippingOption | null;
}): BasketTotals {
  const { currency, lines } = input;
  const offByLine = new Map<string, number>();
  const offByPromo: { promotion: Promotion; voucherCode: string; off: Map<string, number> }[] = [];
  for (const c of input.promotions) {
    const off = promotionDiscounts(c.promotion, currency, lines, offByLine);
    if (!off) continue;
    for (const [id, v] of off) offByLine.set(id, (offByLine.get(id) ?? 0) + v);
    offByPromo.push({ ...c, off });
  }

  const lineTotals = new Map<string, LineTotals>();
  const promoAmounts = offByPromo.map(() => new Map<string, Amount>());
  for (const l of lines) {
    const subTotal = fromGross(l.unitMinor * l.qty, l.rateBp);
    const total = fromGross(subTotal.gross - (offByLine.get(l.id) ?? 0), l.rateBp);
    const discount = subtract(subTotal, total);
    // Split the line's discount (gross and tax) between its promotions so that they add up exactly.
    const grossParts = offByPromo.map((p) => p.off.get(l.id) ?? 0);
    const taxParts = allocate(discount.tax, grossParts);
    grossParts.forEach((g, i) => g > 0 && promoAmounts[i].set(l.id, { gross: g, tax: taxParts[i] }));
    lineTotals.set(l.id, {
      price: fromGross(l.unitMinor, l.rateBp),
      subTotal,
      discount,
      total,
      additionalCharge: fromGross(l.additionalChargeMinor, l.rateBp),
    });
  }

  const all = [...lineTotals.values()];
  const subTotal = add(...all.map((t) => t.subTotal));
  const discount = add(...all.map((t) => t.discount));
  const additionalCharge = add(...all.map((t) => t.additionalCharge));
  const totalWithoutShipping = add(subtract(subTotal, discount), additionalCharge);
  const goodsMinor = subTotal.gross - discount.gross;
  const s = input.shipping;
  const shipping =
    !s || lines.length === 0 || (s.freeOverMinor !== null && goodsMinor >= s.freeOverMinor) ? ZERO : fromGross(s.priceMinor, s.rateBp);
  return {
    lines: lineTotals,
    promotions: offByPromo.map((p, i) => ({
      promotion: p.promotion,
      voucherCode: p.voucherCode,
      amount: add(...promoAmounts[i].values()),
      perLine: promoAmounts[i],
    })),
    subTotal,
    discount,
    additionalCharge,
    totalWithoutShipping,
    shipping,
    grandTotal: add(totalWithoutShipping, shipping),
    goodsMinor,
  };
}

/** The basket's tax rate: the lines' rate when they share one, else the effective rate (2 decimals). */
export function taxPercent(lines: TotalsLine[], totals: BasketTotals): number {
  const rates = new Set(lines.map((l) => l.rateBp));
  if (rates.size === 1) return [...rates][0] / 100;
  const base = net(totals.grandTotal);
  return base > 0 ? Math.round((totals.grandTotal.tax * 10000) / base) / 100 : 0;
}
