import { z } from 'zod';
import {
  feedSchema,
  masterDataItemSchema,
  micrositeSchema,
  navMenuSchema,
  redirectRuleSchema,
} from '@/lib/api/schemas/content';
import { expectV2Success } from '../support/v2';
import { expect, signIn, test } from '../support/site';

test.describe('site content', () => {
  test('the header menu shows as a tree that opens to the items under a top-level item', async ({
    page,
    content,
    api,
  }) => {
    const menu = await expectV2Success(await api.get('/api/v2/content/nav'), navMenuSchema);
    const parent = menu.header.find((i) => i.navBlocks.length > 0)!;
    expect(parent, 'the seeded header has an item with children').toBeDefined();
    const child = parent.navBlocks[0];

    await signIn(page, 'admin');
    await content.goto();
    // An item is named by its caption and, when it has one, its link: "Women, /women".
    const nameOf = (i: { caption: string; hyperlink?: string | null }) => (i.hyperlink ? `${i.caption}, ${i.hyperlink}` : i.caption);
    expect(await content.topLevelCaptions('Header')).toEqual(menu.header.map(nameOf));
    expect(await content.topLevelCaptions('Footer')).toEqual(menu.footer.map(nameOf));

    const tree = content.navTree('Header');
    const item = tree.locator(`[role="treeitem"][aria-level="1"][data-node-id="${parent.recordId}"]`);
    await expect(item).toHaveAttribute('aria-expanded', 'false');
    await item.click();
    await page.keyboard.press('ArrowRight');
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    const childItem = tree.locator(`[role="treeitem"][aria-level="2"][data-node-id="${child.recordId}"]`);
    await expect(childItem).toHaveAttribute('aria-label', nameOf(child));
    await page.keyboard.press('ArrowDown');
    await expect(childItem).toBeFocused();
    const details = page.getByRole('region', { name: `Details of ${child.caption}` });
    await expect(details).toContainText(child.hyperlink || '(heading, no link)');
  });

  test('the redirect filter keeps the rules whose old or new URL contains the text', async ({
    page,
    content,
    api,
  }) => {
    const rules = await expectV2Success(
      await api.get('/api/v2/content/redirects'),
      z.array(redirectRuleSchema),
    );
    expect(rules.length).toBeGreaterThan(1);
    const text = rules[Math.floor(rules.length / 2)].oldUrl.split('/').filter(Boolean).at(-1)!;
    const expected = rules.filter(
      (r) =>
        r.oldUrl.toLowerCase().includes(text.toLowerCase()) ||
        r.newUrl.toLowerCase().includes(text.toLowerCase()),
    );

    await signIn(page, 'admin');
    await content.goto();
    await content.tab('Redirects').click();
    await expect(content.redirectsTable()).toBeVisible();
    await content.filterRedirects(text);
    await expect(page.getByText(`${expected.length} of ${rules.length} rules match`)).toBeVisible();
    expect(await content.shownOldUrls()).toEqual(expected.slice(0, 25).map((r) => r.oldUrl));
  });

  test('a redirect filter that matches nothing says so and offers to clear it', async ({
    page,
    content,
    api,
  }) => {
    const rules = await expectV2Success(
      await api.get('/api/v2/content/redirects'),
      z.array(redirectRuleSchema),
    );
    await signIn(page, 'admin');
    await content.goto('?tab=redirects');
    await content.filterRedirects('no-such-page-zq9');
    await expect(page.getByText('No redirect matches this filter')).toBeVisible();
    await expect(page.getByText('No old or new URL contains “no-such-page-zq9”.')).toBeVisible();
    await expect(content.redirectsTable().locator('tbody tr')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Clear filter' }).last().click();
    await expect(page.getByText(`${rules.length} rules`, { exact: true })).toBeVisible();
    await expect(content.redirectFilter()).toHaveValue('');
  });
});

test.describe('site content lists', () => {
  test('feeds, master data and microsites each have their tab, kept in the URL', async ({
    page,
    content,
    api,
  }) => {
    const feeds = await expectV2Success(await api.get('/api/v2/content/feed/all'), z.array(feedSchema));
    const reasons = await expectV2Success(
      await api.get('/api/v2/content/masterdata/10'),
      z.array(masterDataItemSchema),
    );
    const titles = await expectV2Success(
      await api.get('/api/v2/content/masterdata/20?includeInactive=true'),
      z.array(masterDataItemSchema),
    );
    const sites = await expectV2Success(
      await api.get('/api/v2/content/microsite/all'),
      z.array(micrositeSchema),
    );

    await signIn(page, 'admin');
    await content.goto();
    await content.tab('Feeds').click();
    await expect(page).toHaveURL(/tab=feeds/);
    await expect(content.tab('Feeds')).toHaveAttribute('aria-current', 'page');
    const feed = feeds[0];
    await expect(page.getByRole('link', { name: `Download the ${feed.feedName} feed` })).toHaveAttribute(
      'href',
      feed.downloadLink,
    );

    await content.tab('Master data').click();
    const table = (name: string) => page.getByRole('table', { name: `Master data: ${name}` });
    await expect(table('Return reasons').locator('tbody tr')).toHaveCount(reasons.length);
    await page.getByRole('combobox', { name: 'Master data table' }).selectOption('Titles');
    await page.getByRole('checkbox', { name: 'Include inactive items' }).check();
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/table=Titles/);
    await expect(table('Titles').locator('tbody tr')).toHaveCount(titles.length);
    await page.goBack();
    await expect(table('Return reasons')).toBeVisible();

    await content.tab('Microsites').click();
    await expect(page.getByRole('table', { name: 'Active microsites' }).locator('tbody tr')).toHaveCount(
      sites.length,
    );
    await expect(page.getByRole('table', { name: 'Active microsites' })).toContainText(sites[0].name);
  });
});
