import { expect, signIn, test } from '../support/back-office';
import { CompanyForm } from '../support/pages/b2b-pages';
import { NewReturnPage } from '../support/pages/returns-pages';
import { searchApi } from '../support/product-grid';
import { returnableOrder } from '../support/support-desk';

/** A 1×1 PNG: a real image, so its preview decodes. */
const DOT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.describe('no dead ends', () => {
  test('the completeness popover closes on Escape and on a click outside', async ({ page, api }) => {
    const [product] = (await searchApi(api, { completenessBelow: 100 }, { pagesize: 1 })).result;
    await signIn(page, 'catalogue');
    await page.goto(`/catalogue/products/${product.productId}`);
    const badge = page.getByRole('button', { name: /^Completeness \d+%/ });
    const popover = page.getByRole('dialog', { name: 'Missing required attributes' });

    await badge.click();
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(badge).toBeFocused();

    await badge.click();
    await expect(popover).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(popover).toBeHidden();
  });

  test('menus and the command palette offer Import products only to roles that may import', async ({
    page,
    shell,
  }) => {
    await signIn(page, 'support');
    await expect(shell.navLink('Products')).toBeVisible();
    await expect(shell.navLink('Import products')).toHaveCount(0);
    await shell.openPalette();
    await shell.paletteInput().fill('import');
    await expect(shell.palette().getByText('Nothing matches.')).toBeVisible();
    await page.keyboard.press('Escape');
    await shell.signOut();

    await signIn(page, 'catalogue');
    await expect(shell.navLink('Import products')).toBeVisible();
    await shell.openPalette();
    await shell.paletteInput().fill('import');
    await expect(shell.palette().getByRole('option', { name: /Import products/ })).toBeVisible();
  });

  test('a return photo is checked when chosen, and dropped photos show as previews', async ({
    page,
    api,
  }) => {
    const { order } = await returnableOrder(api, 1);
    await signIn(page, 'support');
    const newReturn = new NewReturnPage(page);
    await newReturn.findOrder(order.orderNumber);
    const input = newReturn.form().getByLabel('Photos', { exact: true });

    // Dropped on the zone: a 21 MB file is refused at once, named with the reason, and not kept; the
    // photo beside it is shown as a preview of itself, with Remove.
    const transfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(21 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
      data.items.add(new File([bytes], 'dot.png', { type: 'image/png' }));
      return data;
    }, DOT_PNG);
    await page.getByTestId('photo-drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
    await expect(newReturn.form()).toContainText('big.jpg is 21 MB; a photo may be at most 20 MB');
    const preview = page.getByRole('list', { name: 'Chosen photos' }).getByRole('img', { name: 'dot.png' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(1);
    await page.getByRole('button', { name: 'Remove dot.png' }).click();
    await expect(preview).toHaveCount(0);

    // The file button is checked the same way.
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(newReturn.form()).toContainText('notes.txt is not an image');
    await expect(page.getByRole('list', { name: 'Chosen photos' })).toHaveCount(0);
  });

  test('a duplicate is named "… (copy)"', async ({ page, api }) => {
    test.slow();
    const [product] = (await searchApi(api, { completenessBelow: 100 }, { pagesize: 1, page: 2 })).result;
    await signIn(page, 'catalogue');
    await page.goto(`/catalogue/products/${product.productId}`);
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByLabel('Name of the copy')).toHaveValue(`${product.name} (copy)`);
    await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${product.name} (copy)`, {
      timeout: 30_000,
    });
  });

  test("B2B registration starts the address in the store's country", async ({ page, api }) => {
    const config = (await (await api.get('/api/v2/infra/config')).json()) as {
      result: { configSettings: { configKeys: { key: string; value: string }[] }[] };
    };
    const storeCountry = config.result.configSettings
      .flatMap((g) => g.configKeys)
      .find((k) => k.key === 'RegionalSettings.DefaultCountry')!.value;
    await signIn(page, 'b2b');
    const companyForm = new CompanyForm(page);
    await companyForm.gotoNew();
    await companyForm.fillCompanyStep(`Country default ${Date.now()}`);
    await companyForm.next().click();
    await expect(companyForm.field('Address', 'Country')).toHaveValue(storeCountry);
  });
});
