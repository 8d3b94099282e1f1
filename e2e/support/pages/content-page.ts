import { expect, type Page } from '@playwright/test';

/** /content: its section tabs, the navigation trees and the redirect filter. */
export class ContentPage {
  constructor(readonly page: Page) {}

  readonly tab = (label: string) =>
    this.page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: label });
  readonly navTree = (menu: 'Header' | 'Footer') =>
    this.page.getByRole('tree', { name: `${menu} navigation` });
  readonly redirectsTable = () => this.page.getByRole('table', { name: 'Redirect rules' });
  readonly redirectFilter = () =>
    this.page.getByRole('searchbox', { name: 'Filter redirects by old or new URL' });

  async goto(query = '') {
    await this.page.goto(`/content${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  }

  /** Names of the top-level items of a menu (caption, and link when there is one), in order. */
  async topLevelCaptions(menu: 'Header' | 'Footer'): Promise<string[]> {
    return this.navTree(menu)
      .locator('[role="treeitem"][aria-level="1"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  }

  async filterRedirects(text: string) {
    await this.redirectFilter().fill(text);
    await this.page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(this.page).toHaveURL((url) => url.searchParams.get('q') === text);
  }

  /** Old URLs of the redirect rows shown. */
  async shownOldUrls(): Promise<string[]> {
    return this.redirectsTable()
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent?.trim() ?? ''));
  }
}
