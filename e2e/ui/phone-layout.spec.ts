import { NAV_PAGES } from '@/components/shell/navigation';
import { expect, signIn, test } from '../support/back-office';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';

/**
 * Issue 35 §1: every page works at 390 × 844 — nothing wider than the window, so nothing is reached
 * by scrolling sideways. Wide tables may scroll inside their own box; the page itself must not.
 */
const PHONE = { width: 390, height: 844 };
/** Lists whose first record's page is visited too (found by its link in the list). */
const LISTS_WITH_DETAILS = [
  '/catalogue/products',
  '/catalogue/product-families',
  '/catalogue/suppliers',
  '/b2b/companies',
  '/b2b/quotations',
  '/returns',
  '/baskets',
];

/**
 * List pages whose table shows its key columns only on a phone (DataTable's column priority): the
 * first row's cells are all within the first screen, and the table needs no sideways scrolling.
 */
const LISTS_WITH_KEY_COLUMNS = [
  '/catalogue/categories?view=list',
  '/catalogue/product-families',
  '/catalogue/suppliers',
  '/b2b/companies',
  '/b2b/quotations',
  '/orders',
  '/returns',
  '/baskets',
  '/settings/api-clients',
];
/** List pages with several filters: on a phone they sit behind a Filters button, in a dialog. */
const LISTS_WITH_FILTER_SHEETS: Record<string, string> = {
  '/orders': 'Find orders',
  '/returns': 'Filter returns',
  '/baskets': 'Find baskets',
  '/b2b/quotations': 'Filter quotations',
};

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('no page of the back-office is wider than a 390 px window', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'admin');
    const wide: string[] = [];
    const details: string[] = [];
    const pages = ['/', ...NAV_PAGES.map((p) => p.href)];
    for (let i = 0; i < pages.length; i++) {
      const href = pages[i];
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => {
        const width = window.innerWidth;
        const page = document.documentElement.scrollWidth;
        // Elements of the main region sticking out of the window (a box that scrolls on its own is fine).
        const out = [...document.querySelectorAll<HTMLElement>('main *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            if (box.width === 0 || box.right <= width + 1) return false;
            for (let p = el.parentElement; p; p = p.parentElement)
              if (/(auto|scroll|hidden)/.test(getComputedStyle(p).overflowX) && p.getBoundingClientRect().right <= width + 1)
                return false;
            return true;
          })
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`);
        return page > width || out.length ? `${page}px ${out.join(' ')}` : null;
      });
      if (overflow) wide.push(`${href}: ${overflow}`);
      if (LISTS_WITH_DETAILS.includes(href)) {
        const first = page.locator(`main a[href^="${href}/"]`).filter({ hasNotText: /^New / }).first();
        const detail = await first.getAttribute('href', { timeout: 10_000 }).catch(() => null);
        if (detail && !/\/(new|runs|deleted)$/.test(detail)) details.push(detail);
      }
      if (i === pages.length - 1) pages.push(...details.splice(0));
    }
    expect(wide, 'pages wider than the window').toEqual([]);
  });
});

test.describe('list pages on a phone', () => {
  test.use({ viewport: PHONE });

  test("each list's first row shows its key fields in the first screen, and the filters open in a sheet", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    const problems: string[] = [];
    for (const href of LISTS_WITH_KEY_COLUMNS) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const firstRow = page.locator('main table tbody tr').first();
      await expect(firstRow, `${href} lists something`).toBeVisible();
      const problem = await firstRow.evaluate((row) => {
        const cells = [...row.querySelectorAll<HTMLElement>('td')].filter((td) => getComputedStyle(td).display !== 'none');
        const out = cells
          .map((td) => ({ td, box: td.getBoundingClientRect() }))
          .filter(({ box }) => box.top < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth + 1)
          .map(({ td, box }) => `"${td.textContent?.trim().slice(0, 20)}" at ${Math.round(box.right)}×${Math.round(box.bottom)}`);
        let scroller = row.closest('table')!.parentElement!;
        while (scroller && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement!;
        if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
          out.push(`the table scrolls sideways (${scroller.scrollWidth} px in ${scroller.clientWidth} px)`);
        if (cells.length < 2) out.push(`only ${cells.length} column shown`);
        return out.join('; ');
      });
      if (problem) problems.push(`${href}: ${problem}`);

      const sheet = LISTS_WITH_FILTER_SHEETS[href];
      if (sheet) {
        // The filters are not spread over the first screen; the button opens them.
        await expect(page.getByRole('main').getByRole('search')).toHaveCount(0);
        await page.getByRole('button', { name: /^Filters( \(\d+\))?$/ }).click();
        const dialog = page.getByRole('dialog', { name: sheet });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: /^(Search|Filter|Find|Apply)$/ })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
    expect(problems, 'list rows that do not fit the first screen').toEqual([]);
  });

  test('a list whose filters sit behind the button does not move as the page comes to life', async ({ page }) => {
    await signIn(page, 'admin');
    await recordLayoutShifts(page);
    const moved: string[] = [];
    for (const href of ['/catalogue/products', ...Object.keys(LISTS_WITH_FILTER_SHEETS)]) {
      await page.goto(href);
      // Enabled once the page is live (the server's button is disabled until then).
      await expect(page.getByRole('button', { name: /^Filters( \(\d+\))?$/ })).toBeEnabled();
      const { total } = await layoutShifts(page);
      if (total >= 0.01) moved.push(`${href}: ${total.toFixed(3)}`);
    }
    expect(moved, 'pages whose content moved while loading').toEqual([]);
  });

  test('a filter chosen in the sheet applies, and the button counts it', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/returns');
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter returns' });
    const status = dialog.getByLabel('Status');
    const chosen = await status.locator('option').nth(1).textContent();
    await status.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/status=/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(page.getByRole('dialog', { name: 'Filter returns' }).getByLabel('Status').locator('option:checked')).toHaveText(chosen!);
  });
});

test.describe('the product list on a phone', () => {
  test.use({ viewport: PHONE });

  test('its filters open in a sheet, apply from there, and the first products are in the first screen', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/catalogue/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('search', { name: 'Product filters' })).toHaveCount(0);
    const firstRow = page.locator('main table tbody tr').first();
    await expect(firstRow).toBeVisible();
    expect((await firstRow.boundingBox())!.y, 'the first product starts in the first screen').toBeLessThan(PHONE.height);

    await page.getByRole('button', { name: /^Filters$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter products' });
    await expect(dialog.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await dialog.getByLabel('Status').selectOption({ label: 'Active' });
    await expect(page).toHaveURL(/status=/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
});
