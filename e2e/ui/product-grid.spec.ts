import fs from 'node:fs/promises';
import Papa from 'papaparse';
import { BULK_SELECTION_STORAGE_KEY } from '@/lib/products/bulk-selection';
import { AccessibilityAudit } from '../support/accessibility';
import { taggedProducts } from '../support/bulk-update';
import { statuses } from '../support/bulk-runs';
import { expect, searchApi, signIn, test, uniqueSuffix } from '../support/product-grid';

const ACTIVE = 2;
const DRAFT = 1;
/** Without free text, a tag or a stock code the grid lists masters and standalone products; variants sit under them. */
const GROUPED = { itemType: 1 };

test.describe('searching products in the grid', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'catalogue');
  });

  test('filter by status and free text, page through, and get the same view back after a reload', async ({
    page,
    grid,
    api,
  }) => {
    test.slow(); // four page loads and two filter changes, each seconds long on a busy test machine
    // A word that matches many active products: the category of the newest active product.
    const [newest] = (await searchApi(api, { status: ACTIVE }, { pagesize: 1 })).result;
    const word = newest.categoryName.split(/\s+/)[0];
    const body = { status: ACTIVE, freeText: word };
    const { totalRecords: total, result: page1 } = await searchApi(api, body);
    expect(total, 'enough matches to page through').toBeGreaterThan(25);
    const page2 = (await searchApi(api, body, { page: 2 })).result;

    await grid.goto();
    await grid.filter('Status').selectOption({ label: 'Active' });
    await expect(page).toHaveURL(/status=2/);
    await grid.search(word);
    // A text search lists variants as rows of their own.
    await grid.expectRange(1, 25, total, 'products and variants');
    expect(await grid.names()).toEqual(page1.map((p) => p.name));

    await grid.nextPage();
    await expect(page).toHaveURL(/page=2/);
    await grid.expectRange(26, Math.min(50, total), total, 'products and variants');
    expect(await grid.names()).toEqual(page2.map((p) => p.name));
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBe('2');
    expect(url.searchParams.get('freeText')).toBe(word);

    await page.reload();
    await expect(grid.searchBox()).toHaveValue(word);
    await expect(grid.filter('Status')).toHaveValue('2');
    await grid.expectRange(26, Math.min(50, total), total, 'products and variants');
    expect(await grid.names()).toEqual(page2.map((p) => p.name));

    // A product name opens the product page.
    const first = grid.rows().first().getByRole('link', { name: page2[0].name, exact: true });
    await expect(first).toHaveAttribute('href', `/catalogue/products/${page2[0].productId}`);
  });

  test('a search without matches says so and clears its filters', async ({ page, grid, api }) => {
    const total = (await searchApi(api, GROUPED)).totalRecords;
    await grid.goto(`?freeText=zzqx${uniqueSuffix()}`);
    await expect(page.getByText('No products match')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).last().click();
    // The whole catalogue again; other tests running meanwhile may add a product or two to it.
    await expect(grid.range()).toHaveText(/^1–25 of [\d,]+ products$/);
    const shown = Number((await grid.range().textContent())!.replace(/^.* of ([\d,]+) products$/, '$1').replace(/,/g, ''));
    expect(shown).toBeGreaterThanOrEqual(total);
    await expect(grid.searchBox()).toHaveValue('');
  });

  test('filter by brand and category with the searchable pickers, and see a refused filter explained', async ({ page, grid, api }) => {
    const brands = (await (await api.get('/api/v2/catalog/brand/all')).json()).result as {
      id: string;
      name: string;
      productCount: number;
    }[];
    const brand = brands.toSorted((a, b) => b.productCount - a.productCount)[0];
    const byBrand = await searchApi(api, { brandId: brand.id, ...GROUPED });
    await grid.goto();
    await grid.pick('Brand', brand.name, brand.name);
    await expect(page).toHaveURL(new RegExp(`brandId=${brand.id}`));
    await expect(grid.picker('Brand')).toHaveAccessibleName(`Brand ${brand.name}`);
    await grid.expectRange(1, Math.min(25, byBrand.totalRecords), byBrand.totalRecords);
    expect(new Set(await grid.column('Brand'))).toEqual(new Set(byBrand.result.map((p) => p.brandName)));

    // The category tree is searched by name; a match shows its whole path.
    const category = byBrand.result[0].categoryName;
    const escaped = category.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await grid.pick('Category', category, new RegExp(`(^| › )${escaped}$`));
    await expect(page).toHaveURL(/categoryId=/);
    const categoryId = new URL(page.url()).searchParams.get('categoryId');
    const both = await searchApi(api, { brandId: brand.id, categoryId, ...GROUPED });
    await grid.expectRange(1, Math.min(25, both.totalRecords), both.totalRecords);
    expect(new Set(await grid.column('Category'))).toContain(category);

    await page.goto('/catalogue/products?seasonCode=NOPE9');
    await expect(page.getByRole('alert').filter({ hasText: 'These filters cannot be searched' })).toContainText(
      'NOPE9',
    );
    await expect(grid.seasonCode()).toHaveValue('NOPE9');
  });

  test('sort by a column and choose the columns shown', async ({ page, grid, api }) => {
    await grid.goto('?status=1');
    await grid.sortBy('Brand');
    await expect(page).toHaveURL(/sort=brandName&order=asc/);
    const byBrand = (await searchApi(api, { status: DRAFT, ...GROUPED }, { sortBy: 'brandName', sortOrder: 'asc' })).result;
    await expect.poll(() => grid.names()).toEqual(byBrand.map((p) => p.name));

    await grid.sortBy('Stock code');
    await expect(page).toHaveURL(/sort=stockCode&order=asc/);
    const asc = (await searchApi(api, { status: DRAFT, ...GROUPED }, { sortBy: 'stockCode', sortOrder: 'asc' })).result;
    await expect.poll(() => grid.column('Stock code')).toEqual(asc.map((p) => p.stockCode));
    await expect(grid.columnHeader('Stock code')).toHaveAttribute('aria-sort', 'ascending');

    await grid.sortBy('Stock code');
    await expect(page).toHaveURL(/order=desc/);
    const desc = (await searchApi(api, { status: DRAFT, ...GROUPED }, { sortBy: 'stockCode', sortOrder: 'desc' })).result;
    await expect.poll(() => grid.column('Stock code')).toEqual(desc.map((p) => p.stockCode));

    await expect(grid.columnHeader('SKU')).toHaveCount(0);
    await grid.setColumn('SKU', true);
    await expect(grid.columnHeader('SKU')).toBeVisible();
    expect(await grid.column('SKU')).toEqual(desc.map((p) => p.sku));
    await grid.setColumn('Brand', false);
    await expect(grid.columnHeader('Brand')).toHaveCount(0);
    await expect(page).toHaveURL(/columns=/);

    await page.reload();
    await expect(grid.columnHeader('SKU')).toBeVisible();
    await expect(grid.columnHeader('Brand')).toHaveCount(0);
    await expect(grid.columnHeader('Stock code')).toHaveAttribute('aria-sort', 'descending');
  });

  test('sort by completeness from the keyboard, least complete first and back', async ({ page, grid, api }) => {
    await grid.goto('?status=1');
    const header = grid.columnHeader('Completeness');
    const percents = async () => (await grid.column('Completeness')).map((t) => Number(/(\d+)%/.exec(t)?.[1]));

    await header.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=completeness&order=asc/);
    const asc = (await searchApi(api, { status: DRAFT, ...GROUPED }, { sortBy: 'completeness', sortOrder: 'asc' })).result;
    await expect.poll(() => grid.names()).toEqual(asc.map((p) => p.name));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const up = await percents();
    expect(up).toEqual([...up].sort((a, b) => a - b));

    await header.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=completeness&order=desc/);
    const desc = (await searchApi(api, { status: DRAFT, ...GROUPED }, { sortBy: 'completeness', sortOrder: 'desc' })).result;
    await expect.poll(() => grid.names()).toEqual(desc.map((p) => p.name));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const down = await percents();
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  test('while a filter applies the grid shows it is loading, not the old rows as the answer', async ({ page, grid, api }) => {
    await grid.goto();
    const results = page.getByTestId('grid-results');
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('progressbar', { name: 'Loading products' })).toHaveCount(0);

    // The server's answer to the filter is held back until the loading state has been seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const gridPage = (url: URL) => url.pathname === '/catalogue/products';
    await page.route(gridPage, async (route) => {
      const headers = route.request().headers();
      if (headers.rsc === '1' && !headers['next-router-prefetch']) await held;
      await route.continue();
    });
    await grid.filter('Status').selectOption({ label: 'Draft' });
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('progressbar', { name: 'Loading products' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading products…' })).toBeVisible();
    const stale = results.locator('[data-stale]');
    await expect(stale).toHaveCSS('opacity', '0.4');
    await expect(stale).toHaveJSProperty('inert', true);
    const audit = new AccessibilityAudit(page);
    await audit.check('/catalogue/products (loading)');
    expect(audit.problems).toEqual([]);

    release();
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('progressbar', { name: 'Loading products' })).toHaveCount(0);
    await expect(results.locator('[data-stale]')).toHaveCount(0);
    const drafts = (await searchApi(api, { status: DRAFT, ...GROUPED })).result;
    await expect.poll(() => grid.names()).toEqual(drafts.map((p) => p.name));
    await page.unroute(gridPage);
  });

  test('select rows across pages or all matching, and hand them to the bulk update', async ({
    page,
    grid,
    api,
  }) => {
    // Incomplete drafts: "all N matching" must carry the completeness filter as the grid applies it.
    const body = { status: DRAFT, completenessBelow: 100, ...GROUPED };
    const { totalRecords: total, result: page1 } = await searchApi(api, body, { pagesize: 10 });
    const page2 = (await searchApi(api, body, { page: 2, pagesize: 10 })).result;
    await grid.goto('?status=1&completenessBelow=100&pageSize=10');
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(grid.selectionCount()).toHaveText('0 selected');

    await grid.rowCheckbox(0).check();
    await grid.rowCheckbox(2).check();
    await expect(grid.selectionCount()).toHaveText('2 selected');
    await grid.nextPage();
    await grid.expectRange(11, Math.min(20, total), total);
    await grid.rowCheckbox(1).check();
    await expect(grid.selectionCount()).toHaveText('3 selected');
    // Back on page 1 the earlier ticks are still there.
    await grid.pagination().getByRole('link', { name: 'Previous page' }).click();
    await grid.expectRange(1, 10, total);
    await expect(grid.rowCheckbox(0)).toBeChecked();
    await expect(grid.rowCheckbox(1)).not.toBeChecked();
    await expect(grid.rowCheckbox(2)).toBeChecked();

    await grid.toolbar().getByRole('button', { name: 'Bulk update (3)' }).click();
    await page.waitForURL('**/bulk-update?from=grid');
    const ids = JSON.parse((await page.evaluate((k) => sessionStorage.getItem(k), BULK_SELECTION_STORAGE_KEY))!);
    expect(ids.kind).toBe('ids');
    expect([...ids.productIds].sort()).toEqual(
      [page1[0].productId, page1[2].productId, page2[1].productId].sort(),
    );

    await grid.goto('?status=1&completenessBelow=100&pageSize=10');
    await expect(grid.selectionCount()).toHaveText('3 selected');
    await grid.toolbar().getByRole('button', { name: 'Clear selection' }).click();
    await expect(grid.selectionCount()).toHaveText('0 selected');
    const n = total.toLocaleString('en-GB');
    await grid.toolbar().getByRole('button', { name: `Select all ${n} matching` }).click();
    await expect(grid.selectionCount()).toHaveText(`All ${n} matching products selected`);
    await grid.nextPage();
    await expect(grid.rowCheckbox(0)).toBeChecked();
    await grid.toolbar().getByRole('button', { name: `Bulk update (${n})` }).click();
    await page.waitForURL('**/bulk-update?from=grid');
    const all = JSON.parse((await page.evaluate((k) => sessionStorage.getItem(k), BULK_SELECTION_STORAGE_KEY))!);
    expect(all).toEqual({ kind: 'filters', filters: body, total });
  });

  test('export every matching product to CSV', async ({ page, grid, api }) => {
    const { totalRecords: total } = await searchApi(api, { status: ACTIVE });
    expect(total, 'more matches than one 1,000-row service page, so the export pages').toBeGreaterThan(1000);
    await grid.goto('?status=2&sort=name&order=asc');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      grid.toolbar().getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d+\.csv$/);
    const text = await fs.readFile((await download.path())!, 'utf8');
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(expect.arrayContaining(['Product ID', 'Stock code', 'Name', 'Status', 'Sell price']));
    // Other specs running alongside change a few products' status: the export matches the count
    // before or after it, give or take what they changed meanwhile.
    const { totalRecords: after } = await searchApi(api, { status: ACTIVE });
    expect(rows.length).toBeGreaterThanOrEqual(Math.min(total, after) - 3);
    expect(rows.length).toBeLessThanOrEqual(Math.max(total, after) + 3);
    const statusAt = header.indexOf('Status');
    expect(new Set(rows.map((r) => r[statusAt]))).toEqual(new Set(['Active']));
    const first = (await searchApi(api, { status: ACTIVE }, { pagesize: 1, sortBy: 'name', sortOrder: 'asc' })).result[0];
    expect(rows[0][header.indexOf('Product ID')]).toBe(first.productId);

    // The completeness filter narrows the export exactly as it narrows the grid (same session, no page load).
    const incomplete = (await searchApi(api, { status: ACTIVE, completenessBelow: 100 })).totalRecords;
    expect(incomplete, 'some active products are complete, so the filter leaves them out').toBeLessThan(after - 3);
    const narrowed = await page.request.get('/catalogue/products/export?status=2&completenessBelow=100');
    expect(narrowed.status()).toBe(200);
    const [head, ...kept] = Papa.parse<string[]>((await narrowed.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(kept.length).toBeGreaterThanOrEqual(incomplete - 3);
    expect(kept.length).toBeLessThanOrEqual(incomplete + 3);
    const completenessAt = head.indexOf('Completeness');
    expect(completenessAt).toBeGreaterThanOrEqual(0);
    expect(kept.filter((r) => !(Number(r[completenessAt]) < 100)), 'rows shown as complete').toEqual([]);
  });

  test('save a view, apply it from a clean grid, and delete it', async ({ page, grid, api, shell }) => {
    const name = `Drafts by code ${uniqueSuffix()}`;
    const { totalRecords: total } = await searchApi(api, { status: DRAFT, ...GROUPED });
    await grid.goto('?status=1&sort=stockCode&order=desc');
    await grid.setColumn('SKU', true);
    await expect(grid.columnHeader('SKU')).toBeVisible();

    await grid.savedViews().getByRole('button', { name: 'Save view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('textbox', { name: 'View name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(shell.toast(`View “${name}” saved`)).toBeVisible();

    await grid.goto();
    await expect(grid.columnHeader('SKU')).toHaveCount(0);
    await grid.savedViews().getByRole('link', { name }).click();
    await expect(grid.filter('Status')).toHaveValue('1');
    await expect(grid.columnHeader('SKU')).toBeVisible();
    await expect(grid.columnHeader('Stock code')).toHaveAttribute('aria-sort', 'descending');
    await grid.expectRange(1, Math.min(25, total), total);

    await page.reload();
    await grid.savedViews().getByRole('button', { name: `Delete view ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete view' }).click();
    await expect(grid.savedViews().getByRole('link', { name })).toHaveCount(0);
    await page.reload();
    await expect(grid.table()).toBeVisible();
    await expect(grid.savedViews().getByRole('link', { name })).toHaveCount(0);
  });
});

test.describe('acting on the selection from the grid', () => {
  test('quick action: set the status of 3 products in 2 clicks and a confirmation, then undo it', async ({
    page,
    grid,
    api,
    shell,
  }) => {
    const tag = `quick-${uniqueSuffix().toLowerCase()}`;
    const { tagged } = await taggedProducts(api, 341, 3, tag);
    const ids = tagged.map((t) => t.productId);
    const statusesOf = () => statuses(api, ids);
    const before = await statusesOf();
    const target = before.every((s) => s === 4) ? { id: 1, name: 'Draft' } : { id: 4, name: 'Discontinued' };

    await signIn(page, 'catalogue');
    await grid.goto(`?tag=${tag}`);
    await grid.expectRange(1, 3, 3, 'products and variants');
    for (const t of tagged)
      await grid.rows().getByRole('checkbox', { name: `Select ${t.name} (${t.stockCode})`, exact: true }).check();
    await expect(grid.selectionCount()).toHaveText('3 selected');

    // Click 1: the action; click 2: its value; then the confirmation.
    await grid.quickActions().getByRole('button', { name: 'Set status' }).click();
    await page.getByRole('menuitem', { name: target.name, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Set the status of 3 products to ${target.name}?`);
    await confirm.getByRole('button', { name: `Set to ${target.name}` }).click();

    // Undo restores the products the run changed: one may already have had the target status.
    const changed = before.filter((s) => s !== target.id).length;
    const done = shell.toast(`Status ${target.name}: ${changed} changed · ${3 - changed} already so · 0 skipped`);
    await expect(done).toBeVisible();
    await expect.poll(statusesOf).toEqual([target.id, target.id, target.id]);
    // A master's stock code is in its variants' codes too: each row by its own checkbox's name.
    for (const t of tagged)
      await expect(grid.rows().filter({ has: page.getByRole('checkbox', { name: `Select ${t.name} (${t.stockCode})`, exact: true }) })).toContainText(target.name);

    await done.getByRole('button', { name: 'Undo' }).click();
    await expect(shell.toast(`Undone: ${changed} product${changed === 1 ? '' : 's'} restored`)).toBeVisible();
    expect(await statusesOf()).toEqual(before);
  });

  test('a master row expands to its variants, each with a checkbox naming it', async ({ page, grid, api }) => {
    const masters = (await searchApi(api, GROUPED, { pagesize: 100 })).result as (Awaited<
      ReturnType<typeof searchApi>
    >['result'][number] & { variantCount: number })[];
    const index = masters.findIndex((m) => m.variantCount > 0);
    expect(index, 'a master with variants among the newest 100').toBeGreaterThanOrEqual(0);
    const master = masters[index];
    const variants = (await searchApi(api, { masterProductId: master.productId }, { pagesize: 50, sortBy: 'stockCode', sortOrder: 'asc' })).result;

    await signIn(page, 'catalogue');
    await grid.goto('?pageSize=100');
    const toggle = grid.table().getByRole('button', { name: `Show the ${master.variantCount} variants of ${master.name}` });
    const hide = grid.table().getByRole('button', { name: `Hide the ${master.variantCount} variants of ${master.name}` });
    // The rows are server-rendered: a click before React has hydrated them does nothing (seen once
    // under load). Clicked again only while the toggle still says "Show" — a click that did land
    // turns it into "Hide" at once, before the variants load.
    await expect(async () => {
      if ((await hide.count()) === 0) await toggle.click();
      await expect(hide).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const firstVariant = grid.rows().filter({ has: page.getByRole('checkbox', { name: `Select ${variants[0].name} (${variants[0].stockCode})` }) });
    await expect(firstVariant).toHaveAttribute('data-depth', '1');
    // Found by name, not by the API's row number: other workers' tests add products at the top of the
    // grid between that call and the page's own.
    const names = await grid.names();
    const at = names.indexOf(master.name);
    expect(names.slice(at + 1, at + 1 + variants.length)).toEqual(variants.map((v) => v.name));
  });
});

test.describe('who may do what in the grid', () => {
  test('support staff search products but see no bulk update', async ({ page, grid }) => {
    await signIn(page, 'support');
    await grid.goto();
    await expect(grid.rows().first()).toBeVisible();
    await expect(grid.toolbar().getByRole('button', { name: /^Bulk update/ })).toHaveCount(0);
    await expect(grid.toolbar().getByRole('link', { name: 'Export CSV' })).toBeVisible();
  });

  test('the CSV export needs a session', async ({ anonymous }) => {
    const res = await anonymous.get('/catalogue/products/export?status=2', { maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(300);
    expect(res.headers()['content-type'] ?? '').not.toContain('text/csv');
  });
});
