import { z } from 'zod';
import { quotationSchema } from '@/lib/api/schemas/b2b-quotes';
import { registerCompany, registration } from '../support/b2b';
import { expect, signIn, uniqueSuffix } from '../support/back-office';
import { test } from '../support/pages/b2b-pages';
import { expectV2Success } from '../support/v2';

test.describe('B2B quotations', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'b2b');
  });

  test('a company without quotations shows the empty state', async ({ page, quotations, api }) => {
    const { detail } = await registerCompany(api, registration());
    await quotations.goto(detail.id);
    await expect(page.getByText(`${detail.name} has no quotations yet`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create the first quotation' })).toBeVisible();
  });

  test('choose a company, save a quotation with its address, and see it listed', async ({
    page,
    quotations,
    shell,
    api,
  }) => {
    const { detail, body } = await registerCompany(api, registration());
    const quoteName = `Spring restock ${uniqueSuffix()}`;

    await page.goto('/b2b/quotations');
    await page.getByLabel('Company', { exact: true }).selectOption({ label: detail.name });
    await page.getByRole('button', { name: 'Show quotations' }).click();
    await page.getByRole('link', { name: 'New quotation' }).click();

    await quotations.field('Quotation', 'Quote name').fill(quoteName);
    await quotations.field('Quotation', 'PO number').fill('PO-7781');
    await expect(quotations.field('Quotation', 'Email')).toHaveValue(body.email);
    await quotations.pickAddress('Shipping address', '1 Test Street');
    await expect(quotations.field('Shipping address', 'Post code')).toHaveValue('LS1 5AT');
    await quotations.field('Billing address', 'Address line 1').fill('2 Ledger Row');
    await quotations.field('Billing address', 'Town or city').fill('York');
    await quotations.field('Billing address', 'Post code').fill('YO1 7HH');
    await quotations.field('Billing address', 'Country').selectOption('GB');
    await page.getByRole('button', { name: 'Save quotation' }).click();

    await expect(shell.toast(`Quotation “${quoteName}” saved`)).toBeVisible();
    const row = quotations.rows().filter({ hasText: quoteName });
    await expect(row).toContainText('PO-7781');
    await expect(row).toContainText('1 Test Street, Leeds, LS1 5AT, GB');
    await expect(row).toContainText('2 Ledger Row, York, YO1 7HH, GB');

    const saved = await expectV2Success(
      await api.get(`/api/v2/commerce/b2b/${detail.id}/quotes`),
      z.array(quotationSchema),
    );
    expect(saved).toMatchObject([
      {
        quoteName,
        purchaseOrderNo: 'PO-7781',
        email: body.email,
        companyId: detail.id,
        shippingAddress: {
          address1: '1 Test Street',
          city: 'Leeds',
          postCode: 'LS1 5AT',
          country: 'United Kingdom',
        },
        billingAddress: { address1: '2 Ledger Row', city: 'York', postCode: 'YO1 7HH', countryCode: 'GB' },
      },
    ]);
  });

  test('leaving a half-filled quotation asks first', async ({ page, quotations, api }) => {
    const { detail } = await registerCompany(api, registration());
    await quotations.goto(detail.id);
    await page.getByRole('link', { name: 'Create the first quotation' }).click();
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
