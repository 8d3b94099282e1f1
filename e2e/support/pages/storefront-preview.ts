import { expect, type Page } from '@playwright/test';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /storefront-preview: search box, facets, applied-filter chips, sort, product grid and pagination. */
export class StorefrontPreview {
  constructor(readonly page: Page) {}

  readonly searchBox = () => this.page.getByRole('searchbox', { name: 'Search the storefront' });
  readonly resultCount = () =>
    this.page.getByRole('heading', { level: 2 }).filter({ hasText: /\d+ products?/ });
  readonly cardNames = () =>
    this.page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
  readonly facet = (name: string) =>
    this.page.getByRole('group', { name: 'Filters' }).getByRole('group', { name, exact: true });
  readonly facetValue = (facet: string, value: string) =>
    this.facet(facet).getByRole('checkbox', { name: new RegExp(`^${escape(value)} [\\d,]+ products$`) });
  readonly chip = (facet: string, value: string) =>
    this.page.getByRole('link', { name: `Remove filter ${facet}: ${value}`, exact: true });
  readonly sort = () => this.page.getByLabel('Sort by');

  async goto(query = '') {
    await this.page.goto(`/storefront-preview${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Storefront preview');
  }

  async search(text: string) {
    await this.searchBox().fill(text);
    await this.searchBox().press('Enter');
  }

  /** Waits until the page says it found `total` products. */
  async expectTotal(total: number) {
    await expect(this.resultCount()).toHaveText(
      new RegExp(`^${escape(total === 1 ? '1 product' : `${total.toLocaleString('en-GB')} products`)}\\b`),
    );
  }
}
