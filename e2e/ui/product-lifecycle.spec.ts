import { detail } from '../support/catalogue';
import { expect, signIn, test, uniqueSuffix } from '../support/back-office';
import { ProductGridPage } from '../support/pages/product-grid';
import { ProductPage } from '../support/pages/product-page';
import { StorefrontPreview } from '../support/pages/storefront-preview';

/*
 * A catalogue manager runs one product's life: creates it from scratch with a price, finds it in the
 * grid and the storefront search, edits it while someone else does, reads who changed what, deletes
 * it and takes the delete back from the toast.
 */
test.describe('product lifecycle in the back-office', () => {
  test.slow();

  test('create, find, edit against a concurrent change, read the history, delete and undo', async ({ page, api, shell }) => {
    await signIn(page, 'catalogue');
    const grid = new ProductGridPage(page);
    await grid.goto();
    // N works once the grid is interactive (hydrated): press until the New product page opens.
    const newProduct = page.getByRole('heading', { level: 1, name: 'New product' });
    await expect(async () => {
      if (!(await newProduct.isVisible())) await page.keyboard.press('n');
      await expect(newProduct).toBeVisible({ timeout: 2_000 });
    }).toPass();

    const name = `Lifecycle Reading Lamp ${uniqueSuffix()}`;
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    const stockCode = form.getByLabel('Stock code', { exact: true });
    await expect(stockCode).toHaveValue(/LIFECYCLE-READING-LAMP/);
    const code = await stockCode.inputValue();
    await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    await form.getByLabel('Default category', { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(/^Sell price/).fill('19.99');
    await page.getByRole('button', { name: 'Create product' }).click();

    const product = new ProductPage(page);
    // The new product's page is rendered after the save: seconds on a busy test machine.
    await expect(product.heading()).toHaveText(name, { timeout: 30_000 });
    const id = page.url().split('/').pop()!.split('?')[0];
    expect((await detail(api, id)).detail.defaultPricing.sellPrice).toBe(19.99);

    await grid.goto();
    await grid.search(code);
    expect(await grid.names()).toEqual([name]);

    const storefront = new StorefrontPreview(page);
    await storefront.goto();
    await storefront.search(code);
    await expect(storefront.cardNames()).toHaveText([name]);

    // First edit: saved (and the stored version back on the page before anything else happens).
    await product.goto(id);
    await product.field('Meta title').fill('Reading lamp');
    await product.saveAndWait();
    await expect(shell.toast(/saved/).first()).toBeVisible();
    await expect(product.field('Meta title')).toHaveValue('Reading lamp');

    // Someone else changes the product; the second edit is refused with the conflict banner.
    const theirs = await api.put(`/api/v1/product/${id}`, { data: { seo: { metaDescription: 'Changed elsewhere' } } });
    expect(theirs.status()).toBe(200);
    await product.field('Meta title').fill('Lamp for reading');
    await product.save().click();
    await expect(product.conflict()).toBeVisible();
    await product.reloadAfterConflict();
    await expect(product.field('Meta description')).toHaveValue('Changed elsewhere');
    await product.field('Meta title').fill('Lamp for reading');
    await product.saveAndWait();
    await expect(product.field('Meta title')).toHaveValue('Lamp for reading');

    await product.open(/^History/);
    const rows = product.rowsOf('Changes, newest first');
    // History names the field as the form does (lib/labels), not by its path seo.metaTitle.
    const titleEdits = rows.filter({ hasText: 'Meta title:' });
    await expect(titleEdits).toHaveCount(2);
    for (const row of await titleEdits.all()) await expect(row).toContainText('Cat Manager');
    await expect(titleEdits.first()).toContainText('Lamp for reading');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/catalogue\/products$/);
    const toast = shell.toast(/deleted/);
    await expect(toast).toBeVisible();
    expect((await api.get(`/api/v1/product/${id}`)).status()).toBe(404);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(product.heading()).toHaveText(name);
    expect((await detail(api, id)).detail.basicInfo.stockCode).toBe(code);
  });
});
