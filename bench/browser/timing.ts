import { chromium, type Page } from 'playwright-core';
import { benchPages, CHROMIUM_ARGS, CHROMIUM_PATH, firstProductPath, signIn, type BenchPage } from './pages';

interface Sample {
  ttfb: number;
  lcp: number | null;
}

export interface TimingRow {
  page: string;
  runs: number;
  'TTFB p50 ms': number | string;
  'TTFB p95 ms': number | string;
  'LCP p50 ms': number | string;
  'LCP p95 ms': number | string;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Navigation timing and the last LCP candidate of the page just loaded. */
async function measure(page: Page): Promise<Sample> {
  return page.evaluate(
    () =>
      new Promise<Sample>((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const ttfb = nav ? nav.responseStart : NaN;
        let lcp: number | null = null;
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lcp = Math.max(lcp ?? 0, e.startTime);
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive in the next task; a quiet moment later the last candidate is known.
        setTimeout(() => {
          observer.disconnect();
          resolve({ ttfb, lcp });
        }, 300);
      }),
  );
}

async function load(page: Page, target: BenchPage): Promise<Sample> {
  await page.goto(target.path, { waitUntil: 'load' });
  await page
    .locator(target.ready ?? 'h1')
    .first()
    .waitFor({ state: 'visible' });
  return measure(page);
}

/**
 * TTFB (navigation timing `responseStart`) and LCP (`largest-contentful-paint`) p50/p95 of the pages
 * `choose` keeps of the product grid and a product page, at a desktop viewport. Each is loaded `warmup` times untimed, then `runs` times; every load is a
 * full navigation (not a client-side transition) with the browser cache warm, as for staff who use
 * the back-office daily.
 */
export async function pageTimings(
  baseURL: string,
  choose: (pages: BenchPage[]) => BenchPage[],
  runs: number,
  warmup: number,
): Promise<TimingRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseURL);
    const all = benchPages(await firstProductPath(page, baseURL));
    const pages = choose(all.filter((p) => p.name === 'Products' || p.name === 'Product'));
    const rows: TimingRow[] = [];
    for (const p of pages) {
      for (let i = 0; i < warmup; i++) await load(page, p);
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await load(page, p));
      const ttfb = samples.map((s) => s.ttfb);
      const lcp = samples.flatMap((s) => (s.lcp === null ? [] : [s.lcp]));
      const ms = (n: number) => (Number.isFinite(n) ? Math.round(n) : 'n/a');
      rows.push({
        page: `${p.name} (${p.path})`,
        runs,
        'TTFB p50 ms': ms(percentile(ttfb, 50)),
        'TTFB p95 ms': ms(percentile(ttfb, 95)),
        'LCP p50 ms': ms(percentile(lcp, 50)),
        'LCP p95 ms': ms(percentile(lcp, 95)),
      });
      console.log(`  timing ${p.name}: done`);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
