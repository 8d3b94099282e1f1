import { catalogueCountsSchema, type CatalogueCounts } from '@/lib/api/schemas/product-search';
import { BulkUpdateWizardPage } from '../support/pages/bulk-update-wizard';
import { expect, signIn, test as gridTest, uniqueSuffix } from '../support/product-grid';

const test = gridTest.extend<{ wizard: BulkUpdateWizardPage }>({
  wizard: async ({ page }, use) => use(new BulkUpdateWizardPage(page)),
});

/** "2,173 products · 827 variants", as every page words the count (docs/counts.md). */
const worded = (c: CatalogueCounts) =>
  `${c.products.toLocaleString('en-GB')} product${c.products === 1 ? '' : 's'} · ${c.variants.toLocaleString('en-GB')} variant${c.variants === 1 ? '' : 's'}`;

test.describe('one count of the catalogue', () => {
  test('the dashboard, the grid and the wizard count the same products and variants, and name them', async ({ page, grid, wizard, api }) => {
    test.slow(); // three pages, each counting the whole catalogue
    const counted = async (body: Record<string, unknown> = {}) =>
      catalogueCountsSchema.parse((await (await api.post('/api/v1/search/advanced/counts', { data: body })).json()).result);
    await signIn(page, 'admin');
    // Other tests create products meanwhile: each page must show the service's count of that moment.
    await expect(async () => {
      const all = await counted();
      await page.goto('/');
      await expect(page.getByTestId('count-products')).toHaveText(worded(all), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(async () => {
      const all = await counted();
      await grid.goto();
      await expect(page.getByTestId('catalogue-counts')).toHaveText(`${worded(all)} in the catalogue`, { timeout: 2_000 });
      await grid.expectRange(1, 25, all.products);
    }).toPass({ timeout: 30_000 });

    // With a filter: the grid and the wizard count its products and variants alike.
    const drafts = await counted({ status: 1 });
    await grid.goto('?status=1');
    await expect(page.getByTestId('catalogue-counts')).toHaveText(`${worded(drafts)} match these filters`);
    await wizard.goto('?status=1');
    await expect(wizard.matchCount()).toHaveText(`${worded(drafts)} match`);
    await expect(page.getByRole('button', { name: `Use these ${worded(drafts)}` })).toBeVisible();
  });

  test('a product without a price shows "No price" in the grid and on its page, never £0.00', async ({ page, grid, api }) => {
    const stockCode = `NOP-${uniqueSuffix()}`;
    const created = await api.post('/api/v1/product/create', { data: { name: `Unpriced lamp ${stockCode}`, stockCode, itemTypes: 1 } });
    expect(created.status(), await created.text()).toBe(200);
    const id = (await created.json()).recordId as string;
    await signIn(page, 'catalogue');
    await grid.goto(`?freeText=${stockCode}`);
    await grid.expectRange(1, 1, 1, 'products and variants');
    expect(await grid.column('Sell price')).toEqual(['No price']);
    await expect(grid.rows().first()).not.toContainText('£0.00');

    await page.goto(`/catalogue/products/${id}`);
    // The page's header marks it; its prices table says so.
    await expect(page.getByText('No price', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prices' })).toContainText('No price');
    await expect(page.getByRole('region', { name: 'Prices' })).not.toContainText('£0.00');
  });
});
