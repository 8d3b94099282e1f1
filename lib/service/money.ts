import type { Price, PriceRange } from '@/lib/api/schemas/price';

/**
 * Money in the service: integer minor units (pence, cents) in all arithmetic, tax from a rate in basis
 * points, and one conversion to the spec's price object at the edge. `raw` numbers are minor units
 * divided once by 10^digits, so they print exactly as the amount (12.34, never 12.340000000000002).
 */

export interface Currency {
  code: string;
  symbol: string;
  /** Digits after the decimal point (2 for GBP, EUR, USD). */
  digits: number;
  decimalSeparator: string;
  locale: string;
}

/** Display conventions per currency; unknown codes fall back to two digits and en-GB. */
const LOCALES: Record<string, string> = { GBP: 'en-GB', EUR: 'de-DE', USD: 'en-US' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let f = formatters.get(currency.code);
  if (!f) {
    f = new Intl.NumberFormat(currency.locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.digits,
      maximumFractionDigits: currency.digits,
    });
    formatters.set(currency.code, f);
  }
  return f;
}

const currencies = new Map<string, Currency>();

/** Display rules of a currency (symbol from the price list when given), worked out once per code and symbol. */
export function currencyOf(code: string, symbol?: string): Currency {
  const key = `${code.toUpperCase()}\u0000${symbol ?? ''}`;
  let found = currencies.get(key);
  if (!found) {
    found = describeCurrency(code, symbol);
    currencies.set(key, found);
  }
  return found;
}

function describeCurrency(code: string, symbol?: string): Currency {
  const upper = code.toUpperCase();
  const locale = LOCALES[upper] ?? 'en-GB';
  const probe = new Intl.NumberFormat(locale, { style: 'currency', currency: upper });
  const parts = probe.formatToParts(1.5);
  const digits = probe.resolvedOptions().maximumFractionDigits ?? 2;
  return {
    code: upper,
    symbol: symbol ?? parts.find((p) => p.type === 'currency')?.value ?? upper,
    digits,
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    locale,
  };
}

/** A PostgreSQL numeric as text ("12.34", "-0.5", "7") → minor units, exactly (no float on the way). */
export function toMinor(value: string | number, digits = 2): number {
  const text = typeof value === 'number' ? value.toFixed(digits) : value.trim();
  const m = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) throw new Error(`not a decimal amount: ${value}`);
  const fraction = (m[3] ?? '').padEnd(digits + 1, '0');
  let minor = Number(m[2]) * 10 ** digits + Number(fraction.slice(0, digits) || '0');
  if (Number(fraction[digits]) >= 5) minor += 1; // half up on a third decimal, should one ever appear
  return m[1] ? -minor : minor;
}

/** Minor units → a decimal string for a numeric column ("12.34"). */
export function minorToDecimal(minor: number, digits = 2): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const scale = 10 ** digits;
  const whole = Math.floor(abs / scale);
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(abs % scale).padStart(digits, '0')}`;
}

/** Integer division rounding half away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

/** `percent` basis points of an amount (1000 = 10%), rounded half up. */
export function percentOf(minor: number, basisPoints: number): number {
  return divideRounded(minor * basisPoints, 10000);
}

/** An amount that includes tax: gross and the tax inside it, both minor units. Net = gross − tax. */
export interface Amount {
  gross: number;
  tax: number;
}

export const ZERO: Amount = { gross: 0, tax: 0 };

/** The tax inside a gross amount at a rate in basis points (2000 = 20%): gross − round(gross / 1.2). */
export function taxInGross(grossMinor: number, rateBasisPoints: number): number {
  return grossMinor - divideRounded(grossMinor * 10000, 10000 + rateBasisPoints);
}

export function fromGross(grossMinor: number, rateBasisPoints: number): Amount {
  return { gross: grossMinor, tax: taxInGross(grossMinor, rateBasisPoints) };
}

export const add = (...amounts: Amount[]): Amount =>
  amounts.reduce((s, a) => ({ gross: s.gross + a.gross, tax: s.tax + a.tax }), ZERO);
export const subtract = (a: Amount, b: Amount): Amount => ({ gross: a.gross - b.gross, tax: a.tax - b.tax });
export const times = (a: Amount, qty: number): Amount => ({ gross: a.gross * qty, tax: a.tax * qty });
export const net = (a: Amount) => a.gross - a.tax;

/**
 * Splits `total` minor units over `weights` in proportion, by largest remainder, so that the parts are
 * whole minor units and add up to `total` exactly (a basket discount spread over its lines).
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0 && k < order.length; k++, left--) parts[order[k].i] += 1;
  return parts;
}

const raw = (minor: number, currency: Currency) => minor / 10 ** currency.digits;
const format = (minor: number, currency: Currency) => formatterFor(currency).format(raw(minor, currency));

/** The spec's price object of an amount. */
export function priceObject(amount: Amount, currency: Currency): Price {
  const withoutTax = amount.gross - amount.tax;
  return {
    currencySymbol: currency.symbol,
    formatted: {
      withTax: format(amount.gross, currency),
      withoutTax: format(withoutTax, currency),
      tax: format(amount.tax, currency),
    },
    raw: { withTax: raw(amount.gross, currency), withoutTax: raw(withoutTax, currency), tax: raw(amount.tax, currency) },
  };
}

/** The price object with the min/max fields of the spec (a product's price over its variants). */
export function priceRangeObject(at: Amount, min: Amount, max: Amount, currency: Currency): PriceRange {
  return {
    ...priceObject(at, currency),
    minPrice: raw(min.gross, currency),
    minPriceWithoutTax: raw(net(min), currency),
    maxPrice: raw(max.gross, currency),
    maxPriceWithoutTax: raw(net(max), currency),
    currencyDecimalSeparator: currency.decimalSeparator,
    currencyDigitsAfterDecimal: currency.digits,
  };
}

/** Major units as given by a caller (a price filter of "25" or "49.99") → minor units. */
export function majorToMinor(value: number, currency: Currency): number {
  return toMinor(value.toFixed(currency.digits), currency.digits);
}
