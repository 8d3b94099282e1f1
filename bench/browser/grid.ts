import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signIn } from './pages';

/**
 * The product grid's edit mode figures of the issue: a block of 1,000 rows × 5 columns pasted into
 * a page of 1,000 products and saved (one bulk call, one bulk run), and the long tasks (over 50 ms,
 * PerformanceObserver 'longtask') while the sheet scrolls from top to bottom. Five columns any
 * product can take whatever it holds: stock far above what orders allocate, free text, a weight.
 */
const FIELDS = ['Keywords', 'MetaTitle', 'Weight', 'MaxPurchaseQty', 'Stock.MAN-DC'];
const ROWS = 1000;

export interface GridFigures {
  rows: number;
  cells: number;
  /** From Ctrl+V to the last pasted cell drawn as changed. */
  pasteMs: number;
  /** From the Save click to the toast saying it is saved. */
  saveMs: number;
  /** The same for a second block pasted and saved after the first (a warm server). */
  warmPasteMs: number;
  warmSaveMs: number;
  scrollSteps: number;
  longTasks: number;
  longestTaskMs: number;
}

export async function gridFigures(baseURL: string): Promise<GridFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const page = await context.newPage();
    page.setDefaultTimeout(300_000);
    await signIn(page, baseURL);
    await page.goto(`/catalogue/products?status=2&pageSize=${ROWS}&sort=stockCode&order=asc&edit=1&fields=${FIELDS.join(',')}`);
    const sheet = page.getByRole('grid', { name: 'Products (editing)' });
    await sheet.waitFor();
    const rows = Math.min(ROWS, Number(await sheet.getAttribute('aria-rowcount')) - 1);
    // Scrolling is measured once the page has loaded and hydrated, not while it still does.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);

    // Long tasks while scrolling, before anything is edited: the sheet as it opens.
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const box = (await page.getByTestId('grid-edit-scroll').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    let scrollSteps = 0;
    for (let atEnd = false; !atEnd && scrollSteps < 2000; scrollSteps++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(16);
      atEnd = await page.getByTestId('grid-edit-scroll').evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
    }
    await page.waitForTimeout(200);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);

    const toolbar = page.getByRole('toolbar', { name: 'Grid editing' });
    const cells = rows * FIELDS.length;
    const saveLabel = `Save ${cells.toLocaleString('en-GB')} changes`;
    const savedText = `Saved ${cells.toLocaleString('en-GB')} changes to ${rows.toLocaleString('en-GB')} products`;
    /** One paste of the whole block from the top-left cell and its save: the two durations. */
    const pasteAndSave = async (round: number) => {
      // A distinct block each round and run, numbers included, so every cell is a change: the
      // figures of an earlier save would otherwise equal the loaded values and not count.
      const now = Date.now() + round;
      const run = now.toString(36);
      const block = Array.from({ length: rows }, (_, i) =>
        [
          `grid ${run} ${i}`,
          `Meta ${run} ${i}`,
          (1 + ((now + i) % 5000) / 100).toFixed(2),
          String(10 + ((now + i) % 90_000)),
          String(100_000 + ((now + i) % 900_000)),
        ].join('\t'),
      ).join('\n');
      await page.getByTestId('grid-edit-scroll').evaluate((el) => el.scrollTo(0, 0));
      await sheet.locator('td[data-row="0"][data-col="0"]').click();
      await page.evaluate((t) => navigator.clipboard.writeText(t), block);
      const t0 = Date.now();
      await page.keyboard.press('Control+V');
      await toolbar.getByRole('button', { name: saveLabel }).waitFor();
      const t1 = Date.now();
      await toolbar.getByRole('button', { name: saveLabel }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: savedText }).waitFor();
      const t2 = Date.now();
      return { pasteMs: t1 - t0, saveMs: t2 - t1 };
    };
    // The first save of a freshly started server reads cold pages and loads meta-info; the second is
    // what a manager saving page after page meets. Both are printed.
    const first = await pasteAndSave(0);
    await toolbar.getByRole('button', { name: 'Save changes' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The first save's toast (it offers Undo for 10 s) goes first, so the second one is the new one.
    await page.locator('[data-sonner-toast]').filter({ hasText: savedText }).waitFor({ state: 'detached', timeout: 60_000 });
    const second = await pasteAndSave(1);
    return {
      rows,
      cells,
      pasteMs: first.pasteMs,
      saveMs: first.saveMs,
      warmPasteMs: second.pasteMs,
      warmSaveMs: second.saveMs,
      scrollSteps,
      longTasks: tasks.length,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
    };
  } finally {
    await browser.close();
  }
}
