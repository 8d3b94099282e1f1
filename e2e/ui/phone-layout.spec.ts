import { NAV_PAGES } from '@/components/shell/navigation';
import { expect, signIn, test } from '../support/back-office';

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
