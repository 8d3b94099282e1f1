import { fieldValues, matchingIds } from '../support/catalogue';
import { expect, signIn, taggedProducts, test, uniqueSuffix } from '../support/bulk-update';

test.describe('bulk-update wizard', () => {
  test('archive every product matching a tag filter, and only those', async ({
    page,
    wizard,
    api,
    shell,
  }) => {
    const tag = `wizard-${uniqueSuffix().toLowerCase()}`;
    const { tagged, others } = await taggedProducts(api, 86, 3, tag);
    const before = await fieldValues(
      api,
      others.map((o) => o.productId),
      ['Status'],
    );
    await signIn(page, 'catalogue');

    await wizard.goto();
    await wizard.filter('Tag').fill(tag);
    await wizard.useMatching(3);

    await wizard.chooseOperation('Status');
    await wizard.field('Status').selectOption({ label: 'Archived' });
    await wizard.review();
    await expect(page.getByTestId('review-count')).toHaveText('3 products');
    const rows = page.getByRole('table', { name: 'Before and after' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    for (const item of tagged)
      await expect(rows.filter({ hasText: item.stockCode }).getByRole('cell')).toHaveText(/→\s*Archived$/);

    await wizard.apply(3);
    // A product may have been archived already: changed and already so add up to the three.
    await expect(page.getByRole('status').filter({ hasText: /3 products: \d changed · \d already so · 0 skipped/ })).toBeVisible();
    await expect(shell.heading()).toHaveText('Bulk update');

    expect((await matchingIds(api, { tag, status: 3 })).toSorted()).toEqual(
      tagged.map((t) => t.productId).toSorted(),
    );
    const after = await fieldValues(
      api,
      others.map((o) => o.productId),
      ['Status'],
    );
    expect(after).toEqual(before);
    await expect(page.getByRole('link', { name: 'Open the products in the grid' })).toHaveAttribute(
      'href',
      `/catalogue/products?tag=${tag}`,
    );
  });

  test('add tags to the rows ticked in the grid', async ({ page, wizard, api }) => {
    const marker = `picked-${uniqueSuffix().toLowerCase()}`;
    const { tagged, others } = await taggedProducts(api, 87, 2, `wizard-${uniqueSuffix().toLowerCase()}`);
    await signIn(page, 'catalogue');
    // What the grid's "Bulk update" button leaves behind (lib/products/bulk-selection.ts).
    await page.evaluate(
      (ids) =>
        window.sessionStorage.setItem(
          'catalogue.bulk-update.selection',
          JSON.stringify({ kind: 'ids', productIds: ids }),
        ),
      tagged.map((t) => t.productId),
    );
    await wizard.goto('?from=grid');
    await wizard.button('Continue with 2 products').click();
    await wizard.chooseOperation('Add tags');
    await wizard.field('Tags to add').fill(`${marker}, Summer-Edit`);
    await wizard.review();
    await wizard.apply(2);
    await expect(page.getByRole('status').filter({ hasText: '2 products: 2 changed · 0 already so · 0 skipped' })).toBeVisible();

    const values = await fieldValues(
      api,
      [...tagged, ...others].map((p) => p.productId),
      ['Tags'],
    );
    for (const t of tagged)
      expect(
        values
          .get(t.productId)!
          .Tags.split(',')
          .map((x) => x.trim()),
      ).toEqual(expect.arrayContaining([marker, 'summer-edit']));
    for (const o of others) expect(values.get(o.productId)!.Tags).not.toContain(marker);
  });

  test('raise the price of ticked products by 10% to .99: before and after, then each product named and linked', async ({ page, wizard, api }) => {
    const { tagged } = await taggedProducts(api, 389, 2, `price-${uniqueSuffix().toLowerCase()}`);
    await signIn(page, 'catalogue');
    await page.evaluate(
      (ids) => window.sessionStorage.setItem('catalogue.bulk-update.selection', JSON.stringify({ kind: 'ids', productIds: ids })),
      tagged.map((t) => t.productId),
    );
    await wizard.goto('?from=grid');
    await wizard.button('Continue with 2 products').click();
    await wizard.chooseOperation('Price');
    await wizard.field('Percentage').fill('10');
    await wizard.field('Rounding').selectOption({ label: 'Ending in .99' });
    await wizard.review();
    const table = page.getByRole('table', { name: 'Prices before and after' });
    for (const item of tagged) await expect(table.getByRole('row').filter({ hasText: item.stockCode }).last()).toContainText(/\.99|\(cost\)/);

    await wizard.apply(2);
    await expect(page.getByRole('status').filter({ hasText: /2 products: \d changed · \d already so · 0 skipped/ })).toBeVisible();
    for (const item of tagged) {
      await expect(page.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', `/catalogue/products/${item.productId}`);
      await expect(page.getByText(item.stockCode, { exact: true })).toBeVisible();
      const d = (await (await api.get(`/api/v1/product/${item.productId}`)).json()).result;
      const price = d.defaultPricing;
      expect(price.sellPrice === price.costPrice || /\.99$/.test(price.sellPrice.toFixed(2))).toBe(true);
    }
    await expect(page.getByRole('link', { name: 'Back to the product grid' })).toHaveAttribute('href', '/catalogue/products');
  });

  test('a value the field does not accept is refused on its field', async ({ page, wizard, api }) => {
    const tag = `wizard-${uniqueSuffix().toLowerCase()}`;
    const { tagged } = await taggedProducts(api, 88, 1, tag);
    const before = await fieldValues(api, [tagged[0].productId], ['HSNCode']);
    await signIn(page, 'catalogue');
    await wizard.goto(`?tag=${tag}`);
    await expect(wizard.filter('Tag')).toHaveValue(tag);
    await wizard.useMatching(1);
    await wizard.chooseOperation('HSN code');
    await wizard.field('HSN / tariff code').fill('12AB');
    await wizard.button('Review').click();
    expect(await wizard.errorOf('HSN / tariff code')).toMatch(/6 to 10 digits/);
    await expect(wizard.stepTitle()).toHaveText('Enter the new value');
    expect(await fieldValues(api, [tagged[0].productId], ['HSNCode'])).toEqual(before);
  });

  test('a role without bulk-update access is refused the page', async ({ page, shell }) => {
    await signIn(page, 'b2b');
    await page.goto('/bulk-update');
    await expect(shell.heading()).toHaveText('You do not have access to this page');
    await expect(page.getByRole('search', { name: 'Product filters' })).toHaveCount(0);
  });
});
