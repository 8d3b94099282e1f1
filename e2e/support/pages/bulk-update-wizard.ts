import { expect, type Page } from '@playwright/test';

/** /bulk-update: the six-step wizard. */
export class BulkUpdateWizardPage {
  constructor(readonly page: Page) {}

  readonly stepTitle = () => this.page.locator('#wizard-step-title');
  readonly currentStep = () =>
    this.page.getByRole('navigation', { name: 'Wizard steps' }).locator('[aria-current="step"]');
  readonly filter = (label: string) =>
    this.page.getByRole('search', { name: 'Product filters' }).getByLabel(label, { exact: true });
  readonly matchCount = () => this.page.getByTestId('match-count');
  readonly button = (name: string | RegExp) => this.page.getByRole('button', { name });
  readonly field = (label: string) => this.page.getByLabel(label, { exact: true });
  readonly progress = () => this.page.getByRole('progressbar', { name: 'Bulk update progress' });

  async goto(query = '') {
    await this.page.goto(`/bulk-update${query}`);
    await expect(this.stepTitle()).toHaveText('Choose the products');
  }

  /**
   * Waits for the live count ("2 products · 1 variant match": products and variants apart) to settle
   * on `n` in all and goes on with them.
   */
  async useMatching(n: number) {
    const inAll = async () => {
      const text = (await this.matchCount().textContent()) ?? '';
      const m = /^([\d,]+) products? · ([\d,]+) variants? match$/.exec(text);
      return m ? Number(m[1].replace(/,/g, '')) + Number(m[2].replace(/,/g, '')) : null;
    };
    await expect.poll(inAll).toBe(n);
    await this.page.getByRole('button', { name: /^Use these [\d,]+ products? · [\d,]+ variants?$/ }).click();
    await expect(this.stepTitle()).toHaveText('Choose the change');
  }

  async chooseOperation(label: string) {
    await this.page.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
    await this.button('Next').click();
    await expect(this.stepTitle()).toHaveText('Enter the new value');
  }

  async review() {
    await this.button('Review').click();
    await expect(this.stepTitle()).toHaveText('Review the change');
  }

  /** Applies from the review step and waits for the result step. */
  async apply(n: number) {
    await this.button(`Apply to ${n} ${n === 1 ? 'product' : 'products'}`).click();
    await expect(this.stepTitle()).toHaveText('Result', { timeout: 60_000 });
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
