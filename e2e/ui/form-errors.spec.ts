import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/catalogue-forms';

/** The control lies wholly inside the window, below the sticky top bar and above the fixed Save bar. */
async function expectClearOfBars(page: Page, control: Locator) {
  await expect
    .poll(() =>
      control.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const bar = document.querySelector('[role="region"][aria-label="Save changes"]');
        const floor = bar ? bar.getBoundingClientRect().top : window.innerHeight;
        return box.top >= header && box.bottom <= floor;
      }),
    )
    .toBe(true);
}

test.describe('errors you can see', () => {
  // The New product form renders every attribute group: its first, cold render takes a while on a busy machine.
  test.slow();
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'catalogue');
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`New product at ${viewport.width} px: Create with missing fields lists them beside the Save bar and shows the first`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/catalogue/products/new');
      const form = page.getByRole('form', { name: 'New product' });
      const name = form.getByLabel('Name', { exact: true });
      await name.fill('');
      // Submit from the bottom of the page, where Create is clicked after filling the later groups.
      await page.mouse.wheel(0, 20_000);
      await page.getByRole('button', { name: 'Create product' }).click();

      const summary = page.getByRole('region', { name: 'Save changes' }).getByRole('alert');
      await expect(summary).toContainText(/fields? needs? attention/);
      const link = summary.getByRole('link', { name: 'Name', exact: true });
      await expect(link).toBeVisible();
      await expect(name).toBeFocused();
      await expectClearOfBars(page, name);

      // Each link brings its field back after the page has been scrolled elsewhere.
      await page.mouse.wheel(0, 20_000);
      await link.click();
      await expect(name).toBeFocused();
      await expectClearOfBars(page, name);

      // A field leaves the list once it is fixed.
      await name.fill('Errors You Can See Lamp');
      await expect(summary.getByRole('link', { name: 'Name', exact: true })).toHaveCount(0);
    });
  }

  test('New supplier: an empty Create lists the missing fields above the buttons and focuses the first', async ({
    page,
    supplierForm,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await supplierForm.gotoNew();
    await supplierForm.create().click();
    const summary = supplierForm.form().getByRole('alert').filter({ hasText: 'need attention' });
    await expect(summary.getByRole('link', { name: 'Name', exact: true })).toBeVisible();
    await expect(supplierForm.field('Name')).toBeFocused();
    await expectClearOfBars(page, supplierForm.field('Name'));
  });
});
