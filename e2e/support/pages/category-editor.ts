import { expect, type Page } from '@playwright/test';

/** /catalogue/categories/{id}: the category form. */
export class CategoryEditor {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.getByRole('form', { name: /^Edit category/ });
  readonly field = (label: string) => this.form().getByLabel(label, { exact: true });
  readonly save = () => this.page.getByRole('button', { name: 'Save', exact: true });
  readonly conflict = () =>
    this.page.getByRole('alert').filter({ hasText: 'Someone else changed this category' });

  async goto(id: string) {
    await this.page.goto(`/catalogue/categories/${id}`);
    await expect(this.form()).toBeVisible();
  }

  /** The message shown with a field (its aria-describedby error). */
  async errorOf(label: string): Promise<string> {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const ids = ((await field.getAttribute('aria-describedby')) ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-error'));
    return (await this.page.locator(`[id="${ids[0]}"]`).textContent()) ?? '';
  }
}
