import { expect, type Page } from '@playwright/test';

/** /catalogue/products/{id}: the product's tabs and its Edit form generated from meta-info. */
export class ProductPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly tab = (name: string | RegExp) => this.page.getByRole('tab', { name });
  readonly panel = () => this.page.getByRole('tabpanel');
  readonly form = () => this.page.getByRole('form', { name: /^Edit product/ });
  readonly field = (label: string) => this.form().getByLabel(label, { exact: true });
  readonly save = () => this.page.getByRole('button', { name: 'Save', exact: true });
  readonly conflict = () =>
    this.page.getByRole('alert').filter({ hasText: 'changed by someone else since you opened it' });

  async goto(id: string, tab?: string) {
    await this.page.goto(`/catalogue/products/${id}${tab ? `?tab=${tab}` : ''}`);
    await expect(this.page.getByRole('tablist', { name: 'Product sections' })).toBeVisible();
  }

  async open(tab: string | RegExp) {
    await this.tab(tab).click();
    await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
  }

  /** The visible panel's table rows of a section (header row left out). */
  rowsOf(caption: string) {
    return this.panel().getByRole('table', { name: caption }).locator('tbody tr');
  }

  /** The message shown with a field (its aria-describedby error). */
  async errorOf(label: string): Promise<string> {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return (await this.page.locator(`[id="${ids[0]}"]`).textContent()) ?? '';
  }
}
