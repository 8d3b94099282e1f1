import { csv, runImport } from '../support/import';
import { expect, signIn, test, uniqueSuffix } from '../support/product-grid';

/**
 * Channels (docs/channels.md): an administrator creates a channel under Settings, assigns a product
 * to it on the product's page, finds it with the grid's Channel filter, and deletes the channel.
 */
test('create a channel, assign a product to it on its page, find it with the grid filter, delete the channel', async ({ page, api, grid }) => {
  const suffix = uniqueSuffix();
  const name = `Outlet feed ${suffix}`;
  const code = `OUTLET-${suffix}`;
  const stockCode = `CHUI-${suffix}`;
  const product = `Channel journey ${suffix}`;
  const imported = await runImport(api, csv([['StockCode', 'Name'], [stockCode, product]]), {
    mapping: { StockCode: 'StockCode', Name: 'Name' },
    mode: 'create',
  });
  const productId = imported.created[0].id;

  await signIn(page, 'admin');
  await page.goto('/settings/channels');
  await expect(page.getByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
  await page.getByRole('button', { name: 'New channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'New channel' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Kind').selectOption({ label: 'Feed' });
  await dialog.getByLabel('fr-FR').check();
  await dialog.getByRole('button', { name: 'Create channel' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Channel “${name}” created` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(code);
  await expect(row).toContainText('en-GB, fr-FR');

  // The product page's Channels card: tick the new channel and save.
  await page.goto(`/catalogue/products/${productId}`);
  const card = page.getByRole('form', { name: 'Product channels' });
  await card.getByLabel(`${name} (${code})`).check();
  await card.getByRole('button', { name: 'Save channels' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Channels saved' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save channels' })).toBeHidden();
  const assigned = (await (await api.get(`/api/v1/product/${productId}/channels`)).json()).result;
  expect(assigned.channelCodes).toEqual([code]);
  // The History tab names the channel, not its id.
  await page.getByRole('tab', { name: /^History/ }).click();
  await expect(page.getByRole('tabpanel')).toContainText(`In channel ${name} (${code})`);

  // The grid's Channel filter lists it alone (nothing else is in the new channel).
  await grid.goto();
  await grid.filter('Channel').selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`channel=${code}`));
  await expect.poll(() => grid.names()).toEqual([product]);

  // Deleting asks first; the product leaves the channel with it.
  await page.goto('/settings/channels');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete channel' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Channel “${name}” deleted` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await (await api.get(`/api/v1/product/${productId}/channels`)).json()).result.channelIds).toEqual([]);
});
