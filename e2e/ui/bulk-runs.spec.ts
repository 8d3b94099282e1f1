import { expect, signIn, taggedProducts, test, uniqueSuffix } from '../support/bulk-update';
import { statuses } from '../support/bulk-runs';

/** Slot 320 is this file's. */
test.describe('bulk runs page', () => {
  test('a wizard change is a run on the Bulk runs page; undo brings the old status back in the grid', async ({ page, wizard, api }) => {
    test.slow(); // five pages (wizard, runs, run, grid), each seconds long on a busy test machine
    const tag = `runs-${uniqueSuffix().toLowerCase()}`;
    const { tagged } = await taggedProducts(api, 320, 2, tag);
    const ids = tagged.map((t) => t.productId);
    expect((await api.put('/api/v1/bulk-update/status', { data: { productIds: ids, status: 1 } })).status()).toBe(200);
    await signIn(page, 'catalogue');

    await wizard.goto();
    await wizard.filter('Tag').fill(tag);
    await wizard.useMatching(2);
    await wizard.chooseOperation('Status');
    await wizard.field('Status').selectOption({ label: 'Archived' });
    await wizard.review();
    await wizard.apply(2);
    await expect(page.getByRole('status').filter({ hasText: '2 products: 2 changed · 0 already so · 0 skipped' })).toBeVisible();
    expect(await statuses(api, ids)).toEqual([3, 3]);

    // The result links the run; the Bulk runs page lists it.
    const runLink = page.getByRole('link', { name: 'See the run (undo it there)' });
    const href = (await runLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/bulk-update\/runs\/[0-9a-f-]{36}$/);
    await page.goto('/bulk-update/runs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk runs');
    await expect(page.locator(`a[href="${href}"]`)).toBeVisible();
    await page.locator(`a[href="${href}"]`).click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bulk status');
    const changes = page.getByRole('table', { name: /Changes/ });
    for (const item of tagged) await expect(changes.getByRole('row').filter({ hasText: item.stockCode })).toContainText('Draft');

    await page.getByRole('button', { name: 'Undo run' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Undo this bulk run?');
    await dialog.getByRole('button', { name: 'Undo run' }).click();
    await expect(page.getByText('Run undone: 2 products restored')).toBeVisible();
    await expect(page.getByText('Undone', { exact: true })).toBeVisible();
    expect(await statuses(api, ids)).toEqual([1, 1]);

    await page.goto(`/catalogue/products?tag=${tag}`);
    for (const item of tagged) await expect(page.getByRole('row').filter({ hasText: item.stockCode })).toContainText('Draft');
  });
});
