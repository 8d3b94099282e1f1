import { expect, signIn, test } from '../support/back-office';

test.describe('the command palette', () => {
  test('Ctrl+K opens it; typing narrows the pages and Enter goes there', async ({ page, shell }) => {
    await signIn(page, 'catalogue');
    await shell.openPalette();
    // "suppliers" names one page ("suppl" would also find Import products by its keyword "supplier file").
    await page.keyboard.type('suppliers');
    const pages = shell.palette().getByRole('group', { name: 'Pages' }).getByRole('option');
    await expect(pages).toHaveCount(1);
    await expect(pages.first()).toHaveAttribute('aria-selected', 'true');
    await expect(pages.first()).toContainText('Suppliers');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalogue\/suppliers$/);
    await expect(shell.heading()).toHaveText('Suppliers');
    await expect(shell.palette()).toBeHidden();
  });

  test('it offers only the pages of the role; Escape closes it', async ({ page, shell }) => {
    await signIn(page, 'support');
    await shell.openPalette();
    await page.keyboard.type('categories');
    await expect(shell.palette().getByText('Nothing matches.')).toBeVisible();
    await expect(shell.palette().getByRole('group', { name: 'Pages' })).toHaveCount(0);
    await shell.paletteInput().fill('returns');
    await expect(shell.palette().getByRole('option', { name: /Returns/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell.palette()).toBeHidden();
  });
});

test.describe('the shell loads its palette and account menu when they are first used', () => {
  test('from the keyboard: the palette by its button, the account menu by Enter; Escape gives focus back', async ({
    page,
    shell,
  }) => {
    await signIn(page, 'catalogue');
    const jump = page.getByRole('button', { name: /Jump to/ });
    await jump.focus();
    await page.keyboard.press('Enter');
    await expect(shell.palette()).toBeVisible();
    await expect(shell.paletteInput()).toBeFocused();
    await page.keyboard.type('attributes');
    await expect(shell.palette().getByRole('option', { name: /Attributes/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell.palette()).toBeHidden();
    await expect(jump).toBeFocused();

    const account = page.getByRole('button', { name: /^Account:/ });
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: /^Account:/ })).toBeFocused();
    // Open again with the arrow key, as a menu button opens, now that its code is here.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Escape');
  });

  test("a page's first load does not fetch the palette's or the menu's code", async ({ page }) => {
    await signIn(page, 'admin');
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/catalogue/attributes');
    await page.waitForLoadState('networkidle');
    const before = new Set(scripts);
    expect(before.size).toBeGreaterThan(0);
    // Code first asked for on use: pressing Ctrl+K fetches at least one script the page had not.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    expect(scripts.filter((s) => !before.has(s)).length).toBeGreaterThan(0);
  });
});
