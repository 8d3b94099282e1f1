/**
 * Numbers as suppliers write them (docs/import.md, "Numbers"): one reading for every numeric cell of
 * an import — prices, stock, weights and the numeric attributes. A cell becomes an exact decimal
 * (digits and a scale, never a float) or a row error that quotes it.
 *
 * - Currency signs and codes are dropped: `£1,299.00`, `1299 GBP`, `€ 12` → 1299.00, 1299, 12.
 * - Thousands may be grouped by spaces (also no-break and narrow no-break spaces) or apostrophes, and
 *   by commas — or, with the file's decimal-comma option, by points: `1 299`, `1'299`, `1,299.00`,
 *   `1.299,00` (decimal comma) → 1299. A group after the first has three digits, so `12,5` without
 *   the option is refused rather than read as 125; with it, it is 12.5.
 * - A minus sign (also U+2212) or accounting parentheses `(12.00)` make it negative; what may not be
 *   negative (a price, stock) refuses it.
 */

/** How the file writes decimals: `12.5` (default) or, per file, `12,5`. */
export interface NumberFormat {
  decimalComma: boolean;
}

/** An exact decimal: `units` × 10^-scale. */
export interface Decimal {
  units: bigint;
  scale: number;
}

export type Reading<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

const CURRENCY_SIGNS = /[£$€¥₹₩₽¢]/gu;
/** A three-letter code before or after the amount (GBP 12.00, 12.00 EUR). */
const CURRENCY_CODE = /^[A-Z]{3}(?=[\s\d(+\-−.,])|(?<=[\d\s).,])[A-Z]{3}$/u;
const SPACES = /[\s\u00A0\u202F\u2007\u2009]+/gu;

/** The cell as an exact decimal, or why it is not one. */
export function readDecimal(cell: string, format: NumberFormat): Reading<Decimal> {
  const quoted = `"${cell.trim()}"`;
  let text = cell.trim().replace(CURRENCY_SIGNS, '').trim().replace(CURRENCY_CODE, '').trim();
  let negative = false;
  if (/^\(.*\)$/u.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (/^[-−+]/u.test(text)) {
    negative ||= text[0] !== '+';
    text = text.slice(1).trim();
  }
  const decimal = format.decimalComma ? ',' : '.';
  const grouping = format.decimalComma ? /[.'\s\u00A0\u202F\u2007\u2009]/u : /[,'\s\u00A0\u202F\u2007\u2009]/u;
  const at = text.lastIndexOf(decimal);
  const whole = at >= 0 ? text.slice(0, at) : text;
  const fraction = at >= 0 ? text.slice(at + 1) : '';
  if (!/^\d*$/u.test(fraction) || (whole === '' && fraction === '')) return fail(`${quoted} must be a number`);
  const groups = whole === '' ? ['0'] : whole.replace(SPACES, ' ').split(grouping);
  const grouped = groups.length > 1;
  if (!groups.every((g, i) => /^\d+$/u.test(g) && (!grouped || (i === 0 ? g.length <= 3 : g.length === 3)))) {
    if (!format.decimalComma && at < 0 && /^\d+,\d+$/u.test(whole))
      return fail(`${quoted} must be a number: here a comma separates thousands; if this file writes decimals with a comma (12,5), choose the decimal-comma option`);
    if (format.decimalComma && /^\d+\.\d+$/u.test(text))
      return fail(`${quoted} must be a number with a decimal comma (1.299,00): here a point separates thousands`);
    return fail(`${quoted} must be a number`);
  }
  const digits = (groups.join('') + fraction).replace(/^0+(?=\d)/u, '');
  const units = BigInt(digits || '0');
  return { ok: true, value: { units: negative && units !== 0n ? -units : units, scale: fraction.length } };
}

/** Drops trailing zeros of the fraction (12.500 → 12.5). */
function trimmed(d: Decimal): Decimal {
  let { units, scale } = d;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale--;
  }
  return { units, scale };
}

/** Rounded half away from zero to `scale` digits after the point. */
export function rounded(d: Decimal, scale: number): Decimal {
  if (d.scale <= scale) return d;
  const factor = 10n ** BigInt(d.scale - scale);
  const magnitude = d.units < 0n ? -d.units : d.units;
  const q = (magnitude * 2n + factor) / (2n * factor);
  return { units: d.units < 0n ? -q : q, scale };
}

/** As text a numeric column takes: `-1299.5`, `0.013`. */
export function decimalText(d: Decimal): string {
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const fraction = d.scale ? `.${digits.slice(digits.length - d.scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A price (sell, list, cost): at least 0, at most two decimals that are not zero, under 10^10. */
export function readMoney(cell: string, format: NumberFormat): Reading<string> {
  const read = readDecimal(cell, format);
  if (!read.ok) return read;
  const d = trimmed(read.value);
  const quoted = `"${cell.trim()}"`;
  if (d.units < 0n) return fail(`${quoted} is negative; a price is at least 0`);
  if (d.scale > 2) return fail(`${quoted} has more than two decimals`);
  if (d.units >= 10n ** BigInt(10 + d.scale)) return fail(`${quoted} is too large for a price`);
  return { ok: true, value: decimalText(rounded({ units: d.units * 10n ** BigInt(2 - d.scale), scale: 2 }, 2)) };
}

/** Stock on hand: a whole number of at least 0. */
export function readQuantity(cell: string, format: NumberFormat): Reading<number> {
  const read = readDecimal(cell, format);
  if (!read.ok) return read;
  const d = trimmed(read.value);
  const quoted = `"${cell.trim()}"`;
  if (d.units < 0n) return fail(`${quoted} is negative; stock on hand cannot be below 0`);
  if (d.scale > 0) return fail(`${quoted} is not a whole number of units`);
  if (d.units > 1_000_000_000n) return fail(`${quoted} is too large for stock`);
  return { ok: true, value: Number(d.units) };
}

/**
 * A weight in kilograms (the products' unit), from a cell in `unit` unless the cell names its own
 * (`1.2 kg`, `500 g`): grams are divided by 1,000 exactly, then rounded half up to the gram.
 */
export function readWeight(cell: string, format: NumberFormat, unit: 'kg' | 'g'): Reading<string> {
  const m = /^(.*?)\s*(kg|g)$/iu.exec(cell.trim());
  const own = m ? (m[2].toLowerCase() as 'kg' | 'g') : unit;
  const read = readDecimal(m ? m[1] : cell, format);
  if (!read.ok) return m ? fail(read.message.replace(`"${m[1].trim()}"`, `"${cell.trim()}"`)) : read;
  const kg = own === 'g' ? { units: read.value.units, scale: read.value.scale + 3 } : read.value;
  return { ok: true, value: decimalText(trimmed(rounded(kg, 3))) };
}

/** A numeric attribute (meta-info integer or decimal): the exact text its form rule then checks. */
export function readNumber(cell: string, format: NumberFormat, integer: boolean): Reading<string> {
  const read = readDecimal(cell, format);
  if (!read.ok) return read;
  const d = trimmed(read.value);
  if (integer && d.scale > 0) return fail(`"${cell.trim()}" must be a whole number`);
  return { ok: true, value: decimalText(d) };
}
