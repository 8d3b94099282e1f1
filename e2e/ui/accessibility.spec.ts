import { pagesFor } from '@/components/shell/navigation';
import { ROLES, type Role } from '@/lib/auth/roles';
import { DEMO_STORES } from '@/lib/seed/stores-data';
import { AccessibilityAudit } from '../support/accessibility';
import { expect, signIn, test, uniqueSuffix } from '../support/back-office';
import { slot } from '../support/catalogue';

/**
 * Issue 11: every back-office page passes axe (WCAG 2.1 A/AA) with no serious or critical violation,
 * and no text is below the house minimum. One test per role walks that role's pages (the sidebar's
 * list, so a page added to NAV_PAGES is audited without touching this file) in one browser context;
 * the administrator's walk also opens one page of every kind of detail. Slot 337 is this file's.
 */
const PRODUCTS = '/catalogue/products';
/** Sidebar pages whose first record the administrator's walk opens too. */
const LISTS_WITH_DETAILS = [
  PRODUCTS,
  '/catalogue/categories',
  '/catalogue/product-families',
  '/catalogue/suppliers',
  '/bulk-update/runs',
  '/b2b/companies',
  '/returns',
  '/baskets',
];

/**
 * The administrator's walk is long (every page, a detail of each list, every product tab): it is cut
 * into this many parts, each a test of its own, so the two workers share it. Every page is still
 * audited exactly once: part k takes every ADMIN_PARTS-th sidebar page from k, with the details of
 * those lists, and every ADMIN_PARTS-th of the other pages.
 */
const ADMIN_PARTS = 3;
const WALKS: { role: Role; part: number; of: number }[] = ROLES.flatMap((role): { role: Role; part: number; of: number }[] =>
  role === 'admin'
    ? Array.from({ length: ADMIN_PARTS }, (_, part) => ({ role, part, of: ADMIN_PARTS }))
    : [{ role, part: 0, of: 1 }],
);
const ofPart = <T,>(items: T[], part: number, of: number) => items.filter((_, i) => i % of === part);

// The walks are independent: let the workers share them.
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility', () => {
  for (const { role, part, of } of WALKS) {
    const name = of > 1 ? `${role} role (part ${part + 1} of ${of})` : `${role} role`;
    test(`every page of the ${name} passes axe (WCAG 2.1 AA)`, async ({ page, api }) => {
      // Generous: a walk is many page loads, and the suite shares two cores with the server.
      test.setTimeout(300_000);
      const pages = ofPart(pagesFor(role), part, of);
      const admin = role === 'admin';
      if (admin && pages.some((p) => p.href === '/bulk-update/runs')) await aBulkRun(api);
      await signIn(page, role);
      const audit = new AccessibilityAudit(page);
      if (part === 0) await audit.check('/ (dashboard)');
      // A detail page of each list on the way, to open after the walk without loading the list again.
      const details = new Map<string, string>();
      for (const p of pages) {
        await audit.visit(p.href);
        if (p.href === PRODUCTS || (admin && LISTS_WITH_DETAILS.includes(p.href)))
          details.set(p.href, await audit.firstDetailHref(p.href));
      }
      if (details.has(PRODUCTS)) await productPage(audit, details.get(PRODUCTS)!, admin);
      if (admin) await detailPages(audit, details, part, of);
      audit.expectNone();
    });
  }

  test('the sign-in page passes axe (WCAG 2.1 AA)', async ({ page }) => {
    const audit = new AccessibilityAudit(page);
    await audit.visit('/login', { name: 'Sign in' });
    audit.expectNone();
  });

  test("an invited user's set-password page passes axe, with its form and with a refused link", async ({ page }) => {
    const audit = new AccessibilityAudit(page);
    await audit.visit('/set-password#token=not-a-real-token', { name: 'Set your password' });
    await page.getByLabel('New password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('New password again').fill('long-enough-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('form', { name: 'Set your password' }).getByRole('alert')).toContainText('This link is not valid');
    await audit.check('/set-password (refused link)');
    audit.expectNone();
  });
});

/** A product's page, every tab of it when `allTabs` (the panels of hidden tabs are not audited otherwise). */
async function productPage(audit: AccessibilityAudit, href: string, allTabs: boolean) {
  await audit.visit(href);
  if (!allTabs) return;
  const tabs = audit.page.getByRole('tablist', { name: 'Product sections' }).getByRole('tab');
  for (const name of (await tabs.allTextContents()).slice(1)) {
    await tabs.filter({ hasText: name }).click();
    await expect(tabs.filter({ hasText: name })).toHaveAttribute('aria-selected', 'true');
    await audit.check(`product page, ${name} tab`, '[role=tabpanel][data-state=active]');
  }
}

