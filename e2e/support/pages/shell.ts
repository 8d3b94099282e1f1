import { expect, type Page } from '@playwright/test';

/** The frame of every signed-in page: sidebar, command palette, user menu, toasts. */
export class Shell {
  constructor(readonly page: Page) {}

  readonly sidebar = () => this.page.getByRole('navigation', { name: 'Main' });
  readonly navLink = (label: string) => this.sidebar().getByRole('link', { name: label, exact: true });
  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly palette = () => this.page.getByRole('dialog', { name: 'Command palette' });
  readonly paletteInput = () => this.palette().getByRole('combobox');
  readonly toast = (text: string | RegExp) =>
    this.page.locator('[data-sonner-toast]').filter({ hasText: text });

  /** Labels of every page link in the sidebar, in order. */
  async navLabels(): Promise<string[]> {
    return (await this.sidebar().getByRole('link').allTextContents()).map((t) => t.trim());
  }

  async openPalette() {
    await this.page.keyboard.press('Control+k');
    await expect(this.palette()).toBeVisible();
    await expect(this.paletteInput()).toBeFocused();
  }

  async signOut() {
    await this.page.getByRole('button', { name: /^Account:/ }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await this.page.waitForURL(/\/login/);
  }
}
