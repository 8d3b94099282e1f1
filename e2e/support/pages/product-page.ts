import { expect, type Page } from '@playwright/test';

/** /catalogue/products/{id}: the product's tabs, opening on the editable overview generated from meta-info. */
export class ProductPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly tab = (name: string | RegExp) => this.page.getByRole('tab', { name });
  readonly panel = () => this.page.getByRole('tabpanel');
  readonly form = () => this.page.getByRole('form', { name: /^Edit product/ });
  readonly field = (label: string) => this.form().getByLabel(label, { exact: true });
  /** A cell of the prices or stock table, named by row and column ("Retail GBP cost price", "Main on hand"). */
  readonly cell = (label: string) => this.form().getByRole('textbox', { name: label, exact: true });
  readonly saveBar = () => this.page.getByRole('region', { name: 'Save changes' });
  readonly save = () => this.saveBar().getByRole('button', { name: 'Save', exact: true });
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

  /** Saves and waits until the stored version is back on the page (the form then holds no changes). */
  async saveAndWait() {
    await this.save().click();
    await expect(this.saveBar()).toContainText('No unsaved changes');
    await expect(this.save()).toBeEnabled();
  }

  /**
   * Reload after a refused save: the save bar's button (fixed to the window, never under a toast or
   * scrolled away), then wait until the other person's version has replaced the form.
   */
  async reloadAfterConflict() {
    await this.saveBar().getByRole('button', { name: 'Reload' }).click();
    await expect(this.conflict()).toHaveCount(0);
    await expect(this.saveBar()).toContainText('No unsaved changes');
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
