import { expect, signIn, test } from '../support/back-office';

/**
 * Pages have no loading skeletons (they come whole in their first paint), so a click on a link shows
 * a progress bar across the top until the next page is in. The next page's data is held back here
 * (the browser's request for it waits a second and a half) so the bar can be seen while it loads.
 */
test('a click on a product in the list shows the progress bar until the product page is in', async ({ page, shell }) => {
  await signIn(page, 'catalogue');
  await page.goto('/catalogue/products');
  const bar = page.getByRole('progressbar', { name: 'Loading the page' });
  const link = page.getByRole('table', { name: 'Products' }).locator('tbody a[href^="/catalogue/products/"]').first();
  const name = (await link.innerText()).trim();
  const href = (await link.getAttribute('href'))!;

  let held = 0;
  const productPage = (url: URL) => url.pathname === href;
  await page.route(
    productPage,
    async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  await expect(bar).toHaveCount(0);
  await link.click();
  await expect(bar).toBeVisible();
  await expect(shell.heading()).toHaveText(name, { timeout: 30_000 });
  await expect(bar).toHaveCount(0);
  expect(held).toBeGreaterThan(0);

  // Back on the list (a page already seen), and a link to the page already shown starts nothing.
  await page.unroute(productPage);
  await page.goBack();
  await expect(page).toHaveURL(/\/catalogue\/products$/);
  await expect(bar).toHaveCount(0);
  await page.getByRole('link', { name: 'Products', exact: true }).first().click();
  await expect(bar).toHaveCount(0);
});
