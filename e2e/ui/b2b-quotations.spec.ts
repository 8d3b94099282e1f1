import { quotationSchema } from '@/lib/api/schemas/b2b-quotes';
import { z } from 'zod';
import { registerCompany, registration } from '../support/b2b';
import { expect, signIn, uniqueSuffix } from '../support/back-office';
import { purchasable } from '../support/commerce';
import { mixedRateProducts, pdfText, pennies, printedFigures } from '../support/quotations';
import { test } from '../support/pages/b2b-pages';
import { expectV2Success } from '../support/v2';

test.describe('B2B quotations', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'b2b');
  });

  test('quote 3 products for a company and send it', async ({ page, quotations, shell, api }) => {
    // A whole document, three searches and a status move: more than the default on a busy machine.
    test.slow();
    const { detail } = await registerCompany(api, registration());
    const products = await purchasable(api, 3, { cheap: true });
    const quoteName = `Spring restock ${uniqueSuffix()}`;

    await quotations.goto(detail.id);
    await expect(page.getByText(`${detail.name} has no quotations yet`)).toBeVisible();
    await page.getByRole('link', { name: 'New quotation' }).click();
    await quotations.field('Quotation', 'Quote name').fill(quoteName);
    await quotations.field('Quotation', 'PO number').fill('PO-7781');
    // The company's own address is offered and already filled in.
    await expect(quotations.field('Shipping address', 'Address line 1')).toHaveValue('1 Test Street');
    for (const [i, p] of products.entries()) await quotations.addLine(p.stockCode, i + 1);
    await expect(page.getByRole('table', { name: 'Quotation lines' }).getByRole('row')).toHaveCount(4);
    await expect(page.getByTestId('grand-total')).not.toHaveText('£0.00');
    await page.getByRole('button', { name: 'Save quotation' }).click();

    await expect(shell.toast(`Quotation “${quoteName}” saved`)).toBeVisible();
    await expect(shell.heading()).toContainText(quoteName);
    await expect(page.getByRole('table', { name: 'Quotation lines' }).getByRole('row')).toHaveCount(4);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // Sending is final for the buyer: it asks first, saying to whom and until when (this one has no closing date).
    const send = page.getByRole('alertdialog', { name: 'Send?' });
    await expect(send).toContainText(/is sent to \S+@\S+ and can no longer be edited; it has no closing date yet, so it will be valid for the store's quotation validity \(Settings\) from today\./);
    await send.getByRole('button', { name: 'Send' }).click();
    await expect(shell.toast('Quotation sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark accepted' })).toBeVisible();

    const [saved] = await expectV2Success(await api.get(`/api/v2/commerce/b2b/${detail.id}/quotes`), z.array(quotationSchema));
    expect(saved).toMatchObject({ quoteName, purchaseOrderNo: 'PO-7781', status: 'sent' });
    expect(saved.lines.map((l) => [l.stockCode, l.qty])).toEqual(products.map((p, i) => [p.stockCode, i + 1]));
  });

  test("the editor's live totals are the saved quotation's and the PDF's: mixed VAT, line and quote discounts, delivery", async ({
    page,
    quotations,
    shell,
    api,
  }) => {
    test.slow(); // three product searches, a save and a PDF on a busy machine
    const { detail } = await registerCompany(api, registration());
    const { zero, standard } = await mixedRateProducts(api, detail.id);
    await page.goto(`/b2b/quotations/new?company=${detail.id}`);
    const quoteName = `Mixed rates ${uniqueSuffix()}`;
    await quotations.field('Quotation', 'Quote name').fill(quoteName);
    const line = async (stockCode: string, qty: number, unitPrice: string, discount = '') => {
      await quotations.addLine(stockCode, qty);
      await page.getByLabel(`Unit price of ${stockCode}`).fill(unitPrice);
      await page.getByLabel(`Discount of ${stockCode}`).fill(discount);
    };
    await line(standard[0].stockCode, 3, '10.99', '10');
    await line(zero.stockCode, 2, '4.15');
    await line(standard[1].stockCode, 7, '0.35', '12.5');
    await quotations.field('Lines', 'Delivery').fill('12.50');
    await quotations.field('Lines', 'Quote discount %').fill('5');

    // Worked out while typing by the pricing module the service uses (docs/quotations.md).
    const expected = {
      subtotal: '£40.11',
      'quote-discount': '-£2.01',
      delivery: '£12.50',
      'vat-0': '£0.00',
      'vat-20': '£8.55',
      'tax-total': '£8.55',
      'grand-total': '£59.15',
    };
    for (const [id, text] of Object.entries(expected)) await expect(page.getByTestId(id)).toHaveText(text);
    await expect(page.getByRole('term').filter({ hasText: 'VAT 20% on £42.71' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'VAT 0% on £7.89' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /Discounts/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Save quotation' }).click();
    await expect(shell.toast(`Quotation “${quoteName}” saved`)).toBeVisible();
    await expect(shell.heading()).toContainText(quoteName);
    // The saved quotation's page: the service's figures, the same.
    for (const [id, text] of Object.entries(expected)) await expect(page.getByTestId(id)).toHaveText(text);

    // The PDF the page links prints them too, and they add up.
    const pdf = await page.request.get(`${new URL(page.url()).pathname}/pdf`);
    expect(pdf.status()).toBe(200);
    const printed = printedFigures(pdfText(await pdf.body()), [standard[0].stockCode, zero.stockCode, standard[1].stockCode]);
    expect([printed.subtotal, -printed.quoteDiscount, printed.delivery, printed.totalVat, printed.total]).toEqual(
      ['subtotal', 'quote-discount', 'delivery', 'tax-total', 'grand-total'].map((id) => pennies(expected[id as keyof typeof expected])),
    );
    expect(printed.vatRows).toEqual([
      { ratePercent: 0, taxable: 789, vat: 0 },
      { ratePercent: 20, taxable: 4271, vat: 855 },
    ]);
    expect(printed.lines.map((l) => l.net)).toEqual([2967, 830, 214]);
  });

  test('leaving a half-filled quotation asks first', async ({ page, quotations, api }) => {
    const { detail } = await registerCompany(api, registration());
    await page.goto(`/b2b/quotations/new?company=${detail.id}`);
    await quotations.field('Quotation', 'Quote name').fill('Not yet');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(quotations.field('Quotation', 'Quote name')).toHaveValue('Not yet');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByText(`${detail.name} has no quotations yet`)).toBeVisible();
  });
});
