import { expect, type Page } from '@playwright/test';

/** /stores: the store list and the post-code search. */
export class StoresPage {
  constructor(readonly page: Page) {}

  readonly allStoresTable = () => this.page.getByRole('table', { name: 'All stores' });
  readonly nearbyTable = () => this.page.getByRole('table', { name: /^Stores near / });
  readonly postCode = () => this.page.getByRole('textbox', { name: 'Post code' });

  async goto(query = '') {
    await this.page.goto(`/stores${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  }

  /** Types a post code, picks the distance and searches; waits for the results heading. */
  async search(postCode: string, radiusMiles?: number) {
    await this.postCode().fill(postCode);
    if (radiusMiles) await this.page.getByRole('combobox', { name: 'Within' }).selectOption(String(radiusMiles));
    await this.page.getByRole('button', { name: 'Find stores' }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: /^Stores within / })).toBeVisible();
  }

  /** The nearby results in order: store name and the distance shown. */
  async nearbyRows(): Promise<{ name: string; distance: string }[]> {
    return this.nearbyTable()
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => ({
          distance: r.querySelector('[data-testid="store-distance"]')?.textContent?.trim() ?? '',
          name: r.querySelector('td:nth-child(2) p')?.textContent?.trim() ?? '',
        })),
      );
  }
}
