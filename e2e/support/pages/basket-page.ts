import { expect, type Page } from '@playwright/test';

/** /baskets and /baskets/{id}: finding a customer's baskets and looking after one. */
export class BasketPages {
  constructor(readonly page: Page) {}

  readonly search = () => this.page.getByRole('search', { name: 'Find baskets' });
  readonly table = () => this.page.getByRole('table', { name: 'Baskets' });
  readonly customInfo = () => this.page.getByRole('form', { name: 'Custom info' });
  readonly customInfoField = (n: number) => this.customInfo().getByLabel(`Custom info ${n}`, { exact: true });
  readonly totals = () => this.page.getByRole('region', { name: 'Totals' });

  /** Looks up a customer's baskets by user id through the search form. */
  async findByUserId(userId: string) {
    await this.page.goto('/baskets');
    await this.search().getByLabel('User id').fill(userId);
    await this.search().getByRole('button', { name: 'Find' }).click();
    await expect(this.page).toHaveURL(new RegExp(`userId=${userId}`));
  }

  async goto(id: string) {
    await this.page.goto(`/baskets/${id}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(/^Basket of /);
  }
}
