import { expect, type Page } from '@playwright/test';
import { errorOf } from './support-forms';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /returns/new: find an order, then fill one group of fields per order line. */
export class NewReturnPage {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.getByRole('form', { name: /^New return for order/ });
  /** The fields of one order line, found by its stock code (shown in the line's legend). */
  readonly line = (stockCode: string) =>
    this.form().getByRole('group', { name: new RegExp(`\\b${escape(stockCode)}\\b`) });
  readonly quantity = (stockCode: string) => this.line(stockCode).getByLabel('Quantity', { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: 'Create return' });

  /** Types the order number in the search box, as support does with the customer on the phone. */
  async findOrder(orderNumber: string) {
    await this.page.goto('/returns/new');
    await this.page
      .getByRole('search', { name: 'Find an order' })
      .getByLabel('Order number')
      .fill(orderNumber);
    await this.page.getByRole('button', { name: 'Find order' }).click();
    await expect(this.form()).toBeVisible();
  }

  /** Ticks a line and fills its quantity, reason (by its text) and comment. */
  async returnLine(stockCode: string, qty: number, options: { reason?: string; comment?: string } = {}) {
    const line = this.line(stockCode);
    await line.getByLabel('Return this line').check();
    await this.quantity(stockCode).fill(String(qty));
    if (options.reason) await line.getByLabel('Reason').selectOption({ label: options.reason });
    if (options.comment) await line.getByLabel('Line comment').fill(options.comment);
  }

  quantityError(stockCode: string) {
    return errorOf(this.page, this.quantity(stockCode));
  }
}

/** /returns/{id}: the return and the moves it may make. */
export class ReturnPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly moves = () => this.page.getByRole('region', { name: 'Move the return' });
  /** The status moves beside the return (who made each); the History tab has every change. */
  readonly history = () => this.page.getByRole('region', { name: 'Status history' });
  readonly photos = () => this.page.getByRole('region', { name: 'Photos' });

  async goto(id: number) {
    await this.page.goto(`/returns/${id}`);
    await expect(this.heading()).toHaveText(`Return #${id}`);
  }
}
