/**
 * `npm run bench:browser`: the back-office as a browser sees it, in Debian's Chromium (CHROMIUM_PATH,
 * default /usr/bin/chromium), signed in as the demo admin (BENCH_EMAIL / BENCH_PASSWORD for another):
 *
 * - Lighthouse (performance, accessibility, best practices, SEO; mobile, or desktop with --desktop)
 *   on the dashboard, the product grid, a product, the bulk-update wizard and every other page of the
 *   navigation: a table of scores, TBT, LCP and CLS, then the audits that cost points.
 * - TTFB and LCP p50/p95 of the product grid and a product page over repeated warm loads.
 * - With --only grid (it writes: never unasked), the grid's edit mode: 1,000 × 5 cells pasted and
 *   saved (the first save of the server, then a second block), and the long tasks while its 1,000
 *   rows scroll (bench/browser/grid.ts).
 *
 * Without BASE_URL it starts the built app (`npm run build` first) on an embedded database, seeded
 * with --products (default 3,000: ready in seconds) in a temp folder, or reused from --data-dir. The
 * issue's figures are on 100,000 products:
 *
 *   npm run bench:browser -- --data-dir /tmp/catalogue-100k --products 100000   # seeds once, ~15 min
 *   npm run bench:browser -- --data-dir /tmp/catalogue-100k --pages =products,=product --desktop
 *
 * Options: --pages words (pages whose name or path contains one; `=name` exactly), --desktop,
 * --only lighthouse|timing|grid, --runs N and --warmup N (timing), --reports DIR (each Lighthouse result),
 * --port N (the app on N, Lighthouse's browser on N + 1; default: any free ports).
 */
import { parseArgs } from 'node:util';
import { benchApp } from './app';
import { gridFigures } from './grid';
import { lighthouseReport } from './lighthouse';
import { selectPages, type BenchPage } from './pages';
import { pageTimings } from './timing';

async function main() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      desktop: { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string', default: process.env.BENCH_RUNS || '20' },
      warmup: { type: 'string', default: '3' },
      'data-dir': { type: 'string' },
      products: { type: 'string', default: '3000' },
      reports: { type: 'string' },
      port: { type: 'string' },
    },
  });
  const wants = (part: string) => !values.only || values.only.split(',').includes(part);
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1)
    throw new Error('--products must be a positive whole number');
  const choose = (pages: BenchPage[]) => selectPages(pages, values.pages);

  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65535))
    throw new Error('--port must be a port number');
  const app = await benchApp({ dataDir: values['data-dir'], products, port });
  try {
    const about = app.products
      ? `${app.baseURL}, ${app.products.toLocaleString('en')} products`
      : app.baseURL;
    if (wants('lighthouse')) {
      const formFactor = values.desktop ? 'desktop' : 'mobile';
      const report = await lighthouseReport({
        baseURL: app.baseURL,
        choose,
        desktop: values.desktop,
        reportsDir: values.reports,
        debuggingPort: port === undefined ? undefined : port + 1,
      });
      const index = report.benchmarkIndex.map(Math.round);
      console.log(
        `\nLighthouse (${formFactor}) against ${about}; CPU benchmark index ${Math.min(...index)}-${Math.max(...index)}:`,
      );
      console.table(report.rows);
      for (const { page, audits } of report.failing.filter((f) => f.audits.length > 0)) {
        console.log(`${page}:\n  ${audits.join('\n  ')}`);
      }
    }
    if (wants('timing')) {
      const runs = Number(values.runs);
      const warmup = Number(values.warmup);
      const rows = await pageTimings(app.baseURL, choose, runs, warmup);
      if (rows.length === 0)
        console.log('\nPage loads: --pages keeps neither the product grid nor a product page');
      else {
        console.log(`\nPage loads against ${about} (${runs} runs each after ${warmup} warm-up, cache warm):`);
        console.table(rows);
      }
    }
    if (values.only?.split(',').includes('grid')) {
      const g = await gridFigures(app.baseURL);
      console.log(`\nGrid edit mode against ${about}:`);
      console.table([
        { figure: `paste ${g.rows.toLocaleString('en')} × 5 cells`, value: `${g.pasteMs} ms` },
        { figure: `save ${g.cells.toLocaleString('en')} changes (one bulk call, first of the server)`, value: `${g.saveMs} ms` },
        { figure: 'paste and save', value: `${g.pasteMs + g.saveMs} ms (issue: ≤ 3,000)` },
        { figure: 'again, a second block (warm server)', value: `paste ${g.warmPasteMs} ms + save ${g.warmSaveMs} ms = ${g.warmPasteMs + g.warmSaveMs} ms` },
        { figure: `long tasks while scrolling (${g.scrollSteps} wheel steps)`, value: `${g.longTasks}, longest ${g.longestTaskMs} ms (issue: none over 50)` },
      ]);
    }
  } finally {
    await app.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
