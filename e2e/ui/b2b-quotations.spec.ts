import { quotationSchema } from '@/lib/api/schemas/b2b-quotes';
import { z } from 'zod';
import { registerCompany, registration } from '../support/b2b';
import { expect, signIn, uniqueSuffix } from '../support/back-office';
import { purchasable } from '../support/commerce';
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
    await expect(send).toContainText(/is sent to \S+@\S+ and can no longer be edited; it has no closing date, so the buyer can accept it until it is marked expired\./);
    await send.getByRole('button', { name: 'Send' }).click();
    await expect(shell.toast('Quotation sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark accepted' })).toBeVisible();

    const [saved] = await expectV2Success(await api.get(`/api/v2/commerce/b2b/${detail.id}/quotes`), z.array(quotationSchema));
    expect(saved).toMatchObject({ quoteName, purchaseOrderNo: 'PO-7781', status: 'sent' });
    expect(saved.lines.map((l) => [l.stockCode, l.qty])).toEqual(products.map((p, i) => [p.stockCode, i + 1]));
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
