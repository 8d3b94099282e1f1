import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchPages, CHROMIUM_ARGS, CHROMIUM_PATH, firstProductPath, signIn, type BenchPage } from './pages';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  page: string;
  perf: number | string;
  a11y: number | string;
  'best-pr.': number | string;
  seo: number | string;
  'TBT ms': number | string;
  'LCP ms': number | string;
  CLS: number | string;
  /**
   * When the browser showed the page's first text, as traced (not simulated). Headless Chromium at
   * times holds a painted frame back for a whole second or two (GoogleChrome/lighthouse#17148); the
   * simulation then counts everything done meanwhile before the paints, and the score drops by 10-30
   * points for the same page. A value near 1,300 or 2,300 ms on a page that had loaded well before
   * is that, not the page: `paint held` says so.
   */
  'seen ms': number | string;
}

export interface LighthouseReport {
  rows: LighthouseRow[];
  /** Per page, the audits that cost points outside performance: `category: id (title)`. */
  failing: { page: string; audits: string[] }[];
  /** Lighthouse's CPU benchmark of this machine during the runs (lower is slower; ~1000+ is a fast desktop). */
  benchmarkIndex: number[];
}

export interface LighthouseOptions {
  baseURL: string;
  /** Picks the pages to audit from the full list (the product's path is only known once signed in). */
  choose(pages: BenchPage[]): BenchPage[];
  desktop: boolean;
  /** Folder to write each page's full Lighthouse result (JSON) to, for the audits' details. */
  reportsDir?: string;
  /** The browser's remote-debugging port (default: any free one). */
  debuggingPort?: number;
}

/**
 * Lighthouse on each page, one after the other, in Debian's Chromium (headless) started by
 * chrome-launcher. Playwright signs in once in that browser's own profile; Lighthouse opens each
 * page in a new tab of it, so the session cookie goes along, while it still clears the HTTP cache
 * before each page (a cold load). Mobile form factor with Lighthouse's simulated throttling unless
 * `desktop`.
 */
export async function lighthouseReport(options: LighthouseOptions): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    port: options.debuggingPort,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const all = await signedInPages(chrome.port, options.baseURL);
    const pages = options.choose(all);
    if (pages.length === 0) throw new Error(`--pages matches none of: ${all.map((p) => p.name).join(', ')}`);
    const report: LighthouseReport = { rows: [], failing: [], benchmarkIndex: [] };
    for (const page of pages) {
      const lhr = await audit(chrome.port, new URL(page.path, options.baseURL).href, options.desktop);
      if (options.reportsDir) {
        fs.mkdirSync(options.reportsDir, { recursive: true });
        const file = `${page.name.toLowerCase().replace(/\W+/g, '-')}-${options.desktop ? 'desktop' : 'mobile'}.json`;
        fs.writeFileSync(path.join(options.reportsDir, file), JSON.stringify(lhr));
      }
      report.rows.push(rowOf(page, lhr));
      report.failing.push({ page: page.name, audits: failingAudits(lhr) });
      if (lhr.environment.benchmarkIndex) report.benchmarkIndex.push(lhr.environment.benchmarkIndex);
      console.log(`  lighthouse ${page.name}: done`);
    }
    return report;
  } finally {
    chrome.kill();
  }
}

/** Signs in through Playwright connected to the launched browser, and lists every page to audit. */
async function signedInPages(port: number, baseURL: string): Promise<BenchPage[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // The browser's default profile: the one Lighthouse's tabs open in.
    const page = await browser.contexts()[0].newPage();
    await signIn(page, baseURL);
    const pages = benchPages(await firstProductPath(page, baseURL));
    await page.close();
    return pages;
  } finally {
    // Disconnects only; the browser and its cookies stay for Lighthouse.
    await browser.close();
  }
}

async function audit(port: number, url: string, desktop: boolean): Promise<Result> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  // A page that answered an error, or that the sign-in did not reach, must not pass for a fast one.
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
  }
  return lhr;
}

function rowOf(page: BenchPage, lhr: Result): LighthouseRow {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : 'n/a';
  };
  const metric = (id: string, digits = 0) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? Number(v.toFixed(digits)) : 'n/a';
  };
  return {
    page: `${page.name} (${page.path})`,
    perf: score('performance'),
    a11y: score('accessibility'),
    'best-pr.': score('best-practices'),
    seo: score('seo'),
    'TBT ms': metric('total-blocking-time'),
    'LCP ms': metric('largest-contentful-paint'),
    CLS: metric('cumulative-layout-shift', 3),
    'seen ms': observedPaint(lhr),
  };
}

/** The traced first contentful paint, flagged when it came long after the page had loaded. */
function observedPaint(lhr: Result): number | string {
  const items = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items;
  const paint = items?.[0]?.observedFirstContentfulPaint;
  const load = items?.[0]?.observedLoad;
  if (typeof paint !== 'number') return 'n/a';
  return typeof load === 'number' && paint - load > 500 ? `${Math.round(paint)} paint held` : Math.round(paint);
}

/** The weighted audits below full marks in accessibility, best practices and SEO. */
function failingAudits(lhr: Result): string[] {
  return CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => `${category}: ${a.id} (${a.title})`),
  );
}
