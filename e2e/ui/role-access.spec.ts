import { createFamilyOfCategories, childNames } from '../support/categories';
import { expect, sessionCookiesOf, signIn, test } from '../support/back-office';

test.describe('role checks', () => {
  test('a B2B user opening the categories page gets the 403 page', async ({ page, shell }) => {
    await signIn(page, 'b2b');
    await page.goto('/catalogue/categories');
    await expect(shell.heading()).toHaveText('You do not have access to this page');
    await expect(page.getByRole('tree')).toHaveCount(0);
    // The shell stays usable: the way back is a link away.
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(shell.heading()).toHaveText('Dashboard');
  });

  test('support may not open site settings, an administrator may', async ({ page, shell }) => {
    await signIn(page, 'support');
    await page.goto('/settings');
    await expect(shell.heading()).toHaveText('You do not have access to this page');
    await shell.signOut();
    await signIn(page, 'admin');
    await page.goto('/settings');
    await expect(shell.heading()).toHaveText('Settings');
  });

  test('a server action refuses a role that may not use it, even from a page already open', async ({
    page,
    categories,
    shell,
    api,
    browser,
    baseURL,
  }) => {
    const { parent, children } = await createFamilyOfCategories(api, 'Refused', ['First', 'Second']);
    await signIn(page, 'catalogue');
    await categories.goto();
    await categories.select(children[0].name);

    // The same browser tab now carries a support user's session (another user at the same desk).
    const supportCookies = await sessionCookiesOf(browser, baseURL!, 'support');
    await page.context().clearCookies();
    await page.context().addCookies(supportCookies);

    await categories.moveWithButton('Move down');
    await expect(shell.toast(/was not moved/)).toContainText(
      'Your role (Customer support) may not change categories.',
    );
    expect(await childNames(api, parent.id)).toEqual([children[0].name, children[1].name]);
  });
});
