/**
 * Times the bulk-update wizard on a large catalogue: a status change on every product matching the
 * filters, driven in Chromium from "Use these N products" to the result step. Not part of `npm run
 * bench` (it needs a running app); run it against one seeded with `--products 100000`:
 *
 *   DATA_DIR=/tmp/x npm run db:seed -- --products 100000
 *   DATA_DIR=/tmp/x CATALOGUE_CLIENT_ID=bench CATALOGUE_CLIENT_SECRET=… AUTH_SECRET=… AUTH_TRUST_HOST=true \
 *     npm start -- -p 3400 -H 127.0.0.1
 *   BASE_URL=http://127.0.0.1:3400 npx tsx bench/browser/wizard.bench.ts [query, e.g. "?status=2"]
 *
 * Prints seconds for: resolving the filters to ids, the review (sample values), the batched apply.
 * Measured 2026-11-23 on the shared 2-core box (PGlite, 100,000 products, load ~5): ids 2.4 s, review
 * 0.4 s, apply 95 s in 20 batches of 5,000 — 98 s in all (533 s under a heavier load during builds).
 * A single 5,000-id call took 3 s and a 20,000-id call 18 s, so larger batches would not be faster.
 * Since then "all N matching" is one by-filter call run as a job (job-apply-step.tsx); the same path
 * without the browser is timed by `npm run bench -- --only bulk-jobs-http` (bench/jobs-http.ts).
 */
import { chromium } from 'playwright-core';
import { DEMO_STAFF } from '@/lib/seed/staff';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3400';
const query = process.argv[2] ?? '';
const target = process.env.TARGET_STATUS ?? 'Archived';

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage({ baseURL });
  page.setDefaultTimeout(600_000);
  const user = DEMO_STAFF.find((s) => s.role === 'catalogue')!;
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

  await page.goto(`/bulk-update${query}`);
  const use = page.getByRole('button', { name: /^Use these [\d,]+ products?$/ });
  await use.waitFor();
  const label = (await use.textContent()) ?? '';
  const t0 = performance.now();
  await use.click();
  await page.getByRole('heading', { name: 'Choose the change' }).waitFor();
  const t1 = performance.now();
  await page.getByRole('radio', { name: /^Status/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: target });
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('table', { name: 'Before and after' }).waitFor();
  const t2 = performance.now();
  const apply = page.getByRole('button', { name: /^Apply to / });
  await apply.click();
  await page.getByRole('heading', { name: 'Result' }).waitFor();
  const t3 = performance.now();
  const outcome = await page
    .getByRole('status')
    .filter({ hasText: /updated/ })
    .first()
    .textContent();
  await browser.close();

  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`wizard: ${label.replace('Use these ', '')} → status ${target}`);
  console.log(`  resolve filters to ids: ${s(t1 - t0)} s`);
  console.log(`  review (sample before → after): ${s(t2 - t1)} s (includes typing)`);
  console.log(`  apply (batches, progress): ${s(t3 - t2)} s`);
  console.log(`  total from "Use these products" to the result: ${s(t3 - t0)} s`);
  console.log(`  result: ${outcome}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
