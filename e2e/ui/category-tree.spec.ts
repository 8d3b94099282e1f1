import {
  categoryTree,
  childNames,
  createFamilyOfCategories,
  findCategory,
  flatten,
} from '../support/categories';
import { expect, signIn, test } from '../support/back-office';

test.describe('the category tree', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'catalogue');
  });

  test('browse: top-level categories with product counts, open and close with the keyboard, Enter opens the editor', async ({
    page,
    categories,
    api,
    shell,
  }) => {
    const roots = await categoryTree(api);
    await categories.goto();
    for (const root of roots) await expect(categories.node(root.id)).toBeVisible();
    const dept = roots.find((r) => r.subCategories.some((c) => c.subCategories.length > 0))!;
    await expect(categories.node(dept.id)).toContainText(dept.prodCount.toLocaleString('en-GB'));

    // Top-level categories start open: their children show; ← closes, → opens, ↓ goes to the first child.
    const child = dept.subCategories.find((c) => c.subCategories.length > 0)!;
    await expect(categories.node(child.id)).toBeVisible();
    await categories.node(dept.id).click();
    await page.keyboard.press('ArrowLeft');
    await expect(categories.node(dept.id)).toHaveAttribute('aria-expanded', 'false');
    await expect(categories.node(child.id)).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(categories.node(child.id)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(categories.node(child.id)).toHaveAttribute('aria-expanded', 'true');
    await expect(categories.node(child.subCategories[0].id)).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(shell.heading()).toHaveText(child.name);
  });

  test('filter by name: matches are shown with their ancestors, and the filter is in the URL', async ({
    page,
    categories,
    api,
  }) => {
    const all = flatten(await categoryTree(api));
    // A category at least three levels down, so that it has two ancestors.
    const deep = all.find((c) => c.parentId && all.find((p) => p.id === c.parentId)?.parentId)!;
    const parent = all.find((c) => c.id === deep.parentId)!;
    const grandparent = all.find((c) => c.id === parent.parentId)!;
    await categories.goto();
    await categories.filter().fill(deep.name);
    await expect(categories.node(deep.id)).toBeVisible();
    await expect(categories.node(parent.id)).toHaveAttribute('aria-expanded', 'true');
    await expect(categories.node(grandparent.id)).toBeVisible();
    // Nothing that neither matches nor leads to a match is shown.
    const shown = await categories.visibleNames();
    const matching = all.filter((c) => c.name.toLowerCase().includes(deep.name.toLowerCase()));
    const allowed = new Set<string>();
    for (const m of matching) {
      let at: typeof m | undefined = m;
      while (at) {
        allowed.add(at.name);
        at = all.find((c) => c.id === at!.parentId);
      }
    }
    for (const name of shown)
      expect(allowed.has(name), `${name} should not show for “${deep.name}”`).toBe(true);
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(deep.name).replace(/%20/g, '(\\+|%20)')}`),
    );

    await page.reload();
    await expect(categories.filter()).toHaveValue(deep.name);
    await expect(categories.node(deep.id)).toBeVisible();

    await categories.filter().fill('no category is called this');
    await expect(page.getByText('No category name contains “no category is called this”')).toBeVisible();
  });

  test('reorder and move with the keyboard; the order is saved', async ({ page, categories, api }) => {
    const { parent, children } = await createFamilyOfCategories(api, 'Keyboard', ['Alpha', 'Beta', 'Gamma']);
    const [alpha, beta, gamma] = children.map((c) => c.name);
    await categories.goto();
    await categories.select(beta);

    // Alt+Shift+↑ moves Beta above Alpha.
    await categories.item(beta).press('Alt+Shift+ArrowUp');
    await expect.poll(() => categories.childNames(parent.name)).toEqual([beta, alpha, gamma]);
    await expect.poll(() => childNames(api, parent.id)).toEqual([beta, alpha, gamma]);

    // Alt+Shift+→ moves Gamma into the category above it (Alpha).
    await categories.item(gamma).click();
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await expect.poll(async () => (await findCategory(api, children[2].id)).parentId).toBe(children[0].id);
    await expect(categories.item(gamma)).toHaveAttribute('aria-level', '3');
    await expect(categories.item(gamma)).toBeFocused();

    // Alt+Shift+← moves it back out, right after Alpha.
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    await expect.poll(() => childNames(api, parent.id)).toEqual([beta, alpha, gamma]);

    // The toolbar buttons do the same for pointer users.
    await categories.moveWithButton('Move up');
    await expect.poll(() => childNames(api, parent.id)).toEqual([beta, gamma, alpha]);

    await page.reload();
    await categories.select(parent.name);
    await categories.expand(parent.name);
    expect(await categories.childNames(parent.name)).toEqual([beta, gamma, alpha]);
  });

  test('drag a category onto another to move it inside', async ({ categories, api }) => {
    const { parent, children } = await createFamilyOfCategories(api, 'Dragging', ['Source', 'Target']);
    await categories.goto();
    await categories.select(children[0].name);
    await categories.item(children[0].name).dragTo(categories.item(children[1].name));
    await expect.poll(async () => (await findCategory(api, children[0].id)).parentId).toBe(children[1].id);
    expect(await childNames(api, parent.id)).toEqual([children[1].name]);
  });

  test('create a category under the selected one', async ({ page, categories, api, shell }) => {
    const { parent } = await createFamilyOfCategories(api, 'Creating', []);
    await categories.goto();
    await categories.select(parent.name);
    await categories.toolbar().getByRole('button', { name: 'Add subcategory' }).click();
    const dialog = categories.createDialog();
    await expect(dialog.getByLabel('Parent')).toHaveValue(parent.code);
    const code = `${parent.code}-NEW`;
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name').fill(`Fresh ${parent.name}`);
    await dialog.getByRole('button', { name: 'Create category' }).click();
    await expect(dialog).toBeHidden();
    await expect(shell.toast(`Category “Fresh ${parent.name}” created`)).toBeVisible();
    await expect(categories.item(`Fresh ${parent.name}`)).toHaveAttribute('aria-selected', 'true');
    expect(await childNames(api, parent.id)).toEqual([`Fresh ${parent.name}`]);

    // The same code again is refused on the Code field, by the service.
    await categories.page.getByRole('button', { name: 'New category' }).click();
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name').fill('Duplicate');
    await dialog.getByRole('button', { name: 'Create category' }).click();
    await expect(dialog.getByLabel('Code')).toHaveAccessibleDescription(
      `A category with code ${code} already exists`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
