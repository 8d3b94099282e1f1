/**
 * `npm run bench:browser`: page-load figures of the back-office as a browser sees them — TTFB
 * (navigation timing `responseStart`) and LCP (`largest-contentful-paint`) p50/p95 of the product
 * grid (/catalogue/products) and of one product page (/catalogue/products/<first product id>).
 *
 * It starts nothing itself: point BASE_URL at a running, built app. For the figures, on a
 * 100,000-product database:
 *
 *   export DATA_DIR=/tmp/catalogue-100k
 *   npm run db:seed -- --products 100000        # a few minutes; once per DATA_DIR
 *   npm run build && PORT=3100 npm start          # same DATA_DIR
 *   BASE_URL=http://127.0.0.1:3100 npm run bench:browser -- --runs 20
 *
 * Signs in as catalogue staff (the demo user unless BENCH_EMAIL / BENCH_PASSWORD say otherwise) in
 * Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through playwright-core. Each URL is
 * loaded `--warmup` times untimed, then `--runs` times; every load is a full navigation (not a
 * client-side transition) with the browser cache warm, as for staff who use the back-office daily.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';

interface Sample {
  ttfb: number;
  lcp: number | null;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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

async function load(page: Page, url: string, ready: string): Promise<Sample> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ state: 'visible' });
  return measure(page);
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.BENCH_RUNS || '20' },
      warmup: { type: 'string', default: '3' },
    },
  });
  const baseURL = process.env.BASE_URL;
  if (!baseURL) throw new Error('Set BASE_URL to a running back-office, e.g. BASE_URL=http://127.0.0.1:3100');
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  const email = process.env.BENCH_EMAIL || 'catalogue@demo.local';
  const password = process.env.BENCH_PASSWORD || 'catalogue-demo';

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await page.goto('/catalogue/products');
    const href = await page
      .getByRole('table', { name: 'Products' })
      .locator('tbody a[href^="/catalogue/products/"]')
      .first()
      .getAttribute('href');
    if (!href) throw new Error('The product grid shows no product');

    const targets = [
      { name: 'Product grid', url: '/catalogue/products', ready: 'table tbody tr' },
      { name: 'Product page', url: href, ready: 'h1' },
    ];
    const rows = [];
    for (const t of targets) {
      for (let i = 0; i < warmup; i++) await load(page, t.url, t.ready);
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await load(page, t.url, t.ready));
      const ttfb = samples.map((s) => s.ttfb);
      const lcp = samples.flatMap((s) => (s.lcp === null ? [] : [s.lcp]));
      const ms = (n: number) => (Number.isFinite(n) ? Math.round(n) : 'n/a');
      rows.push({
        page: `${t.name} (${t.url})`,
        runs,
        'TTFB p50 ms': ms(percentile(ttfb, 50)),
        'TTFB p95 ms': ms(percentile(ttfb, 95)),
        'LCP p50 ms': ms(percentile(lcp, 50)),
        'LCP p95 ms': ms(percentile(lcp, 95)),
      });
      console.log(`${t.name}: done`);
    }
    console.log(`\nBrowser figures against ${baseURL} (${runs} runs each after ${warmup} warm-up):`);
    console.table(rows);
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
