import { expect, type Locator, type Page } from '@playwright/test';

/** /catalogue/products: filters, saved views, the selection toolbar, the table and its pagination. */
export class ProductGridPage {
  constructor(readonly page: Page) {}

  readonly filters = () => this.page.getByRole('search', { name: 'Product filters' });
  readonly searchBox = () => this.filters().getByRole('searchbox', { name: 'Search products' });
  readonly filter = (label: 'Status' | 'Collection' | 'Channel') =>
    this.filters().getByRole('combobox', { name: label, exact: true });
  /** The searchable pickers (category tree, brand): a button named "Brand <chosen>". */
  readonly picker = (label: 'Category' | 'Brand') => this.filters().getByRole('button', { name: new RegExp(`^${label} `) });
  readonly seasonCode = () => this.filters().getByRole('textbox', { name: 'Season code' });
  readonly table = () => this.page.getByRole('table', { name: 'Products' });
  /** Product rows (spacer rows of the virtualised body and notes left out). */
  readonly rows = () => this.table().locator('tbody tr[data-product-row]');
  readonly pagination = () => this.page.getByRole('navigation', { name: 'Pagination' });
  readonly range = () => this.pagination().locator('p');
  readonly toolbar = () => this.page.getByRole('toolbar', { name: 'Product selection' });
  readonly quickActions = () => this.toolbar().getByRole('group', { name: 'Quick actions' });
  readonly selectionCount = () => this.toolbar().getByRole('status');
  readonly savedViews = () => this.page.getByRole('region', { name: 'Saved views' });

  async goto(query = '') {
    await this.page.goto(`/catalogue/products${query}`);
    await expect(this.table()).toBeVisible();
  }

  /**
   * Types free text; the grid follows by itself after a pause (no Search button). The address changes
   * when the new rows are in (the navigation is one transition), which on a busy test machine can take
   * longer than the default wait.
   */
  async search(freeText: string) {
    await this.searchBox().fill(freeText);
    await expect(this.page).toHaveURL(new RegExp(`freeText=${encodeURIComponent(freeText).replace(/%20/g, '\\+')}`), { timeout: 30_000 });
  }

  /** Opens a picker, narrows it by typing, and chooses the option whose text is `option`. */
  async pick(label: 'Category' | 'Brand', find: string, option: string | RegExp) {
    await this.picker(label).click();
    await this.page.getByRole('combobox', { name: `Find a ${label.toLowerCase()}` }).fill(find);
    await this.page.getByRole('option', { name: option, exact: typeof option === 'string' }).first().click();
  }

  /** "1–25 of 1,234 products" for `first`…`last` of `total`. */
  /** The pagination's range; `rows` names them: products (variants grouped), else products and variants. */
  async expectRange(first: number, last: number, total: number, rows: 'products' | 'products and variants' = 'products') {
    const n = (x: number) => x.toLocaleString('en-GB');
    await expect(this.range()).toHaveText(`${n(first)}–${n(last)} of ${n(total)} ${rows}`);
  }

  /** Names in the Name column, top to bottom. */
  async names(): Promise<string[]> {
    return this.rows().locator('td a[href^="/catalogue/products/"]').allTextContents();
  }

  /** Text of one column (by header label) for every row. */
  async column(label: string): Promise<string[]> {
    const headers = (await this.table().locator('thead th').allTextContents()).map((t) => t.replace(/[▲▼]/g, '').trim());
    const index = headers.indexOf(label);
    expect(index, `column ${label} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    return this.rows().evaluateAll(
      (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
      index,
    );
  }

  columnHeader(label: string): Locator {
    return this.table().getByRole('columnheader', { name: new RegExp(`^${label}\\s*[▲▼]?$`) });
  }

  async sortBy(label: string) {
    await this.columnHeader(label).getByRole('link').click();
  }

  async nextPage() {
    await this.pagination().getByRole('link', { name: 'Next page' }).click();
  }

  rowCheckbox(index: number): Locator {
    return this.rows().nth(index).getByRole('checkbox');
  }

  /** Opens the Columns chooser and sets one column on or off. */
  async setColumn(label: string, on: boolean) {
    const chooser = this.toolbar().locator('details');
    if (!(await chooser.evaluate((d) => (d as HTMLDetailsElement).open)))
      await chooser.locator('summary').click();
    const box = chooser.getByRole('checkbox', { name: label, exact: true });
    if (on) await box.check();
    else await box.uncheck();
  }
}
