import sharp from 'sharp';
import { detail, search } from '../support/catalogue';
import { expect, signIn, test, uniqueSuffix } from '../support/back-office';
import { pngBomb } from '../support/media';

interface Warehouse {
  id: string;
  name: string;
  isDefault: boolean;
}

/**
 * Issue 35 §6: New product takes its stock and its first image on the create form, and one Create
 * makes the product, its stock and its image; what cannot be made is refused before anything is
 * written, or named after.
 */
test.describe('New product in one step', () => {
  test.slow();

  test('stock per warehouse and the first image are saved with the product by one Create', async ({ page, api }) => {
    const { warehouses } = (await (await api.get('/api/v1/product/edit-choices')).json()).result as { warehouses: Warehouse[] };
    const home = warehouses.find((w) => w.isDefault)!;
    const other = warehouses.find((w) => !w.isDefault)!;
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } }).png().toBuffer();

    await signIn(page, 'catalogue');
    await page.goto('/catalogue/products/new');
    const form = page.getByRole('form', { name: 'New product' });
    const name = `One Step Lamp ${uniqueSuffix()}`;
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    await form.getByLabel('Default category', { exact: true }).selectOption({ index: 1 });
    const homeStock = form.getByLabel(`On hand at ${home.name} (default warehouse)`);
    await homeStock.fill('-3');
    await form.getByLabel('First image').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: photo });
    await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('img', { name: 'lamp.png' })).toBeVisible();

    // A quantity that is not one is refused on its field, and nothing is created.
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(homeStock).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('Must be a whole number, 0 or more');
    await expect(page.getByRole('alert').getByRole('link', { name: /On hand at/ })).toBeVisible();
    expect((await search(api, { freeText: name })).totalRecords).toBe(0);

    await homeStock.fill('12');
    await form.getByLabel(`On hand at ${other.name}`, { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 30_000 });
    const id = page.url().split('/').pop()!.split('?')[0];
    const d = (await detail(api, id)).detail;
    const onHand = Object.fromEntries((d.inventory as { warehouseId: string; stockOnHand: number }[]).map((i) => [i.warehouseId, i.stockOnHand]));
    expect(onHand).toEqual({ [home.id]: 12, [other.id]: 5 });
    expect((d.media.files as { mediaType: number }[]).filter((f) => f.mediaType === 0)).toHaveLength(1);
  });

  test('an image the service refuses is named after the product was made, and the product keeps its stock', async ({ page, api, shell }) => {
    const { warehouses } = (await (await api.get('/api/v1/product/edit-choices')).json()).result as { warehouses: Warehouse[] };
    const home = warehouses.find((w) => w.isDefault)!;
    await signIn(page, 'catalogue');
    await page.goto('/catalogue/products/new');
    const form = page.getByRole('form', { name: 'New product' });
    const name = `Refused Image Lamp ${uniqueSuffix()}`;
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Default category', { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(`On hand at ${home.name} (default warehouse)`).fill('4');
    // A small PNG that claims 400 megapixels: it passes the browser's checks, and the service refuses it.
    await form.getByLabel('First image').setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: await pngBomb() });
    await page.getByRole('button', { name: 'Create product' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 30_000 });
    await expect(shell.toast(`Product “${name}” was created with its stock, but its image bomb.png did not save`)).toBeVisible();
    const id = page.url().split('/').pop()!.split('?')[0];
    const d = (await detail(api, id)).detail;
    expect((d.inventory as { warehouseId: string; stockOnHand: number }[]).map((i) => [i.warehouseId, i.stockOnHand])).toEqual([[home.id, 4]]);
    expect(d.media.files).toHaveLength(0);
  });
});
