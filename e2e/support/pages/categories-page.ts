import { expect, type Locator, type Page } from '@playwright/test';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What follows the name in a tree item's accessible name: ", <code>, <n> products". */
const NAME_TAIL = /, [^,]+, [\d,]+ products$/;

/** /catalogue/categories: the tree, its filter, the selected-category toolbar and the create dialog. */
export class CategoriesPage {
  constructor(readonly page: Page) {}

  readonly tree = () => this.page.getByRole('tree', { name: 'Categories' });
  readonly filter = () => this.page.getByRole('searchbox', { name: 'Filter categories by name' });
  readonly toolbar = () => this.page.getByRole('toolbar', { name: 'Selected category' });
  readonly createDialog = () => this.page.getByRole('dialog', { name: 'New category' });

  /** A tree item by its exact name (its accessible name is "<name>, <code>, <n> products"). */
  item(name: string): Locator {
    return this.tree().getByRole('treeitem', { name: new RegExp(`^${escape(name)}${NAME_TAIL.source}`) });
  }

  /** A tree item by category id (names repeat: Women › Clothing and Men › Clothing). */
  node(id: string): Locator {
    return this.tree().locator(`[role="treeitem"][data-node-id="${id}"]`);
  }

  async goto(query = '') {
    await this.page.goto(`/catalogue/categories${query}`);
    await expect(this.tree()).toBeVisible();
  }

  /** Names of the visible items in order. */
  async visibleNames(): Promise<string[]> {
    const labels = await this.tree()
      .getByRole('treeitem')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    return labels.map((l) => l.replace(NAME_TAIL, ''));
  }

  /** Names of the children shown under `parent`, in order (the parent must be expanded). */
  async childNames(parent: string): Promise<string[]> {
    const parentItem = this.item(parent);
    const level = Number(await parentItem.getAttribute('aria-level'));
    const rows = await this.tree()
      .getByRole('treeitem')
      .evaluateAll((els) =>
        els.map((e) => ({
          label: e.getAttribute('aria-label') ?? '',
          level: Number(e.getAttribute('aria-level')),
        })),
      );
    const start = rows.findIndex((r) => r.label.startsWith(`${parent}, `) && r.level === level);
    const out: string[] = [];
    for (const r of rows.slice(start + 1)) {
      if (r.level <= level) break;
      if (r.level === level + 1) out.push(r.label.replace(NAME_TAIL, ''));
    }
    return out;
  }

  /** Finds a category with the filter, selects it, and clears the filter (it stays selected and in view). */
  async select(name: string) {
    await this.filter().fill(name);
    await this.item(name).click();
    await this.filter().fill('');
    await expect(this.item(name)).toHaveAttribute('aria-selected', 'true');
  }

  async expand(name: string) {
    const item = this.item(name);
    if ((await item.getAttribute('aria-expanded')) === 'false') {
      await item.click();
      await item.press('ArrowRight');
    }
    await expect(item).toHaveAttribute('aria-expanded', 'true');
  }

  async moveWithButton(
    label: 'Move up' | 'Move down' | 'Move into the category above' | 'Move out of its parent',
  ) {
    await this.toolbar().getByRole('button', { name: label }).click();
  }
}
