import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, signIn, test } from '../support/back-office';

/**
 * A catalogue manager imports a supplier's CSV (issue 11): palette → Import products, drop the file,
 * correct one suggested column, dry run, import, read the report (two bad rows, their CSV), and find
 * the new products in the grid.
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
  // "Stock code" and "Weight" are suggested; "Product title" is mapped by hand.
  await expect(page.getByLabel('Attribute for column Stock code')).toHaveValue('StockCode');
  await expect(page.getByLabel('Attribute for column Weight')).toHaveValue('Weight');
  await expect(page.getByRole('row', { name: /Product title/ })).toContainText(`Imported lamp ${tag}`);
  await page.getByLabel('Attribute for column Product title').selectOption('Name');

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
