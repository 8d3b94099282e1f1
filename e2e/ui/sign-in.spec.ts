import { NAV_PAGES, pagesFor } from '@/components/shell/navigation';
import { ROLES } from '@/lib/auth/roles';
import { LoginPage } from '../support/pages/login-page';
import { demoUser, expect, signIn, test } from '../support/back-office';

test.describe('signing in', () => {
  for (const role of ROLES) {
    test(`the ${role} demo user lands on the dashboard and sees only the ${role} areas`, async ({
      page,
      shell,
    }) => {
      await signIn(page, role);
      const allowed = pagesFor(role).map((p) => p.label);
      expect(await shell.navLabels()).toEqual(['Dashboard', ...allowed]);
      for (const p of NAV_PAGES.filter((p) => !allowed.includes(p.label)))
        await expect(shell.navLink(p.label)).toHaveCount(0);
      // The dashboard's quick links are the same pages.
      const quickLinks = page.getByRole('main').getByRole('listitem').getByRole('link');
      for (const label of allowed) await expect(quickLinks.filter({ hasText: label }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: `Account: ${demoUser(role).name}` })).toBeVisible();
    });
  }

  test('a wrong password is refused with a message and no session', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(demoUser('catalogue').email, 'not-the-password');
    await expect(login.error()).toHaveText('The email or password is not right.');
    await expect(login.email()).toHaveValue(demoUser('catalogue').email);
    await page.goto('/catalogue/categories');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcatalogue%2Fcategories/);
  });

  test('empty fields are marked on the fields themselves', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit().click();
    await expect(login.email()).toHaveAttribute('aria-invalid', 'true');
    await expect(login.email()).toHaveAccessibleDescription('Enter your email address');
    await expect(login.password()).toHaveAccessibleDescription('Enter your password');
  });

  test('signing in returns to the page that was asked for, and signing out ends the session', async ({
    page,
    shell,
  }) => {
    await page.goto('/catalogue/categories?view=list');
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    const user = demoUser('catalogue');
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/catalogue\/categories\?view=list$/);
    await expect(shell.heading()).toHaveText('Categories');
    await shell.signOut();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a sign-in link cannot send the user to another site', async ({ page }) => {
    const user = demoUser('support');
    await new LoginPage(page).goto('https://example.com/phish');
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  });
});
