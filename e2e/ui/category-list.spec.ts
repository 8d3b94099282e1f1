import { categoryTree, flatten } from '../support/categories';
import { expect, signIn, test } from '../support/back-office';

const count = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * The list view exercises the shared data table: sorting, paging and page size live in the URL.
 * Other tests add categories meanwhile (with no products), so totals are read, not assumed.
 */
test.describe('the category list', () => {
  test('sort by a column, page through, and come back with the browser history', async ({ page, api }) => {
    await signIn(page, 'catalogue');
    const all = flatten(await categoryTree(api));
    await page.goto('/catalogue/categories?view=list');
    const table = page.getByRole('table', { name: 'Categories' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(1 + Math.min(25, all.length));

    const productsHeader = table.getByRole('columnheader', { name: /Products/ });
    await productsHeader.getByRole('link').click();
    await expect(page).toHaveURL(/sort=products&order=asc/);
    await expect(productsHeader).toHaveAttribute('aria-sort', 'ascending');
    const column = async () =>
      (
        await table
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => tr.children[4]?.textContent ?? ''))
      ).map(count);
    await expect
      .poll(async () => (await column())[0])
      .toBeLessThanOrEqual(Math.min(...all.map((c) => c.prodCount)));
    const ascending = await column();
    expect(ascending).toEqual(ascending.toSorted((a, b) => a - b));

    await productsHeader.getByRole('link').click();
    await expect(productsHeader).toHaveAttribute('aria-sort', 'descending');
    const most = Math.max(...all.map((c) => c.prodCount)).toLocaleString('en-GB');
    await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText(most);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination).toContainText(/26–50 of \d+ categories/);
    await page.goBack();
    await expect(pagination).toContainText(/1–25 of \d+ categories/);
    await expect(productsHeader).toHaveAttribute('aria-sort', 'descending');

    await pagination.getByLabel('Rows per page').selectOption('10');
    await expect(page).toHaveURL(/pageSize=10/);
    await expect(rows).toHaveCount(11);
  });
});
