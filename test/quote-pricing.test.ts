import assert from 'node:assert/strict';
import { test } from 'node:test';
import { priceQuotation, toBasisPoints, toMinorUnits } from '../lib/quotes/totals';

/**
 * The quotation pricing module (docs/quotations.md) on figures worked out by hand: line and quote
 * discounts, mixed 0 % and 20 % lines, delivery, and half-up rounding on each line.
 */

test('mixed rates, line and quote discounts, delivery: every figure as worked out by hand', () => {
  const f = priceQuotation({
    lines: [
      { qty: 3, unitPriceMinor: 1099, discountBasisPoints: 1000, taxBasisPoints: 2000 }, // 32.97 − 3.30 (3.297 half up)
      { qty: 2, unitPriceMinor: 415, discountBasisPoints: 0, taxBasisPoints: 0 },
      { qty: 7, unitPriceMinor: 35, discountBasisPoints: 1250, taxBasisPoints: 2000 }, // 2.45 − 0.31 (0.30625 half up)
    ],
    deliveryMinor: 1250,
    quoteDiscountBasisPoints: 500,
  });
  assert.deepEqual(
    f.lines.map((l) => [l.grossMinor, l.lineDiscountMinor, l.netMinor, l.quoteDiscountShareMinor, l.taxableMinor, l.taxMinor]),
    [
      [3297, 330, 2967, 149, 2818, 564], // 563.6 → 564
      [830, 0, 830, 41, 789, 0],
      [245, 31, 214, 11, 203, 41], // 40.6 → 41
    ],
  );
  assert.equal(f.subTotalMinor, 4011);
  assert.equal(f.lineDiscountMinor, 361);
  // 5 % of 40.11 = 2.0055 → 2.01, spread 1.49 / 0.41 / 0.11 (largest remainders: the third line, then the first).
  assert.equal(f.quoteDiscountMinor, 201);
  assert.equal(f.deliveryTaxBasisPoints, 2000);
  assert.equal(f.deliveryTaxMinor, 250);
  assert.deepEqual(f.taxes, [
    { taxBasisPoints: 0, taxableMinor: 789, taxMinor: 0 },
    { taxBasisPoints: 2000, taxableMinor: 2818 + 203 + 1250, taxMinor: 564 + 41 + 250 },
  ]);
  assert.equal(f.taxMinor, 855);
  assert.equal(f.grandTotalMinor, 4011 - 201 + 1250 + 855);
});

test('1,000 lines of 0.10 and 0.20 total exactly 150.00, where a float sum does not', () => {
  const lines = Array.from({ length: 1000 }, (_, i) => ({
    qty: 1,
    unitPriceMinor: toMinorUnits(i % 2 ? '0.20' : '0.10'),
    discountBasisPoints: 0,
    taxBasisPoints: 2000,
  }));
  const f = priceQuotation({ lines, deliveryMinor: 0, quoteDiscountBasisPoints: 0 });
  assert.equal(f.subTotalMinor, 15_000);
  assert.equal(f.taxMinor, 500 * 2 + 500 * 4);
  assert.equal(f.grandTotalMinor, 18_000);
  const floatSum = Array.from({ length: 1000 }, (_, i) => (i % 2 ? 0.2 : 0.1)).reduce((s, x) => s + x, 0);
  assert.notEqual(floatSum, 150);
});

test('the quote discount shares always add up to it, and the tax rows to the tax total', () => {
  for (let seed = 1; seed <= 200; seed++) {
    let x = seed;
    const next = (n: number) => (x = (x * 1103515245 + 12345) % 2 ** 31) % n;
    const lines = Array.from({ length: 1 + next(12) }, () => ({
      qty: 1 + next(40),
      unitPriceMinor: next(100_000),
      discountBasisPoints: next(3) ? 0 : next(10_001),
      taxBasisPoints: [0, 500, 2000][next(3)],
    }));
    const f = priceQuotation({ lines, deliveryMinor: next(5000), quoteDiscountBasisPoints: next(2) ? next(10_001) : 0 });
    assert.equal(f.lines.reduce((s, l) => s + l.quoteDiscountShareMinor, 0), f.quoteDiscountMinor);
    assert.equal(f.lines.reduce((s, l) => s + l.netMinor, 0), f.subTotalMinor);
    assert.equal(f.taxes.reduce((s, t) => s + t.taxMinor, 0), f.taxMinor);
    assert.equal(f.lines.reduce((s, l) => s + l.taxMinor, 0) + f.deliveryTaxMinor, f.taxMinor);
    assert.equal(f.grandTotalMinor, f.subTotalMinor - f.quoteDiscountMinor + f.deliveryMinor + f.taxMinor);
  }
});

test('no lines: delivery is untaxed; half a minor unit rounds up', () => {
  const empty = priceQuotation({ lines: [], deliveryMinor: 999, quoteDiscountBasisPoints: 1000 });
  assert.deepEqual([empty.deliveryTaxMinor, empty.taxMinor, empty.grandTotalMinor], [0, 0, 999]);
  const half = priceQuotation({ lines: [{ qty: 1, unitPriceMinor: 25, discountBasisPoints: 0, taxBasisPoints: 2000 }], deliveryMinor: 0, quoteDiscountBasisPoints: 0 });
  assert.equal(half.lines[0].taxMinor, 5);
  const up = priceQuotation({ lines: [{ qty: 1, unitPriceMinor: 5, discountBasisPoints: 1000, taxBasisPoints: 0 }], deliveryMinor: 0, quoteDiscountBasisPoints: 0 });
  assert.equal(up.lines[0].lineDiscountMinor, 1); // 0.5 → 1
});

test('a figure too large to be exact is refused, never rounded', () => {
  assert.throws(
    () => priceQuotation({ lines: [{ qty: 1_000_000, unitPriceMinor: 10_000_000_000, discountBasisPoints: 0, taxBasisPoints: 0 }], deliveryMinor: 0, quoteDiscountBasisPoints: 0 }),
    RangeError,
  );
});

test('amounts and percentages typed as text become minor units and basis points exactly', () => {
  assert.deepEqual(['12.5', '0.10', '7', 12.34].map(toMinorUnits), [1250, 10, 700, 1234]);
  assert.deepEqual(['12.5', '100', '0.01'].map(toBasisPoints), [1250, 10000, 1]);
  assert.ok(Number.isNaN(toMinorUnits('1.234')));
});
