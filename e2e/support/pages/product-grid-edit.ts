import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The product grid's edit mode (/catalogue/products?edit=1): the sheet (an ARIA grid), its toolbar
 * and its cells, addressed by product id and column position (the `fields` of the URL, in order).
 */
export class ProductGridEditPage {
  constructor(readonly page: Page) {}

  readonly sheet = () => this.page.getByRole('grid', { name: 'Products (editing)' });
  readonly toolbar = () => this.page.getByRole('toolbar', { name: 'Grid editing' });
  readonly status = () => this.page.getByTestId('edit-status');
  readonly saveButton = () => this.toolbar().getByRole('button', { name: /^Save / });
  readonly rows = () => this.sheet().locator('tbody tr[data-product-id]');
  readonly row = (productId: string) => this.sheet().locator(`tbody tr[data-product-id="${productId}"]`);
  readonly cell = (productId: string, col: number) => this.row(productId).locator(`td[data-col="${col}"]`);
  /** The editor open in the active cell. */
  readonly editor = () => this.sheet().getByRole('textbox');

  /** Opens the edit mode on the products tagged `tag`, sorted by stock code (an order no edit here changes). */
  async goto(tag: string, fields: string[]) {
    await this.page.goto(`/catalogue/products?tag=${tag}&sort=stockCode&order=asc&edit=1&fields=${fields.join(',')}`);
    await expect(this.sheet()).toBeVisible();
  }

  /** The product ids in the order the sheet shows them. */
  async productIds() {
    return this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-product-id')!));
  }

  /** Makes a cell the active one with the mouse (the sheet then has the keyboard). */
  async select(productId: string, col: number, o: { shift?: boolean } = {}) {
    await this.cell(productId, col).click({ modifiers: o.shift ? ['Shift'] : [] });
  }

  async expectActive(cell: Locator) {
    const id = await cell.getAttribute('id');
    await expect(this.sheet()).toHaveAttribute('aria-activedescendant', id!);
  }

  /**
   * Pastes `text` where the sheet has the keyboard, as a spreadsheet's copy arrives: the system
   * clipboard written, then Ctrl+V.
   */
  async paste(text: string) {
    await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await this.page.keyboard.press('ControlOrMeta+V');
  }
}
