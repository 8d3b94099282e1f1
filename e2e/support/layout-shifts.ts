import type { Page } from '@playwright/test';

/**
 * Layout shifts as Lighthouse counts them (CLS's entries without recent input), from the first byte
 * of every page `page` loads from now on.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: number[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.layoutShifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the page loaded last (after two more frames, so the latest paint's are reported). */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: number[] }> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  return { total: shifts.reduce((a, b) => a + b, 0), shifts };
}
