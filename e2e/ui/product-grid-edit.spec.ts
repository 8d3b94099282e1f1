import type { APIRequestContext } from '@playwright/test';
import { AccessibilityAudit } from '../support/accessibility';
import { taggedProducts } from '../support/bulk-update';
import { ProductGridEditPage } from '../support/pages/product-grid-edit';
import { expect, signIn, test as gridTest, uniqueSuffix } from '../support/product-grid';

/**
 * The product grid's edit mode, from the keyboard and the clipboard to one bulk run and its undo.
 * Slots 396 and 397 are this file's (e2e/support/catalogue.ts).
 */
const test = gridTest.extend<{ sheet: ProductGridEditPage }>({
  sheet: async ({ page }, use) => use(new ProductGridEditPage(page)),
});

const FIELDS = ['Name', 'Weight', 'Price.RETAIL-GBP', 'Stock.MAN-DC'];
const [NAME, WEIGHT, PRICE, STOCK] = [0, 1, 2, 3];
const PRICE_CODE = FIELDS[PRICE];
const STOCK_CODE = FIELDS[STOCK];

interface DataItem {
  productId: string;
  version: number;
  values: { fieldCode: string; fieldValue: string }[];
}

/** Each product's values of `fields` as the service holds them (Product Data) and its `version`, by product id. */
async function valuesOf(api: APIRequestContext, ids: string[], fields = FIELDS): Promise<Map<string, Record<string, string>>> {
  const res = await api.post('/api/v1/product/data', { data: { productIds: ids, fieldCodes: fields, pagesize: ids.length } });
  expect(res.status(), await res.text()).toBe(200);
  const items = (await res.json()).result as DataItem[];
  return new Map(items.map((i) => [i.productId, { version: String(i.version), ...Object.fromEntries(i.values.map((v) => [v.fieldCode, v.fieldValue])) }]));
}

