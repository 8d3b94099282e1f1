import { expect, type Page } from '@playwright/test';

/** /settings and /settings/api-clients. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  readonly group = (label: string) => this.page.getByRole('region', { name: label, exact: true });
  readonly clientsTable = () => this.page.getByRole('table', { name: 'API clients' });
  readonly newClientDialog = () => this.page.getByRole('dialog');

  async goto() {
    await this.page.goto('/settings');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  }

  async gotoApiClients() {
    await this.page.goto('/settings/api-clients');
    await expect(this.page.getByRole('heading', { level: 1, name: 'API clients' })).toBeVisible();
  }

  /** Creates a client in the dialog and returns the id and secret it shows (once). */
  async createClient(name: string): Promise<{ clientId: string; clientSecret: string }> {
    await this.page.getByRole('button', { name: 'New API client' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New API client' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create client' }).click();
    const shown = this.page.getByRole('dialog', { name: `API client “${name}” created` });
    await expect(shown).toBeVisible();
    return {
      clientId: await shown.getByRole('textbox', { name: 'Client id' }).inputValue(),
      clientSecret: await shown.getByRole('textbox', { name: 'Client secret' }).inputValue(),
    };
  }

  /** The row of a client in the list. */
  clientRow(name: string) {
    return this.clientsTable().getByRole('row').filter({ hasText: name });
  }
}
