import { expect, type Locator, type Page } from '@playwright/test';
import { test as backOfficeTest } from '../back-office';

/** The message shown with a field (its aria-describedby error). */
export async function errorOf(field: Locator): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return (await field.page().locator(`[id="${ids[0]}"]`).textContent()) ?? '';
}

/** /b2b/companies/new and /b2b/companies/{id}/edit: fields are found by their section and label. */
export class CompanyForm {
  constructor(readonly page: Page) {}

  readonly section = (name: string) => this.page.getByRole('region', { name, exact: true });
  readonly field = (section: string, label: string) =>
    this.section(section).getByLabel(label, { exact: true });

  async gotoNew() {
    await this.page.goto('/b2b/companies');
    await this.page.getByRole('link', { name: 'Register company' }).click();
    await expect(this.page.getByRole('form', { name: 'Register a company' })).toBeVisible();
  }

  readonly next = () => this.page.getByRole('button', { name: /^Next: / });
  readonly back = () => this.page.getByRole('button', { name: 'Back', exact: true });
  /** The shown step of the registration, by its title (the others are hidden). */
  readonly currentStep = () => this.page.getByRole('list', { name: 'Registration steps' }).locator('[aria-current="step"]');

  /** Opens a folded "More … (optional)" disclosure of a section. */
  async unfold(section: string, summary: string) {
    await this.section(section).getByText(summary, { exact: true }).click();
  }

  /** The company step: name and business type; Next validates it. */
  async fillCompanyStep(name: string) {
    await this.field('Company', 'Company name').fill(name);
    await this.field('Company', 'Business type').selectOption({ label: 'Wholesaler / distributor' });
  }

  /** The address step's required fields. */
  async fillAddressStep(a: { address1: string; city: string; postCode: string }) {
    await this.field('Address', 'Address line 1').fill(a.address1);
    await this.field('Address', 'Town or city').fill(a.city);
    await this.field('Address', 'Post code').fill(a.postCode);
    await this.field('Address', 'Country').selectOption('GB');
  }

  /** Walks the three steps with the required fields (and a business type), ending on the user step. */
  async fillRegistration(c: {
    name: string;
    email: string;
    address1: string;
    city: string;
    postCode: string;
  }) {
    await this.fillCompanyStep(c.name);
    await this.next().click();
    await this.fillAddressStep(c);
    await this.next().click();
    await this.field('First user', 'First name').fill('Robin');
    await this.field('First user', 'Last name').fill('Trader');
    await this.field('First user', 'Email').fill(c.email);
  }

  readonly register = () => this.page.getByRole('button', { name: 'Register company' });
  readonly save = () => this.page.getByRole('button', { name: 'Save', exact: true });
}

/** /b2b/quotations (all quotations, filters in the URL) and the quotation editor. */
export class QuotationsPage {
  constructor(readonly page: Page) {}

  readonly section = (name: string) => this.page.getByRole('region', { name, exact: true });
  readonly field = (section: string, label: string) =>
    this.section(section).getByLabel(label, { exact: true });
  readonly rows = () => this.page.getByRole('table', { name: 'Quotations' }).getByRole('row');

  async goto(companyId: string) {
    await this.page.goto(`/b2b/quotations?company=${companyId}`);
    await expect(this.page.getByRole('heading', { name: 'Quotations', level: 1 })).toBeVisible();
  }

  /** Keyboard line entry: types the stock code, waits for it among the matches, Enter, then the quantity. */
  async addLine(stockCode: string, qty: number) {
    const entry = this.page.getByRole('combobox', { name: 'Add a product' });
    await entry.fill(stockCode);
    await expect(this.page.getByRole('option').first()).toContainText(stockCode);
    await entry.press('Enter');
    const quantity = this.page.getByLabel(`Quantity of ${stockCode}`);
    await expect(quantity).toBeFocused();
    await quantity.fill(String(qty));
  }

  /** Picks the company address whose summary contains `text` to fill the section's address. */
  async pickAddress(section: string, text: string) {
    const picker = this.field(section, 'Fill from a company address');
    const value = await picker.locator('option', { hasText: text }).getAttribute('value');
    await picker.selectOption(value!);
  }
}

export const test = backOfficeTest.extend<{ companyForm: CompanyForm; quotations: QuotationsPage }>({
  companyForm: async ({ page }, use) => use(new CompanyForm(page)),
  quotations: async ({ page }, use) => use(new QuotationsPage(page)),
});
