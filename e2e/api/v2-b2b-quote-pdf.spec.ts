import type { APIRequestContext } from '@playwright/test';
import { quotationSchema, type Quotation } from '@/lib/api/schemas/b2b-quotes';
import { storeSettingsSchema } from '@/lib/api/schemas/settings';
import { expect, expectV2Failure, test } from '../support/api';
import { address, registerCompany } from '../support/b2b';
import { mixedRateProducts, pdfText, printedFigures, type PrintedQuotation } from '../support/quotations';
import { expectV2Success } from '../support/v2';

/**
 * A quotation's figures add up on the PDF as in the API (docs/quotations.md): its text, read back with
 * pdftotext, prints lines at 0 % and 20 %, line and quote discounts, delivery and half-up rounding, and
 * every printed figure is the API's and adds up by the documented rules.
 */
const B2B = '/api/v2/commerce/b2b';
const cents = (n: number) => Math.round(n * 100);

async function save(api: APIRequestContext, body: Record<string, unknown>) {
  const res = await api.post(`${B2B}/quote/save`, { data: body });
  expect(await expectV2Success(res)).toBe(true);
  const id = res.headers()['location'].split('/').pop()!;
  const q = await expectV2Success(await api.get(`${B2B}/quote/${id}`), quotationSchema);
  const pdf = await api.get(`${B2B}/quote/${id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  return { q, text: pdfText(await pdf.body()) };
}

/** The printed figures add up by the documented rules, and each is the API's. */
function expectAddsUp(p: PrintedQuotation, q: Quotation) {
  expect(p.lines.reduce((s, l) => s + l.net, 0), 'Σ line nets = subtotal').toBe(p.subtotal);
  expect(p.vatRows.reduce((s, r) => s + r.vat, 0), 'Σ VAT rows = total VAT').toBe(p.totalVat);
  expect(p.subtotal - p.quoteDiscount + p.delivery + p.totalVat, 'subtotal − quote discount + delivery + VAT = total').toBe(p.total);
  for (const row of p.vatRows) {
    const at = q.lines.filter((l) => l.taxPercent === row.ratePercent);
    const delivery = q.deliveryTaxPercent === row.ratePercent ? cents(q.delivery) : 0;
    // Taxed: the lines' nets less their share of the quote discount, and delivery at its rate.
    expect(row.taxable, `taxable at ${row.ratePercent}%`).toBe(at.reduce((s, l) => s + cents(l.lineTotal) - cents(l.quoteDiscountShare), 0) + delivery);
    const lineVat = p.lines.filter((l) => l.ratePercent === row.ratePercent).reduce((s, l) => s + l.vat, 0);
    // Per-line VAT, rounded half up on each line, plus delivery's: the row is their sum.
    expect(row.vat, `VAT at ${row.ratePercent}%`).toBe(lineVat + Math.floor((2 * delivery * row.ratePercent + 100) / 200));
  }
  expect(p.lines.map((l) => [l.qty, l.unit, l.net, l.ratePercent, l.vat])).toEqual(
    q.lines.map((l) => [l.qty, cents(l.unitPrice), cents(l.lineTotal), l.taxPercent, cents(l.tax)]),
  );
  expect([p.subtotal, p.quoteDiscount, p.delivery, p.totalVat, p.total]).toEqual(
    [q.subTotal, q.quoteDiscount, q.delivery, q.taxTotal, q.grandTotal].map(cents),
  );
  expect(p.vatRows).toEqual(q.taxes.map((t) => ({ ratePercent: t.taxPercent, taxable: cents(t.taxable), vat: cents(t.tax) })));
}

test.describe('quotation PDF', () => {
  test('mixed 0 % and 20 % lines, line and quote discounts, delivery, rounding: the PDF adds up and equals the API', async ({ api }) => {
    const { detail } = await registerCompany(api);
    const { zero, standard } = await mixedRateProducts(api, detail.id);
    const { q, text } = await save(api, {
      companyId: detail.id,
      quoteName: 'Mixed rates',
      purchaseOrderNo: 'PO-4411',
      email: detail.users[0].email,
      shippingAddress: address(),
      billingAddress: address({ address1: '2 Ledger Row', city: 'Hull', postCode: 'HU1 2AB' }),
      delivery: 12.5,
      quoteDiscountPercent: 5,
      notes: 'Deliver to the loading bay',
      lines: [
        { productId: standard[0].productId, qty: 3, unitPrice: 10.99, discountPercent: 10 }, // 32.97 less 3.297 → 3.30
        { productId: zero.productId, qty: 2, unitPrice: 4.15 },
        { productId: standard[1].productId, qty: 7, unitPrice: 0.35, discountPercent: 12.5 }, // 2.45 less 0.30625 → 0.31
      ],
    });
    // The figures as docs/quotations.md works them out by hand (as test/quote-pricing.test.ts).
    expect(q.lines.map((l) => [l.lineTotal, l.quoteDiscountShare, l.tax])).toEqual([
      [29.67, 1.49, 5.64],
      [8.3, 0.41, 0],
      [2.14, 0.11, 0.41],
    ]);
    expect(q).toMatchObject({ subTotal: 40.11, discountTotal: 3.61, quoteDiscountPercent: 5, quoteDiscount: 2.01, delivery: 12.5, deliveryTaxPercent: 20, taxTotal: 8.55, grandTotal: 59.15 });
    expect(q.taxes).toEqual([
      { taxPercent: 0, taxable: 7.89, tax: 0 },
      { taxPercent: 20, taxable: 42.71, tax: 8.55 },
    ]);

    const printed = printedFigures(text, q.lines.map((l) => l.stockCode));
    expectAddsUp(printed, q);
    // The line discounts are in the line totals, not subtracted again under the subtotal.
    expect(text).not.toMatch(/Discounts/);

    // Seller, buyer, reference, dates, validity, terms.
    const settings = await expectV2Success(await api.get('/api/v2/infra/config'), storeSettingsSchema);
    const setting = (key: string) => settings.configSettings.flatMap((g) => g.configKeys).find((k) => k.key === key)!.value;
    for (const printedText of [
      setting('SellerSettings.LegalName'),
      `VAT No. ${setting('SellerSettings.VatNumber')}`,
      ...setting('SellerSettings.Address').split('\n'),
      q.number,
      q.companyName,
      'PO-4411',
      '2 Ledger Row',
      q.createdAt.slice(0, 10),
      'Deliver to the loading bay',
      `${q.number} · Page 1 of 1`,
    ])
      expect(text, printedText).toContain(printedText);
    expect(text).toMatch(new RegExp(`Valid until\\s+${setting('B2BSettings.QuoteValidityDays')} days from sending`));
    expect(text.replace(/\s+/g, ' ')).toContain(setting('B2BSettings.QuotationTerms').replace(/\s+/g, ' '));
  });

  test('1,000 lines of 0.10 and 0.20 total exactly, on every page', async ({ api }) => {
    test.slow(); // a 1,000-line quotation priced, stored, read and printed on 25 pages
    const { detail } = await registerCompany(api);
    const { standard } = await mixedRateProducts(api, detail.id);
    const lines = Array.from({ length: 1000 }, (_, i) => ({ productId: standard[i % 2].productId, qty: 1, unitPrice: i % 2 ? 0.2 : 0.1 }));
    const { q, text } = await save(api, { companyId: detail.id, quoteName: 'Pennies', email: detail.users[0].email, shippingAddress: address(), billingAddress: address(), lines });
    expect(q).toMatchObject({ subTotal: 150, taxTotal: 30, grandTotal: 180 });
    // Every line printed, and the printed lines add up to the printed subtotal.
    const rows = text.split('\n').filter((r) => r.trimStart().startsWith(`${standard[0].stockCode} `) || r.trimStart().startsWith(`${standard[1].stockCode} `));
    expect(rows).toHaveLength(1000);
    const nets = rows.map((r) => Number(/£(\d+\.\d{2})\s+20%\s+£\d+\.\d{2}\s*$/.exec(r)![1].replace('.', '')));
    expect(nets.reduce((s, n) => s + n, 0)).toBe(15_000);
    const totals = printedFigures(text, []);
    expect([totals.subtotal, totals.totalVat, totals.total]).toEqual([15_000, 3_000, 18_000]);
    expect(text).toMatch(/Page 1 of (\d+)/);
  });

  test('a quote discount over 100 % and an amount too large to be exact are refused, nothing saved', async ({ api }) => {
    const { detail } = await registerCompany(api);
    const { standard } = await mixedRateProducts(api, detail.id);
    const base = { companyId: detail.id, quoteName: 'Refused', email: detail.users[0].email, shippingAddress: address(), billingAddress: address() };
    const over = await expectV2Failure(
      await api.post(`${B2B}/quote/save`, { data: { ...base, quoteDiscountPercent: 100.5, lines: [{ productId: standard[0].productId, qty: 1 }] } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(over.errors.join(' ')).toContain('quoteDiscountPercent: must be at most 100');
    const huge = await expectV2Failure(
      await api.post(`${B2B}/quote/save`, { data: { ...base, lines: [{ productId: standard[0].productId, qty: 1_000_000, unitPrice: 99_999_999 }] } }),
      400,
    );
    expect(huge.errors.join(' ')).toMatch(/^lines\.0: .*too large/);
    const listed = await expectV2Success(await api.get(`${B2B}/${detail.id}/quotes`));
    expect(listed).toEqual([]);
  });
});
