import type { APIRequestContext } from '@playwright/test';
import { search, type SearchResult } from '../support/commerce';
import { expect, signIn, test } from '../support/catalogue-forms';

/** The preview asks for 24 a page with facets; the same request made over the API is the expected answer. */
const searchLikePreview = (api: APIRequestContext, body: Record<string, unknown>) =>
  search(api, { pageSize: 24, allowFacets: true, ...body });

const names = (r: SearchResult) => r.results.map((p) => p.name);

test.describe('storefront preview', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'catalogue');
  });

  test('search, tick a facet value and remove it again: counts and results follow the service', async ({
    page,
    preview,
    api,
  }) => {
    // A word shoppers would type: of the words in the newest product's name, the one most products share.
    const everything = await searchLikePreview(api, {});
    const words = [...new Set(everything.results[0].name.split(/[^A-Za-z]+/).filter((w) => w.length >= 4))];
    const answers = await Promise.all(
      words.map(async (w) => ({ w, r: await searchLikePreview(api, { freeText: w }) })),
    );
    const { w: word, r: found } = answers.toSorted((a, b) => b.r.total - a.r.total)[0];
    expect(found.total).toBeGreaterThan(0);

    await preview.goto();
    await preview.expectTotal(everything.total);
    await preview.search(word);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await preview.expectTotal(found.total);
    await expect(preview.cardNames()).toHaveText(names(found));

    // A brand that narrows the result without emptying it.
    const brandFacet = found.filters.find((f) => f.key === 'brand')!;
    const brand = brandFacet.items.find((i) => i.count < found.total) ?? brandFacet.items[0];
    await preview.facetValue(brandFacet.name, brand.name).check();
    const narrowed = await searchLikePreview(api, {
      freeText: word,
      filters: [{ key: 'brand', values: [brand.key] }],
    });
    expect(narrowed.total).toBe(brand.count);
    await preview.expectTotal(narrowed.total);
    await expect(preview.cardNames()).toHaveText(names(narrowed));
    await expect(preview.facetValue(brandFacet.name, brand.name)).toBeChecked();
    await expect(page).toHaveURL(/f=brand%3A/);

    await preview.chip(brandFacet.name, brand.name).click();
    await preview.expectTotal(found.total);
    await expect(preview.chip(brandFacet.name, brand.name)).toHaveCount(0);
    await expect(preview.facetValue(brandFacet.name, brand.name)).not.toBeChecked();
  });

  test('sort by name and go to page 2', async ({ page, preview, api }) => {
    const first = await searchLikePreview(api, { sortBy: 'name-asc' });
    const second = await searchLikePreview(api, { sortBy: 'name-asc', currentPage: 2 });
    expect(first.pages).toBeGreaterThan(1);

    await preview.goto();
    await preview.sort().selectOption({ label: 'Name: A to Z' });
    await expect(page).toHaveURL(/sort=name-asc/);
    await expect(preview.cardNames()).toHaveText(names(first));

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Page 2 of ${first.pages}`)).toBeVisible();
    await expect(preview.cardNames()).toHaveText(names(second));
    await preview.expectTotal(first.total);
  });

  test('a search nothing matches shows the empty state', async ({ preview }) => {
    await preview.goto();
    await preview.search('qqzzxxnothingmatches');
    await preview.expectTotal(0);
    await expect(preview.page.getByText('No products match')).toBeVisible();
    await expect(preview.cardNames()).toHaveCount(0);
    await preview.page.getByRole('link', { name: 'Clear the search' }).click();
    await expect(preview.cardNames().first()).toBeVisible();
  });

  test('a B2B user is refused the storefront preview', async ({ page, shell }) => {
    await shell.signOut();
    await signIn(page, 'b2b');
    await page.goto('/storefront-preview');
    await expect(shell.heading()).toHaveText('You do not have access to this page');
  });
});
