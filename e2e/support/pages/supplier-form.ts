import { expect, type Page } from '@playwright/test';

/** /catalogue/suppliers/new and /catalogue/suppliers/{id}: the supplier form. */
export class SupplierFormPage {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.getByRole('form', { name: /^(New supplier|Edit supplier)/ });
  readonly field = (label: string) => this.form().getByLabel(label, { exact: true });
  readonly create = () => this.page.getByRole('button', { name: 'Create supplier' });
  readonly save = () => this.page.getByRole('button', { name: 'Save', exact: true });

  async gotoNew() {
    await this.page.goto('/catalogue/suppliers');
    await this.page.getByRole('link', { name: 'New supplier' }).click();
    await expect(this.form()).toHaveAccessibleName('New supplier');
  }

  async goto(id: string) {
    await this.page.goto(`/catalogue/suppliers/${id}`);
    await expect(this.form()).toBeVisible();
  }

  /** The message shown with a field (its aria-describedby error). */
  async errorOf(label: string): Promise<string> {
    return errorOf(this.page, this.field(label));
  }
}

/** The error message a Field shows for its control (aria-invalid, aria-describedby "…-error"). */
export async function errorOf(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return (await page.locator(`[id="${ids[0]}"]`).textContent()) ?? '';
}
