import { randomUUID } from 'node:crypto';
import { B, create, shopper, type Basket } from '../support/baskets';
import { okD, purchasable } from '../support/commerce';
import { expect, signIn, test } from '../support/support-desk';

test.describe('looking after a customer basket', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'support');
  });

  test('support finds a customer basket by user id, edits its custom info and sees it after a reload', async ({
    page,
    api,
    shell,
    baskets,
  }) => {
    const s = shopper();
    const [product] = await purchasable(api, 1, { minStock: 5, cheap: true });
    const basket = await create(api, s.headers, { items: [{ productId: product.productId, qty: 2 }] });

    await baskets.findByUserId(s.userId);
    const row = baskets.table().getByRole('row').filter({ hasText: s.email });
    await expect(baskets.table().getByRole('row')).toHaveCount(2);
    await row.getByRole('link', { name: basket.id.slice(0, 8) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Basket of ${s.email}`);

    // Lines and totals are the service's own figures, formatted once.
    const lines = page.getByRole('table', { name: 'Lines of the basket' });
    await expect(lines.getByRole('row').filter({ hasText: product.stockCode })).toContainText(
      basket.lineItems[0].totalPrice.formatted.withTax,
    );
    await expect(baskets.totals()).toContainText(`Grand total${basket.grandTotal.formatted.withTax}`);

    await baskets.customInfoField(1).fill('Gift message: Happy birthday');
    await baskets.customInfoField(3).fill('Leave with neighbour');
    await page.getByRole('button', { name: 'Save custom info' }).click();
    await expect(shell.toast('Custom info saved')).toBeVisible();

    await page.reload();
    await expect(baskets.customInfoField(1)).toHaveValue('Gift message: Happy birthday');
    await expect(baskets.customInfoField(3)).toHaveValue('Leave with neighbour');
    const stored = await okD<Basket & { customInfo3: string }>(
      await api.get(`${B}/${basket.id}`, { headers: s.headers }),
    );
    expect(stored).toMatchObject({
      customInfo1: 'Gift message: Happy birthday',
      customInfo3: 'Leave with neighbour',
    });
    expect(stored.lineItems.map((l) => [l.productId, l.qty])).toEqual([[product.productId, 2]]);
  });

  test('support deletes a basket after confirming; cancelling keeps it', async ({
    page,
    api,
    shell,
    baskets,
  }) => {
    const s = shopper();
    const [product] = await purchasable(api, 1, { minStock: 5, cheap: true });
    const basket = await create(api, s.headers, { items: [{ productId: product.productId, qty: 1 }] });
    await baskets.goto(basket.id);

    await page.getByRole('button', { name: 'Delete basket' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this basket?' });
    await expect(dialog).toContainText(s.email);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const kept = await api.get(`${B}/${basket.id}`);
    expect(kept.status()).toBe(200);
    expect((await kept.json()).result.lineItems).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete basket' }).click();
    await dialog.getByRole('button', { name: 'Delete basket' }).click();
    await expect(shell.toast('Basket deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/baskets$/);
    // The interface answers an unknown basket id with an empty basket (as the vendor's storefront
    // expects, issue 9): the deleted basket's lines are gone.
    const gone = await api.get(`${B}/${basket.id}`);
    expect(gone.status()).toBe(200);
    expect((await gone.json()).result.lineItems).toEqual([]);
  });

  test('empty and guest baskets are hidden until asked for; part of an email finds the whole address', async ({
    page,
    api,
    baskets,
  }) => {
    const s = shopper();
    const [product] = await purchasable(api, 1, { minStock: 5, cheap: true });
    const full = await create(api, s.headers, { items: [{ productId: product.productId, qty: 1 }] });
    const empty = await create(api, { ...s.headers, UserId: randomUUID() });
    const part = s.email.slice(3, 14); // e.g. "pper-1a2b3c"

    await page.goto('/baskets');
    await baskets.search().getByLabel('Email').fill(part);
    await baskets.search().getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(new RegExp(`email=${part}`));
    await expect(baskets.table().getByRole('row')).toHaveCount(2);
    await expect(baskets.table().getByRole('link', { name: full.id.slice(0, 8) })).toBeVisible();
    await expect(baskets.table()).toContainText(s.email); // the whole address, not cut

    await baskets.search().getByLabel('Include empty baskets').check();
    await baskets.search().getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/empty=1/);
    await expect(baskets.table().getByRole('link', { name: empty.id.slice(0, 8) })).toBeVisible();
    await expect(baskets.table().getByRole('row')).toHaveCount(3);
  });

  test('a customer without baskets gets the empty state', async ({ page, baskets }) => {
    await baskets.findByUserId(randomUUID());
    await expect(page.getByText('No baskets for this customer')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('No baskets');
  });

  test('a malformed user id is explained instead of searched', async ({ page, baskets }) => {
    await baskets.findByUserId('not-a-user');
    await expect(page.getByRole('alert').filter({ hasText: 'A user id looks like' })).toBeVisible();
    await expect(baskets.table()).toHaveCount(0);
  });
});
