import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_STAFF } from '@/lib/seed/staff';
import type { Role } from '@/lib/auth/roles';
import { test as apiTest, uniqueSuffix } from './api';
import { CspViolationLog } from './csp-violations';
import { CategoriesPage } from './pages/categories-page';
import { CategoryEditor } from './pages/category-editor';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

export { expect, uniqueSuffix };

/** The demo staff member of a role (lib/seed/staff.ts; DEMO ONLY credentials). */
export function demoUser(role: Role) {
  const user = DEMO_STAFF.find((s) => s.role === role);
  if (!user) throw new Error(`No demo user has role ${role}`);
  return user;
}

/**
 * Signs in through the login page and waits for the dashboard, up to 30 s: checking the password
 * hash takes seconds when the test machine's cores are busy.
 */
export async function signIn(page: Page, role: Role) {
  const user = demoUser(role);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/** A second, independent browser session signed in as `role` (its cookies, for session tests). */
export async function sessionCookiesOf(browser: Browser, baseURL: string, role: Role) {
  const context = await browser.newContext({ baseURL });
  const violations = await CspViolationLog.watch(context);
  await signIn(await context.newPage(), role);
  const cookies = await context.cookies();
  violations.expectNone();
  await context.close();
  return cookies;
}

/**
 * UI fixtures: page objects on `page`, plus the API fixtures (`api`) to set up and check data.
 * `cspViolations` runs in every UI test unasked: a test after which any page it visited reported a
 * Content-Security-Policy violation fails, listing them.
 */
export const test = apiTest.extend<{
  cspViolations: CspViolationLog;
  shell: Shell;
  categories: CategoriesPage;
  editor: CategoryEditor;
}>({
  cspViolations: [
    async ({ context }, use) => {
      const log = await CspViolationLog.watch(context);
      await use(log);
      log.expectNone();
    },
    { auto: true },
  ],
  shell: async ({ page }, use) => use(new Shell(page)),
  categories: async ({ page }, use) => use(new CategoriesPage(page)),
  editor: async ({ page }, use) => use(new CategoryEditor(page)),
});