test.describe('the product grid edit mode', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page, 'catalogue');
  });

  test('cells edited by keyboard and pasted from a spreadsheet, an invalid one refused with its reason, saved as one bulk run and undone', async ({
    page,
    sheet,
    api,
  }) => {
    test.slow(); // the grid, a save, the runs pages and an undo, each seconds long on a busy test machine
    const tag = `grid-edit-${uniqueSuffix().toLowerCase()}`;
    await taggedProducts(api, 396, 4, tag);
    await sheet.goto(tag, FIELDS);
    const ids = await sheet.productIds();
    expect(ids).toHaveLength(4);
    const before = await valuesOf(api, ids);
    for (const id of ids) expect(before.get(id)![PRICE_CODE], 'each product has a Retail GBP price').toMatch(/^\d+\.\d{2}$/);
    const [a, b, c, d] = ids;
    await expect(sheet.saveButton()).toHaveText('Save changes');
    await expect(sheet.saveButton()).toBeDisabled();

    // Typing replaces a cell; Enter commits and moves down.
    await sheet.select(a, NAME);
    await page.keyboard.type(`Grid A ${tag}`);
    await expect(sheet.editor()).toHaveValue(`Grid A ${tag}`);
    await page.keyboard.press('Enter');
    await expect(sheet.editor()).toHaveCount(0);
    await expect(sheet.cell(a, NAME)).toHaveText(`Grid A ${tag}`);
    await expect(sheet.cell(a, NAME)).toHaveAttribute('data-changed', 'true');
    await sheet.expectActive(sheet.cell(b, NAME));

    // Enter opens the editor on the value; Tab commits and moves right.
    await page.keyboard.press('Enter');
    await expect(sheet.editor()).toHaveValue(before.get(b)!.Name);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`Grid B ${tag}`);
    await page.keyboard.press('Tab');
    await expect(sheet.cell(b, NAME)).toHaveText(`Grid B ${tag}`);
    await sheet.expectActive(sheet.cell(b, WEIGHT));

    // Escape cancels an edit: the cell keeps its value and is not changed.
    await page.keyboard.type('99');
    await expect(sheet.editor()).toHaveValue('99');
    await page.keyboard.press('Escape');
    await expect(sheet.editor()).toHaveCount(0);
    await expect(sheet.cell(b, WEIGHT)).not.toHaveAttribute('data-changed');
    await expect(sheet.status()).toHaveText('2 changes in 2 products');

    // Arrows move; a block of 2 × 2 pasted from a spreadsheet lands from the active cell.
    await page.keyboard.press('ArrowUp');
    await sheet.expectActive(sheet.cell(a, WEIGHT));
    await sheet.paste('1.25\t12.50\r\n2.5\t13.75\r\n');
    await expect(sheet.cell(a, WEIGHT)).toHaveText('1.25');
    await expect(sheet.cell(a, PRICE)).toHaveText('12.50');
    await expect(sheet.cell(b, WEIGHT)).toHaveText('2.5');
    await expect(sheet.cell(b, PRICE)).toHaveText('13.75');

    // One value pasted into a selected range fills it (Shift extends the range from the keyboard).
    await sheet.select(a, STOCK);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
    await expect(sheet.sheet().locator('td[aria-selected="true"]')).toHaveCount(4);
    await sheet.paste('4200');
    for (const id of ids) await expect(sheet.cell(id, STOCK)).toHaveText('4200');

    // A price below zero is refused before saving, with the reason on the cell; Save waits for it.
    await sheet.select(c, PRICE);
    await page.keyboard.type('-5');
    await page.keyboard.press('Enter');
    const refused = sheet.cell(c, PRICE);
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription('Sell price in Retail GBP must be an amount of at least 0 with at most two decimals, such as 12.50');
    await expect(sheet.status()).toContainText('1 cell refused');
    await expect(sheet.saveButton()).toBeDisabled();
    // axe on the sheet with changed, selected and refused cells.
    const audit = new AccessibilityAudit(page);
    await audit.check('/catalogue/products?edit=1');
    expect(audit.problems).toEqual([]);
    await sheet.select(c, PRICE);
    await page.keyboard.type('£15');
    await page.keyboard.press('Enter');
    await expect(refused).not.toHaveAttribute('aria-invalid');
    await expect(refused).toHaveText('15');

    // 2 names, 2 weights, 3 prices, 4 stocks: one save, one bulk call, one run.
    await expect(sheet.status()).toHaveText('11 changes in 4 products');
    await sheet.saveButton().click();
    await expect(page.getByText('Saved 11 changes to 4 products')).toBeVisible();
    await expect(sheet.status()).toHaveText('No changes yet');
    const after = await valuesOf(api, ids);
    expect(after.get(a)).toMatchObject({ Name: `Grid A ${tag}`, [PRICE_CODE]: '12.50', [STOCK_CODE]: '4200' });
    expect(Number(after.get(a)!.Weight)).toBe(1.25);
    expect(Number(after.get(b)!.Weight)).toBe(2.5);
    expect(after.get(b)).toMatchObject({ Name: `Grid B ${tag}`, [PRICE_CODE]: '13.75', [STOCK_CODE]: '4200' });
    expect(after.get(c)).toMatchObject({ Name: before.get(c)!.Name, [PRICE_CODE]: '15.00', [STOCK_CODE]: '4200' });
    expect(after.get(d)).toMatchObject({ [PRICE_CODE]: before.get(d)![PRICE_CODE], [STOCK_CODE]: '4200' });

    // The run the save was recorded as, named in each product's history.
    const history = await api.get(`/api/v1/product/${d}/history?pagesize=5`);
    const runId = ((await history.json()).result as { field: string; bulkRunId: string | null }[]).find((h) => h.field === 'stock.MAN-DC.onHand')?.bulkRunId;
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);

    // Listed on the Bulk runs page in words, and undone there.
    await page.goto('/bulk-update/runs');
    const listed = page.getByRole('row').filter({ has: page.locator(`a[href="/bulk-update/runs/${runId}"]`) });
    await expect(listed).toContainText('Several fields');
    await expect(listed).toContainText('Stock at Manchester Distribution Centre, on hand → 4,200');
    await expect(listed.getByRole('cell').nth(3)).toHaveText('4');
    await listed.getByRole('link').click();
    const changes = page.getByRole('table', { name: /Changes/ });
    await expect(changes.getByRole('row').filter({ hasText: 'Stock at Manchester Distribution Centre, on hand' })).toHaveCount(4);
    await page.getByRole('button', { name: 'Undo run' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Undo run' }).click();
    await expect(page.getByText('Run undone: 4 products restored')).toBeVisible();
    const undone = await valuesOf(api, ids);
    for (const id of ids) {
      const was = before.get(id)!;
      const now = undone.get(id)!;
      expect([now.Name, now.Weight, now[PRICE_CODE]]).toEqual([was.Name, was.Weight, was[PRICE_CODE]]);
      // A stock row the save added comes back empty-handed: 0 on hand.
      expect(now[STOCK_CODE]).toBe(was[STOCK_CODE] || '0');
    }

    // And the grid shows the old values again.
    await sheet.goto(tag, FIELDS);
    await expect(sheet.cell(a, NAME)).toHaveText(before.get(a)!.Name);
    await expect(sheet.cell(d, STOCK)).toHaveText(before.get(d)![STOCK_CODE]);
  });

  test('a product changed by someone else since the grid loaded is flagged and not overwritten; the others are saved', async ({
    page,
    sheet,
    api,
  }) => {
    test.slow(); // a grid, a save and a refresh, each seconds long on a busy test machine
    const tag = `grid-conflict-${uniqueSuffix().toLowerCase()}`;
    await taggedProducts(api, 397, 2, tag);
    await sheet.goto(tag, ['Name']);
    const [a, b] = await sheet.productIds();

    await sheet.select(a, 0);
    await page.keyboard.type(`Mine A ${tag}`);
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Mine B ${tag}`);
    await page.keyboard.press('Enter');
    await expect(sheet.status()).toHaveText('2 changes in 2 products');

    // Meanwhile someone else renames B (its version moves on).
    const current = (await valuesOf(api, [b], ['Name'])).get(b)!;
    const theirs = `Theirs B ${tag}`;
    const res = await api.put('/api/v1/bulk-update/multiple-fields', {
      data: [{ productId: b, version: Number(current.version), data: [{ fieldCode: 'Name', fieldValue: theirs }] }],
    });
    expect(res.status(), await res.text()).toBe(200);

    await sheet.saveButton().click();
    await expect(page.getByText('Saved 1 change to 1 product')).toBeVisible();
    await expect(sheet.row(b)).toHaveAttribute('data-conflict', 'true');
    await expect(sheet.row(b)).toContainText('Changed by someone else');
    await expect(page.getByRole('alert').filter({ hasText: '1 product changed by someone else' })).toBeVisible();
    // My change of B stays in the grid, unsaved; theirs stays in the service.
    await expect(sheet.cell(b, 0)).toHaveText(`Mine B ${tag}`);
    const audit = new AccessibilityAudit(page);
    await audit.check('/catalogue/products?edit=1 (a product flagged)');
    expect(audit.problems).toEqual([]);
    await expect(sheet.status()).toHaveText('1 change in 1 product');
    const saved = await valuesOf(api, [a, b], ['Name']);
    expect(saved.get(a)!.Name).toBe(`Mine A ${tag}`);
    expect(saved.get(b)!.Name).toBe(theirs);

    // Reload shows what they wrote, and the flag goes.
    await sheet.row(b).getByRole('button', { name: /^Reload / }).click();
    await expect(sheet.cell(b, 0)).toHaveText(theirs);
    await expect(sheet.row(b)).not.toHaveAttribute('data-conflict');
    await expect(sheet.status()).toHaveText('No changes yet');
  });
});