/**
 * One page of every kind of detail and form that the sidebar does not link to: the details of the
 * lists this part walked, the company's pages when it walked the companies, its share of the rest.
 */
async function detailPages(audit: AccessibilityAudit, details: Map<string, string>, part: number, of: number) {
  for (const list of LISTS_WITH_DETAILS) if (list !== PRODUCTS && details.has(list)) await audit.visit(details.get(list)!);

  const company = details.get('/b2b/companies');
  if (company) {
    const companyId = company.split('/').pop();
    await audit.visit(`${company}/edit`);
    await audit.visit(`/b2b/quotations?company=${companyId}`);
    await audit.visit(`/b2b/quotations/new?company=${companyId}`);
  }
  const others = [
    '/catalogue/suppliers/new',
    '/catalogue/products/new',
    '/catalogue/products/deleted',
    '/b2b/companies/new',
    '/returns/new',
    `/stores?postCode=${encodeURIComponent(DEMO_STORES[0][3])}`,
    ...['feeds', 'redirects', 'master-data', 'microsites'].map((tab) => `/content?tab=${tab}`),
    '/settings/api-clients',
  ];
  for (const path of ofPart(others, part, of)) await audit.visit(path);
}

/** A bulk run to open on the Bulk runs page: one product of this file's slot tagged through the API. */
async function aBulkRun(api: Parameters<typeof slot>[0]) {
  const [item] = await slot(api, 337);
  const res = await api.put('/api/v1/bulk-update/tags', {
    data: { productIds: [item.productId], tags: [`a11y-${uniqueSuffix().toLowerCase()}`] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('keyboard', () => {
  // Signing in alone can take half a minute when the suite's workers and the server share two cores.
  test.describe.configure({ timeout: 120_000 });

  test('the product tabs are a tablist the keyboard works, and on a phone the row shows it scrolls', async ({ page, api }) => {
    const [item] = await slot(api, 337);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'catalogue');
    await page.goto(`/catalogue/products/${item.productId}`);
    const list = page.getByRole('tablist', { name: 'Product sections' });
    const tabs = list.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(3);

    // One tab stop: the selected tab, which controls the one visible panel, labelled by that tab.
    const expectSelected = async (index: number) => {
      const tab = tabs.nth(index);
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(list.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
      const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
      await expect(panel).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    };
    const hint = (side: 'before' | 'after') => page.locator(`[data-tab-scroll-hint=${side}]`);

    // On a phone the row is wider than the screen: a hint at the end says more tabs follow.
    await expect(hint('after')).toBeVisible();
    await expect(hint('before')).toHaveCount(0);

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected(1);
    await page.keyboard.press('End');
    await expectSelected(count - 1);
    // The last tab is scrolled into view; now the hint is at the start.
    await expect(tabs.nth(count - 1)).toBeInViewport({ ratio: 0.9 });
    await expect(hint('before')).toBeVisible();
    await expect(hint('after')).toHaveCount(0);
    await page.keyboard.press('Home');
    await expectSelected(0);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(count - 1);
    await page.keyboard.press('ArrowRight');
    await expectSelected(0);
    // Tab leaves the row for the open panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('a focused element is never hidden under the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signIn(page, 'catalogue');
    await page.goto('/catalogue/suppliers');
    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    const links = page.getByRole('main').getByRole('table').getByRole('link');
    expect(await links.count()).toBeGreaterThan(10);

    // From the bottom of the page, back up with Shift+Tab: every element the browser scrolls to
    // must show entirely below the header, not behind it.
    await links.last().focus();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const startY = await page.evaluate(() => window.scrollY);
    expect(startY).toBeGreaterThan(200);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Shift+Tab');
      const { top, headerBottom, inMain, scrollY } = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {
          top: el.getBoundingClientRect().top,
          headerBottom: document.querySelector('body header')!.getBoundingClientRect().bottom,
          inMain: !!el.closest('main'),
          scrollY: window.scrollY,
        };
      });
      if (!inMain) break;
      expect(top, `focused element ${i + 1} steps up`).toBeGreaterThanOrEqual(headerBottom);
      if (scrollY === 0) break;
    }
    // The walk did scroll the page (the check above was made on scrolled elements).
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(startY);
  });
});
