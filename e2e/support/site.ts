import { expect, type Page } from '@playwright/test';
import type { Role } from '@/lib/auth/roles';
import { demoUser, test as backOffice } from './back-office';
import { ContentPage } from './pages/content-page';
import { LoginPage } from './pages/login-page';
import { SettingsPage } from './pages/settings-page';
import { StoresPage } from './pages/stores-page';

export { demoUser, expect, uniqueSuffix } from './back-office';

/**
 * Signs in through the login page, as back-office.ts's `signIn`, but waits up to 30 s for the
 * dashboard: checking the password hash takes seconds when the test machine's cores are busy.
 */
export async function signIn(page: Page, role: Role) {
  const user = demoUser(role);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/** Back-office fixtures plus the page objects of the site area (stores, content, settings). */
export const test = backOffice.extend<{ stores: StoresPage; content: ContentPage; settings: SettingsPage }>({
  stores: async ({ page }, use) => use(new StoresPage(page)),
  content: async ({ page }, use) => use(new ContentPage(page)),
  settings: async ({ page }, use) => use(new SettingsPage(page)),
});
