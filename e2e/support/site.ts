import { test as backOffice } from './back-office';
import { ContentPage } from './pages/content-page';
import { SettingsPage } from './pages/settings-page';
import { StoresPage } from './pages/stores-page';

export { demoUser, expect, signIn, uniqueSuffix } from './back-office';

/** Back-office fixtures plus the page objects of the site area (stores, content, settings). */
export const test = backOffice.extend<{ stores: StoresPage; content: ContentPage; settings: SettingsPage }>({
  stores: async ({ page }, use) => use(new StoresPage(page)),
  content: async ({ page }, use) => use(new ContentPage(page)),
  settings: async ({ page }, use) => use(new SettingsPage(page)),
});
