import type { Page } from 'playwright-core';
import { NAV_PAGES } from '@/components/shell/navigation';
import { DEMO_STAFF } from '@/lib/seed/staff';

/** A page the browser bench loads: its name in the tables and its path. */
export interface BenchPage {
  name: string;
  path: string;
  /** What shows once the page is of use (default: its heading). */
  ready?: string;
}

/** Debian's Chromium with the browser suite's flags (playwright.config.ts): no background traffic. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Who the bench signs in as: the demo admin (DEMO ONLY credentials, lib/seed/staff.ts), who may
 * open every page, unless BENCH_EMAIL / BENCH_PASSWORD name someone else.
 */
export function benchStaff() {
  const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
  return {
    email: process.env.BENCH_EMAIL || admin.email,
    password: process.env.BENCH_PASSWORD || admin.password,
  };
}

/** Signs in through the login page; checking the password hash takes seconds on a busy machine. */
export async function signIn(page: Page, baseURL: string) {
  const { email, password } = benchStaff();
  await page.goto(new URL('/login', baseURL).href);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 60_000 });
}

/** The path of the first product the grid lists (a signed-in page). */
export async function firstProductPath(page: Page, baseURL: string): Promise<string> {
  await page.goto(new URL('/catalogue/products', baseURL).href);
  const href = await page
    .getByRole('table', { name: 'Products' })
    .locator('tbody a[href^="/catalogue/products/"]')
    .first()
    .getAttribute('href');
  if (!href) throw new Error('The product grid shows no product');
  return href;
}

/**
 * The dashboard, the product grid, a product and the bulk-update wizard first (the pages staff
 * spend their day on), then every other page of the navigation (components/shell/navigation.ts).
 */
export function benchPages(productPath: string): BenchPage[] {
  const first: BenchPage[] = [
    { name: 'Dashboard', path: '/' },
    { name: 'Products', path: '/catalogue/products', ready: 'table tbody tr' },
    { name: 'Product', path: productPath },
    { name: 'Bulk update', path: '/bulk-update' },
  ];
  const rest = NAV_PAGES.filter((p) => !first.some((f) => f.path === p.href)).map((p) => ({
    name: p.label,
    path: p.href,
  }));
  return [...first, ...rest];
}

/**
 * `--pages`: comma-separated words, each keeping the pages whose name or path contains it (any case);
 * `=name` keeps the page of exactly that name or path. Unset: every page.
 */
export function selectPages(pages: BenchPage[], filter: string | undefined): BenchPage[] {
  if (!filter) return pages;
  const words = filter
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const chosen = pages.filter((p) =>
    words.some((w) =>
      w.startsWith('=')
        ? p.name.toLowerCase() === w.slice(1) || p.path === w.slice(1)
        : p.name.toLowerCase().includes(w) || p.path.toLowerCase().includes(w),
    ),
  );
  return chosen;
}
