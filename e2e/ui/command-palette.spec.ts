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
