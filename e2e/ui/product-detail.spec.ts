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
  test('shows every group of the product detail in its tab', async ({ page, api }) => {
    await signIn(page, 'catalogue');
    const d = await wellFilledProduct(api, 90);
    const product = new ProductPage(page);
    await product.goto(d.productId);

    await expect(product.heading()).toHaveText(d.basicInfo.name);
    const summary = product.panel();
    await expect(summary.getByText(d.basicInfo.stockCode, { exact: true }).first()).toBeVisible();
    if (d.basicInfo.brand) await expect(summary.getByText(d.basicInfo.brand.value, { exact: true }).first()).toBeVisible();

    await product.open(/^Pricing/);
    await expect(product.rowsOf('Prices per price list')).toHaveCount(d.pricelists.length);
    for (const p of d.pricelists) {
      const row = product.rowsOf('Prices per price list').filter({ hasText: p.pricelist.value });
      const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: p.currencyCode }).format(p.sellPrice);
      await expect(row.first()).toContainText(price);
    }

    await product.open(/^Stock/);
    await expect(product.rowsOf('Stock per warehouse')).toHaveCount(d.inventory.length);
    for (const i of d.inventory) {
      const row = product.rowsOf('Stock per warehouse').filter({ hasText: i.warehouseName });
      await expect(row.first().getByRole('cell').nth(1)).toHaveText(i.stockOnHand.toLocaleString('en-GB'));
    }

    await product.open(/^Media/);
    const images = d.media.files.filter((f: Detail) => f.mediaType === 0);
    await expect(product.panel().getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(images.length);
    for (const f of images.filter((f: Detail) => f.altText))
      await expect(product.panel().getByRole('img', { name: f.altText, exact: true }).first()).toBeVisible();

    await product.open('SEO');
    if (d.seo.metaTitle) await expect(product.panel().getByText(d.seo.metaTitle, { exact: true })).toBeVisible();
    if (d.seo.url) await expect(product.panel().getByText(d.seo.url, { exact: true })).toBeVisible();

    await product.open(/^Domains/);
    if (d.domains.length) await expect(product.rowsOf('Domains')).toHaveCount(d.domains.length);

    await product.open('Variants');
    if (d.variants.variantProduct)
      await expect(product.rowsOf('Variants')).toHaveCount(d.variants.variantProduct.items.length);
    else await expect(product.panel().getByText('No variants')).toBeVisible();
  });

  test('an unknown product id shows the not-found page', async ({ page }) => {
    await signIn(page, 'catalogue');
    await page.goto('/catalogue/products/6f1c2b9e-1111-4222-8333-444455556666');
    await expect(page.getByText('Product not found')).toBeVisible();
  });

  test('edit a field in the generated form, save, and see the change after a reload', async ({ page, api }) => {
    await signIn(page, 'catalogue');
    const [item] = await slot(api, 91);
    const product = new ProductPage(page);
    const title = `Summer linen ${uniqueSuffix()}`;
    await product.goto(item.productId, 'edit');
    await product.field('Meta title').fill(title);
    await product.field('Maximum purchase quantity').fill('12');
    await product.save().click();
    await expect(new Shell(page).toast(/^Product “.*” saved/)).toBeVisible();

    await page.reload();
    await expect(product.field('Meta title')).toHaveValue(title);
    await expect(product.field('Maximum purchase quantity')).toHaveValue('12');
    const { detail: d } = await detail(api, item.productId);
    expect(d.seo.metaTitle).toBe(title);
    expect(d.purchasability.maxPurchaseQty).toBe(12);
    await product.open('SEO');
    await expect(product.panel().getByText(title, { exact: true })).toBeVisible();
  });

  test('a required or invalid value shows its message on the field, and nothing is saved', async ({ page, api }) => {
    await signIn(page, 'catalogue');
    const [, item] = await slot(api, 91);
    const before = (await fieldValues(api, [item.productId], ['Name', 'SeoUrl', 'Category'])).get(item.productId)!;
    const product = new ProductPage(page);
    await product.goto(item.productId, 'edit');

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
    await product.goto(item.productId, 'edit');
    const theirs = `Their title ${uniqueSuffix()}`;
    await setMetaTitle(api, item.productId, theirs);

    await product.field('Meta title').fill('My title');
    await product.save().click();
    await expect(product.conflict()).toBeVisible();
    // The typed value stays until the user reloads; the stored value is theirs.
    await expect(product.field('Meta title')).toHaveValue('My title');
    expect((await detail(api, item.productId)).detail.seo.metaTitle).toBe(theirs);

    await product.conflict().getByRole('button', { name: 'Reload' }).click();
    await expect(product.field('Meta title')).toHaveValue(theirs);
    await expect(product.conflict()).toHaveCount(0);
  });

  test('a role with read access to products sees the form but cannot save', async ({ page, api }) => {
    await signIn(page, 'b2b');
    const [, , , item] = await slot(api, 91);
    const product = new ProductPage(page);
    await product.goto(item.productId, 'edit');
    await expect(product.form().getByText('your role may not change it')).toBeVisible();
    await expect(product.field('Meta title')).toBeDisabled();
    await expect(product.save()).toHaveCount(0);
  });
});
