import Papa from 'papaparse';
import { expect, searchApi, signIn, test } from '../support/product-grid';

/**
 * Translations in the product grid (issue 38, docs/locales.md): the "Missing translation" filter finds
 * a product not yet in German and stops finding it once its name and descriptions are, and the export
 * carries each language's name, short description and slug under the headings the import reads back.
 * German, not French: the translations spec counts the products named in French on the dashboard
 * while this one runs beside it.
 */
test('a product not yet in German is found by the Missing translation filter, and the export carries its German columns', async ({ page, grid, api }) => {
  await signIn(page, 'catalogue');
  // A standalone active product from the middle of the catalogue (no variants: one row for its code).
  const { result } = await searchApi(api, { status: 2, itemType: 1 }, { page: 37, pagesize: 25 });
  const candidates = result.filter((p) => p.stockCode && (p as { variantCount?: number }).variantCount === 0);
  const product = candidates[candidates.length - 1];
  expect(product, 'a product without variants').toBeTruthy();
  const url = `/api/v1/product/${product.productId}/translations`;
  await api.put(url, { data: { locale: 'de', fields: { name: null, shortDescription: null, description: null, seoUrl: null } } });

  await grid.goto(`?freeText=${encodeURIComponent(product.stockCode)}`);
  await expect(grid.rows()).toHaveCount(1);
  const missing = grid.filters().getByRole('combobox', { name: 'Missing translation' });
  await expect(missing.locator('option')).toContainText(['Any', 'Not in German (de-DE)', 'Not in French (fr-FR)']);
  await missing.selectOption({ label: 'Not in German (de-DE)' });
  await expect(page).toHaveURL(/missingTranslation=de-DE/, { timeout: 30_000 });
  await expect(grid.rows()).toHaveCount(1);

  const slug = `artikel-${product.stockCode.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const saved = await api.put(url, {
    data: { locale: 'de-DE', fields: { name: `Artikel ${product.stockCode}`, shortDescription: 'Kurz.', description: '<p>Lang.</p>', seoUrl: slug } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect(grid.filters().getByRole('combobox', { name: 'Missing translation' })).toHaveValue('de-DE');
  await expect(grid.rows()).toHaveCount(0);
  // Still missing in French
  await grid.filters().getByRole('combobox', { name: 'Missing translation' }).selectOption({ label: 'Not in French (fr-FR)' });
  await expect(page).toHaveURL(/missingTranslation=fr-FR/, { timeout: 30_000 });
  await expect(grid.rows()).toHaveCount(1);

  const exported = await page.request.get(`/catalogue/products/export?freeText=${encodeURIComponent(product.stockCode)}`);
  expect(exported.status()).toBe(200);
  const [header, ...rows] = Papa.parse<string[]>((await exported.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(header).toEqual(expect.arrayContaining(['Name [fr-FR]', 'Short description [fr-FR]', 'SEO URL [fr-FR]', 'Name [de-DE]']));
  const row = rows.find((r) => r[header.indexOf('Stock code')] === product.stockCode)!;
  expect(row[header.indexOf('Name [de-DE]')]).toBe(`Artikel ${product.stockCode}`);
  expect(row[header.indexOf('SEO URL [de-DE]')]).toBe(slug);
  expect(row[header.indexOf('Name [fr-FR]')]).toBe('');

  await api.put(url, { data: { locale: 'de', fields: { name: null, shortDescription: null, description: null, seoUrl: null } } });
});
