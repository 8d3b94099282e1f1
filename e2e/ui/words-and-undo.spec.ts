import type { APIRequestContext } from '@playwright/test';
import { slot } from '../support/catalogue';
import { childNames, createFamilyOfCategories } from '../support/categories';
import { expect, signIn, test, uniqueSuffix } from '../support/back-office';

/**
 * Words, not codes (a product's history as sentences, rich text compared word by word) and a move
 * that can be taken back (a category move's Undo). Slot 398 is this file's (e2e/support/catalogue.ts).
 */

/** Writes one product's fields through the multiple-fields call, with the version it is at now. */
async function writeFields(api: APIRequestContext, productId: string, data: { fieldCode: string; fieldValue: string }[]) {
  const read = await api.post('/api/v1/product/data', { data: { productIds: [productId], fieldCodes: ['Name'], pagesize: 1 } });
  expect(read.status(), await read.text()).toBe(200);
  const [{ version }] = (await read.json()).result as { version: number }[];
  const res = await api.put('/api/v1/bulk-update/multiple-fields', { data: [{ productId, version, data }] });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('words, not codes, and undo', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'catalogue');
  });

  test('a product history reads as sentences: stock by warehouse name, rich text as marked words without HTML', async ({ page, api }) => {
    test.slow(); // four writes and a product page, each seconds long on a busy test machine
    const [product] = await slot(api, 398);
    const word = uniqueSuffix().toLowerCase();
    await writeFields(api, product.productId, [
      { fieldCode: 'Stock.MAN-DC', fieldValue: '1007' },
      { fieldCode: 'Description', fieldValue: `<p>A <strong>sturdy</strong> oak table ${word}</p>` },
    ]);
    await writeFields(api, product.productId, [
      { fieldCode: 'Stock.MAN-DC', fieldValue: '1009' },
      { fieldCode: 'Description', fieldValue: `<p>A <strong>light</strong> oak table ${word}</p>` },
    ]);

    await page.goto(`/catalogue/products/${product.productId}?tab=history`);
    const changes = page.getByRole('table', { name: 'Changes, newest first' });
    await expect(changes.getByRole('row').filter({ hasText: 'Stock at Manchester Distribution Centre, on hand: 1,007 → 1,009' })).toHaveCount(1);

    const text = changes.locator('[data-change="text"]').filter({ hasText: `light oak table ${word}` });
    await expect(text).toHaveCount(1);
    await expect(text.locator('del')).toHaveText('removed: sturdy');
    await expect(text.locator('ins')).toHaveText('added: light');
    await expect(text).not.toContainText('<');
    await expect(changes).not.toContainText('stock.MAN-DC');
    await expect(changes).not.toContainText('<strong>');
  });

  test("a category move's toast offers Undo, which puts it back where it was", async ({ categories, shell, api }) => {
    test.slow(); // the category tree and two moves, each seconds long on a busy test machine
    const { parent, children } = await createFamilyOfCategories(api, 'Undo', ['Alpha', 'Beta']);
    const [alpha, beta] = children.map((c) => c.name);
    await categories.goto();
    await categories.select(beta);
    await categories.item(beta).press('Alt+Shift+ArrowUp');
    await expect.poll(() => childNames(api, parent.id)).toEqual([beta, alpha]);

    const moved = shell.toast(`Moved “${beta}” to position 1 in ${parent.name}`);
    await moved.getByRole('button', { name: 'Undo' }).click();
    await expect(shell.toast(`Move undone: “${beta}” is back at position 2 in ${parent.name}`)).toBeVisible();
    await expect.poll(() => childNames(api, parent.id)).toEqual([alpha, beta]);
    await expect.poll(() => categories.childNames(parent.name)).toEqual([alpha, beta]);
  });
});
