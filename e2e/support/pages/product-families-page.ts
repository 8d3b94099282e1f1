import { expect, type Page } from '@playwright/test';
import { errorOf } from './supplier-form';

/** /catalogue/product-families: the list, its filter and the "New product family" dialog; and a family's page. */
export class ProductFamiliesPage {
  constructor(readonly page: Page) {}

  readonly table = () => this.page.getByRole('table', { name: 'Product families' });
  readonly filter = () =>
    this.page.getByRole('searchbox', { name: 'Filter product families by name or code' });
  readonly createDialog = () => this.page.getByRole('dialog', { name: 'New product family' });
  readonly editForm = () => this.page.getByRole('form', { name: /^Edit product family/ });
  readonly field = (label: string) => this.editForm().getByLabel(label, { exact: true });

  async goto() {
    await this.page.goto('/catalogue/product-families');
    await expect(this.table()).toBeVisible();
  }

  async create(name: string, code: string) {
    await this.page.getByRole('button', { name: 'New product family' }).click();
    await this.createDialog().getByLabel('Name', { exact: true }).fill(name);
    await this.createDialog().getByLabel('Code', { exact: true }).fill(code);
    await this.createDialog().getByRole('button', { name: 'Create product family' }).click();
  }

  async errorOf(label: string) {
    return errorOf(this.page, this.field(label));
  }
}
