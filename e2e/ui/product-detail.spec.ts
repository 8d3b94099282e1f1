import type { APIRequestContext } from '@playwright/test';
import { detail, fieldValues, slot, type Detail } from '../support/catalogue';
import { expect, signIn, test, uniqueSuffix } from '../support/back-office';
import { Shell } from '../support/pages/shell';
import { ProductPage } from '../support/pages/product-page';

/*
 * Products are not created over the API, so each test that writes takes its own page of
 * /search/all (see e2e/support/catalogue.ts): this spec uses slots 90–94.
 */

/** The first product of a slot whose detail has prices, stock and images (every section has rows). */
async function wellFilledProduct(api: APIRequestContext, n: number): Promise<Detail> {
  for (const item of await slot(api, n)) {
    const { detail: d } = await detail(api, item.productId);
    if (d.pricelists.length && d.inventory.length && d.media.files.some((f: Detail) => f.mediaType === 0)) return d;
  }
  throw new Error(`no product of slot ${n} has prices, stock and images`);
}

async function setMetaTitle(api: APIRequestContext, id: string, value: string) {
  const res = await api.put('/api/v1/bulk-update/multiple-fields', {
    data: { productIds: [id], data: [{ fieldCode: 'MetaTitle', fieldValue: value }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('the product page', () => {
  test('opens on the editable overview: fields, prices and stock tables; media, variants and domains in their tabs', async ({ page, api }) => {
    await signIn(page, 'catalogue');
    const d = await wellFilledProduct(api, 90);
    const product = new ProductPage(page);
    await product.goto(d.productId);

    await expect(product.heading()).toHaveText(d.basicInfo.name);
    await expect(product.tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(product.field('Stock code')).toHaveValue(d.basicInfo.stockCode);
    if (d.seo.metaTitle) await expect(product.field('Meta title')).toHaveValue(d.seo.metaTitle);

    await expect(product.rowsOf('Prices per price list')).toHaveCount(d.pricelists.length);
    for (const p of d.pricelists)
      await expect(product.cell(`${p.pricelist.value} ${p.currencyCode} sell price incl. tax`)).toHaveValue(p.sellPrice.toFixed(2));
    await expect(product.rowsOf('Stock per warehouse')).toHaveCount(d.inventory.length);
    for (const i of d.inventory) await expect(product.cell(`${i.warehouseName} on hand`)).toHaveValue(String(i.stockOnHand));

    await product.open(/^Media/);
    const images = d.media.files.filter((f: Detail) => f.mediaType === 0);
    await expect(product.panel().getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(images.length);
    for (const f of images.filter((f: Detail) => f.altText))
      await expect(product.panel().getByRole('img', { name: f.altText, exact: true }).first()).toBeVisible();

    await product.open(/^Domains/);
    if (d.domains.length) await expect(product.rowsOf('Domains')).toHaveCount(d.domains.length);

    await product.open('Variants');
    if (d.variants.variantProduct)
      await expect(product.rowsOf('Variants')).toHaveCount(d.variants.variantProduct.items.length);
    else await expect(product.panel().getByText('No variants', { exact: true })).toBeVisible();
  });

  test('an unknown product id shows the not-found page', async ({ page }) => {
    await signIn(page, 'catalogue');
    await page.goto('/catalogue/products/6f1c2b9e-1111-4222-8333-444455556666');
    await expect(page.getByText('Product not found')).toBeVisible();
  });

  test('edit fields, a price, the stock and the rich-text description in place, add a price list and a warehouse, save once, see them after a reload, then remove the warehouse', async ({ page, api }) => {
    await signIn(page, 'catalogue');
    const seeded = await wellFilledProduct(api, 91);
    const price = seeded.pricelists[0];
    const warehouse = seeded.inventory[0];
    // A price list and a warehouse the product has no row in: when the seed gave it every one, one
    // (not the rows edited below, not the default list, no allocated stock) is taken away first.
    const choices = (await (await api.get('/api/v1/product/edit-choices')).json()).result as {
      priceLists: { id: string; name: string; currencyCode: string; isDefault: boolean }[];
      warehouses: { id: string; name: string }[];
    };
    const has = { list: (id: string) => seeded.pricelists.some((p: Detail) => p.pricelist.key === id), warehouse: (id: string) => seeded.inventory.some((i: Detail) => i.warehouseId === id) };
    const newList =
      choices.priceLists.find((l) => !has.list(l.id)) ?? choices.priceLists.find((l) => !l.isDefault && l.id !== price.pricelist.key)!;
    const newWarehouse = choices.warehouses.find((w) => !has.warehouse(w.id)) ?? choices.warehouses.find((w) => w.id !== warehouse.warehouseId)!;
    if (has.warehouse(newWarehouse.id)) {
      // A row holding allocated stock cannot be removed: release it first.
      const released = await api.put(`/api/v1/product/${seeded.productId}`, {
        data: { stock: [{ warehouseId: newWarehouse.id, onHand: 0, allocated: 0 }] },
      });
      expect(released.status(), await released.text()).toBe(200);
    }
    const cleared = await api.put(`/api/v1/product/${seeded.productId}`, {
      data: {
        prices: has.list(newList.id) ? [{ priceListId: newList.id, remove: true }] : [],
        stock: has.warehouse(newWarehouse.id) ? [{ warehouseId: newWarehouse.id, remove: true }] : [],
      },
    });
    expect(cleared.status(), await cleared.text()).toBe(200);
    const { detail: d } = await detail(api, seeded.productId);
    const newRow = `${newList.name} ${newList.currencyCode}`;
    const product = new ProductPage(page);
    const title = `Summer linen ${uniqueSuffix()}`;
    await product.goto(d.productId);
    const row = `${price.pricelist.value} ${price.currencyCode}`;

    await product.field('Meta title').fill(title);
    await product.field('Maximum purchase quantity').fill('12');
    await product.cell(`${row} sell price incl. tax`).fill('31.50');
    await product.cell(`${row} cost price`).fill('12.25');
    await product.cell(`${warehouse.warehouseName} on hand`).fill(String(warehouse.stockAllocated + 40));
    await expect(page.getByRole('status', { name: `${warehouse.warehouseName} available` })).toHaveText('40');
    await product.form().getByLabel('Price list to add').selectOption({ label: `${newList.name} (${newList.currencyCode})` });
    await product.form().getByRole('button', { name: 'Add price' }).click();
    await product.cell(`${newRow} sell price incl. tax`).fill('18.40');
    await product.form().getByLabel('Warehouse to add').selectOption({ label: newWarehouse.name });
    await product.form().getByRole('button', { name: 'Add warehouse' }).click();
    await product.cell(`${newWarehouse.name} on hand`).fill('6');
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Cool in summer');
    await page.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' and washable');
    const scrolled = await page.evaluate(() => window.scrollY);
    await product.saveAndWait();
    // Saving keeps the window where it was, and the toast sits above the save bar.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const toast = new Shell(page).toast(/^Product “.*” saved/);
    await expect(toast).toBeVisible();
    const [toastBox, barBox] = [await toast.boundingBox(), await product.saveBar().boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(barBox!.y);

    const { detail: after } = await detail(api, d.productId);
    expect(after.seo.metaTitle).toBe(title);
    expect(after.purchasability.maxPurchaseQty).toBe(12);
    const saved = after.pricelists.find((p: Detail) => p.pricelist.key === price.pricelist.key);
    expect(saved).toMatchObject({ sellPrice: 31.5, costPrice: 12.25 });
    expect(after.inventory.find((i: Detail) => i.warehouseId === warehouse.warehouseId).stockOnHand).toBe(warehouse.stockAllocated + 40);
    expect(after.basicInfo.description).toBe('<p>Cool in summer<strong> and washable</strong></p>');
    expect(after.pricelists.find((p: Detail) => p.pricelist.key === newList.id)).toMatchObject({ sellPrice: 18.4 });
    expect(after.inventory.find((i: Detail) => i.warehouseId === newWarehouse.id)).toMatchObject({ stockOnHand: 6, stockAllocated: 0 });

    await page.reload();
    await expect(product.field('Meta title')).toHaveValue(title);
    await expect(product.cell(`${row} cost price`)).toHaveValue('12.25');
    await expect(product.cell(`${newRow} sell price incl. tax`)).toHaveValue('18.40');
    await expect(description.locator('strong')).toHaveText('and washable');

    // The added warehouse is now a stored row: Remove marks it, Save takes it away.
    await product.form().getByRole('button', { name: `Remove ${newWarehouse.name} stock` }).click();
    await expect(product.cell(`${newWarehouse.name} on hand`)).toBeDisabled();
    await product.saveAndWait();
    await expect(product.cell(`${newWarehouse.name} on hand`)).toHaveCount(0);
    const { detail: removed } = await detail(api, d.productId);
    expect(removed.inventory.map((i: Detail) => i.warehouseId)).not.toContain(newWarehouse.id);
  });

  test('a required or invalid value shows its message on the field, and nothing is saved', async ({ page, api }) => {
    await signIn(page, 'catalogue');
    const [, item] = await slot(api, 91);
    const before = (await fieldValues(api, [item.productId], ['Name', 'SeoUrl', 'Category'])).get(item.productId)!;
    const product = new ProductPage(page);
    await product.goto(item.productId);

    await product.field('Name').fill('');
    await product.field('URL slug').fill('Not A Slug!');
    await product.save().click();
    expect(await product.errorOf('Name')).toBe('Name is required');
    expect(await product.errorOf('URL slug')).toBe('URL slug may hold only a-z, 0-9 and hyphens');
    await expect(product.field('Meta title')).not.toHaveAttribute('aria-invalid', 'true');

    // Only the service knows a product must keep a default category: its message lands on that field.
    await product.field('Name').fill(item.name);
    await product.field('URL slug').fill('summer-linen');
    await product.field('Default category').selectOption('');
    await product.save().click();
    expect(await product.errorOf('Default category')).toBe('A product always has a default category; it cannot be cleared');
    await expect(product.field('Name')).not.toHaveAttribute('aria-invalid', 'true');

    const after = (await fieldValues(api, [item.productId], ['Name', 'SeoUrl', 'Category'])).get(item.productId)!;
    expect(after).toEqual(before);
  });

  test('a change made by someone else since the page opened is not overwritten', async ({ page, api }) => {
    await signIn(page, 'catalogue');
    const [, , item] = await slot(api, 91);
    const product = new ProductPage(page);
    await product.goto(item.productId);
    const theirs = `Their title ${uniqueSuffix()}`;
    await setMetaTitle(api, item.productId, theirs);

    await product.field('Meta title').fill('My title');
    await product.save().click();
    await expect(product.conflict()).toBeVisible();
    // The typed value stays until the user reloads; the stored value is theirs.
    await expect(product.field('Meta title')).toHaveValue('My title');
    expect((await detail(api, item.productId)).detail.seo.metaTitle).toBe(theirs);

    await product.reloadAfterConflict();
    await expect(product.field('Meta title')).toHaveValue(theirs);
  });

  test('leaving with unsaved changes asks first: a sidebar link, the command palette and the Back button', async ({ page, api, shell }) => {
    // Two page loads and four prompts: more than one page's time on a busy machine.
    test.slow();
    await signIn(page, 'catalogue');
    const [item] = await slot(api, 92);
    const product = new ProductPage(page);
    await page.goto('/catalogue/products');
    await product.goto(item.productId);
    await product.field('Meta title').fill(`Unsaved ${uniqueSuffix()}`);
    await expect(product.saveBar()).toContainText('Unsaved changes');
    const here = page.url();

    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      // Stay the first three times (link, palette, Back), leave the fourth.
      void (asked.length < 4 ? dialog.dismiss() : dialog.accept());
    });
    await shell.navLink('Categories').click();
    await expect.poll(() => asked.length).toBe(1);
    await shell.openPalette();
    await page.keyboard.type('suppl');
    await page.keyboard.press('Enter');
    await expect.poll(() => asked.length).toBe(2);
    await page.evaluate(() => window.history.back());
    await expect.poll(() => asked.length).toBe(3);
    expect(page.url()).toBe(here);
    await expect(product.field('Meta title')).toHaveValue(/^Unsaved /);
    expect(asked[0]).toContain('unsaved changes');

    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/catalogue\/products$/);
    expect(asked).toHaveLength(4);
  });

  test('a role with read access to products sees the form but cannot save', async ({ page, api }) => {
    await signIn(page, 'b2b');
    const [, , , item] = await slot(api, 91);
    const product = new ProductPage(page);
    await product.goto(item.productId);
    await expect(product.form().getByText('your role may not change it')).toBeVisible();
    await expect(product.field('Meta title')).toBeDisabled();
    await expect(product.save()).toHaveCount(0);
  });
});
