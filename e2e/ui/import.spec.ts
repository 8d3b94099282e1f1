import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, signIn, test } from '../support/back-office';
import { catalogueProduct, productValues } from '../support/import';

/**
 * A catalogue manager imports a supplier's CSV (issue 11): palette → Import products, drop the file,
 * check the suggested columns, dry run, import, read the report (two bad rows, their CSV), and find
 * the new products in the grid. Then a supplier file with prices and stock (issue 33).
 */
test('import a CSV with a mapping and two bad rows, read the report, find the products in the grid', async ({ page, shell }) => {
  const tag = `UIIMP${Date.now().toString(36).toUpperCase()}`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ui-import-')), 'supplier.csv');
  fs.writeFileSync(
    file,
    [
      'Stock code,Product title,Weight',
      `${tag}-1,Imported lamp ${tag},1.2`,
      `${tag}-2,Imported chair ${tag},4`,
      `${tag}-3,,1`,
      `${tag}-4,Broken scale ${tag},heavy`,
    ].join('\n'),
  );
  await signIn(page, 'catalogue');
  await shell.openPalette();
  await page.keyboard.type('Import products');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import products');

  await page.getByLabel('Choose a file').setInputFiles(file);
  // "Stock code" and "Weight" match their fields; "Product title" is a supplier's usual label for the name.
  await expect(page.getByLabel('Attribute for column Stock code')).toHaveValue('StockCode');
  await expect(page.getByLabel('Attribute for column Weight')).toHaveValue('Weight');
  await expect(page.getByRole('row', { name: /Product title/ })).toContainText(`Imported lamp ${tag}`);
  await expect(page.getByLabel('Attribute for column Product title')).toHaveValue('Name');

  await page.getByRole('button', { name: 'Dry run' }).click();
  const dry = page.getByRole('region', { name: 'Dry run' });
  await expect(dry.getByText(/Dry run finished: 4 of 4 rows read — would create 2, would update 0, skipped 2/)).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const run = page.getByRole('region', { name: '3. Import' });
  await expect(run.getByText(/Import finished: 4 of 4 rows read — created 2, updated 0, skipped 2/)).toBeVisible({ timeout: 60_000 });
  await expect(run.getByRole('link', { name: `${tag}-1` })).toBeVisible();
  const errors = run.getByRole('table', { name: 'Row errors' });
  await expect(errors.getByRole('row', { name: /3 Product title Name is required/ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /4 Weight .*must be a number/ })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), run.getByRole('link', { name: 'Download the rows with errors (CSV)' }).click()]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`${tag}-4,Broken scale ${tag},heavy,`);

  await page.goto(`/catalogue/products?freeText=${tag}`);
  await expect(page.getByRole('row').filter({ hasText: `Imported lamp ${tag}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Imported chair ${tag}` })).toBeVisible();
});

test('a supplier file with prices and stock: suggestions, a saved profile, old → new in the dry run, import, undo', async ({ page, api }) => {
  const tag = `UIPS${Date.now().toString(36).toUpperCase()}`;
  const product = await catalogueProduct(api, 431);
  const before = await productValues(api, product.id);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ui-import-')), 'northwind.csv');
  // A European supplier's file: semicolons, decimal commas, points grouping thousands.
  fs.writeFileSync(
    file,
    ['Item code;Product name;Web price;RRP;Qty;Trade', `${product.stockCode};;;1.299,00;1.234;12,50`, `${tag}-1;Imported lamp ${tag};59,90;69,90;7;20,00`].join('\n'),
  );
  await signIn(page, 'catalogue');
  await page.goto('/catalogue/import');

  await page.getByLabel('Choose a file').setInputFiles(file);
  for (const [column, target] of [['Item code', 'StockCode'], ['Product name', 'Name'], ['Web price', 'Price:RETAIL-GBP'], ['RRP', 'ListPrice:RETAIL-GBP'], ['Qty', 'Stock'], ['Trade', '']])
    await expect(page.getByLabel(`Attribute for column ${column}`)).toHaveValue(target);
  await expect(page.getByRole('row', { name: /^RRP/ }).getByText('Suggested')).toBeVisible();
  // What the suggestions miss, and how this supplier writes numbers, go into a profile.
  await page.getByLabel('Attribute for column Trade').selectOption({ label: 'Cost price — Retail GBP' });
  await page.getByLabel('Decimal comma').check();
  await page.getByLabel('Profile name').fill(`Northwind ${tag}`);
  const supplier = page.getByRole('combobox', { name: 'Supplier', exact: true });
  const supplierName = (await supplier.locator('option').nth(1).textContent())!;
  await supplier.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save as profile' }).click();
  await expect(page.getByText(`Profile “Northwind ${tag}” saved`)).toBeVisible();

  // The next file from this supplier: pick the profile, then upload.
  await page.reload();
  await page.getByRole('combobox', { name: 'Mapping profile' }).selectOption({ label: `Northwind ${tag} (${supplierName})` });
  await page.getByLabel('Choose a file').setInputFiles(file);
  await expect(page.getByText(`Mapped by the profile “Northwind ${tag}”`)).toBeVisible();
  await expect(page.getByLabel('Attribute for column Trade')).toHaveValue('CostPrice:RETAIL-GBP');
  await expect(page.getByLabel('Decimal comma')).toBeChecked();

  await page.getByRole('button', { name: 'Dry run' }).click();
  const dry = page.getByRole('region', { name: 'Dry run' });
  await expect(dry.getByText(/Dry run finished: 2 of 2 rows read — would create 1, would update 1, skipped 0/)).toBeVisible({ timeout: 60_000 });
  const changes = dry.getByRole('table', { name: 'Price and stock changes, old to new' });
  const gbp = before.prices['Retail GBP'];
  await expect(changes.getByRole('row', { name: `1 ${product.stockCode} List price (RRP) — Retail GBP ${gbp.listPrice.toFixed(2)} → 1299.00` })).toBeVisible();
  await expect(changes.getByRole('row', { name: `1 ${product.stockCode} Cost price — Retail GBP ${gbp.costPrice.toFixed(2)} → 12.50` })).toBeVisible();
  const stockBefore = before.stock['Manchester Distribution Centre'].stockOnHand.toLocaleString('en-GB');
  await expect(changes.getByRole('row', { name: `1 ${product.stockCode} Stock on hand — Manchester Distribution Centre ${stockBefore} → 1,234` })).toBeVisible();
  expect(await productValues(api, product.id)).toEqual(before);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const run = page.getByRole('region', { name: '3. Import' });
  await expect(run.getByText(/Import finished: 2 of 2 rows read — created 1, updated 1, skipped 0/)).toBeVisible({ timeout: 60_000 });
  const imported = await productValues(api, product.id);
  expect(imported.prices['Retail GBP']).toMatchObject({ listPrice: 1299, costPrice: 12.5 });
  expect(imported.stock['Manchester Distribution Centre'].stockOnHand).toBe(1234);

  await run.getByRole('button', { name: 'Undo import' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo import' }).click();
  await expect(run.getByText('This import was undone.')).toBeVisible();
  expect(await productValues(api, product.id)).toEqual(before);
  await page.goto(`/catalogue/products?freeText=${tag}`);
  await expect(page.getByRole('row').filter({ hasText: `Imported lamp ${tag}` })).toHaveCount(0);
});
