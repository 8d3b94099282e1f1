import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Call } from './proxy';

/**
 * A shopper's walk through the vendor storefront in Debian's Chromium: each step is what a person
 * does (open the home page, a category, click a card, search, add to the bag, change the cart, find
 * a store, browse brands, check out), judged by what the page shows and by the service calls the
 * step caused (through the logging proxy). A step that fails does not stop the walk.
 */
export interface StepResult {
  name: string;
  ok: boolean;
  detail: string;
  /** Service calls of the step answered 4xx/5xx (401s of an expired token excepted: the storefront renews it). */
  failedCalls: Call[];
  /** The storefront's own API routes (/api/…) that failed, and uncaught page errors, during the step. */
  browserErrors: string[];
}

const STEP_TIMEOUT = 150_000;
const BASKET_ADD = /\/basket\/[0-9a-f-]{36}\/items\/add(\?|$)/i;
/** A product card's link (components/Product/ProductCard ButtonLink). */
const CARD = 'a.img-link-display';
/** A cart line's quantity box: −, the quantity, + (components/CartSideBarProductCard.tsx). */
const QTY_BOX = 'div.justify-end.border:has(svg)';

class Failure extends Error {}
const check = (ok: unknown, message: string): void => {
  if (!ok) throw new Failure(message);
};

export async function walkAsShopper(baseUrl: string, calls: Call[], outDir: string): Promise<StepResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const browserErrors: string[] = [];
  const origin = new URL(baseUrl).origin;
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && url.pathname.startsWith('/api/') && r.status() >= 400)
      browserErrors.push(`storefront ${r.request().method()} ${url.pathname} ${r.status()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Invalid href/i.test(m.text())) browserErrors.push(m.text().slice(0, 200));
  });
  page.on('pageerror', (e) => browserErrors.push(`page error: ${e.message.slice(0, 200)}`));

  const results: StepResult[] = [];
  const step = async (name: string, fn: () => Promise<string>) => {
    const firstCall = calls.length;
    const firstError = browserErrors.length;
    let ok = true;
    let detail: string;
    let timer: NodeJS.Timeout | undefined;
    try {
      detail = await Promise.race([
        fn(),
        new Promise<string>((_, reject) => {
          timer = setTimeout(() => reject(new Failure(`no result within ${STEP_TIMEOUT / 1000} s`)), STEP_TIMEOUT);
        }),
      ]);
    } catch (e) {
      ok = false;
      detail = e instanceof Failure ? e.message : `${(e as Error).message.split('\n')[0]}`;
    } finally {
      clearTimeout(timer);
    }
    await page.screenshot({ path: path.join(outDir, `${results.length + 1}-${name.replace(/\W+/g, '-')}.png`) }).catch(() => undefined);
    const failedCalls = calls.slice(firstCall).filter((c) => c.status >= 400 && c.status !== 401);
    results.push({ name, ok, detail, failedCalls, browserErrors: browserErrors.slice(firstError) });
  };

  /** Runs `action` and waits for the service call matching `pattern` that it causes. */
  const callAfter = async (pattern: RegExp, method: string, action: () => Promise<unknown>, timeout = 45_000): Promise<Call> => {
    const first = calls.length;
    await action();
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = calls.slice(first).find((c) => c.method === method && pattern.test(c.path));
      if (found) return found;
      check(Date.now() < deadline, `no ${method} …${pattern.source.replace(/\\/g, '').slice(-20)} call to the service within ${timeout / 1000} s`);
      await page.waitForTimeout(250);
    }
  };
  const settle = () => page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  const open = async (where: string) => {
    const res = await page.goto(where, { waitUntil: 'load' });
    check(res?.status() === 200, `GET ${where} answered ${res?.status()}`);
    await settle();
  };
  const cardLinks = async () => {
    await page.locator(CARD).first().waitFor({ state: 'visible', timeout: 45_000 }).catch(() => undefined);
    return [...new Set(await page.locator(CARD).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))];
  };
  const doubleSlashLinks = () => page.locator('a[href^="//"]').count();
  const shownCount = async (word: RegExp) => word.exec(await page.locator('body').innerText())?.[0] ?? 'no count shown';
  const notFoundPage = async () => /\b404\b|could not be found|page not found/i.test(`${await page.title()} ${(await page.locator('h1').allInnerTexts()).join(' ')}`);
  const heading = async () => (await page.locator('h1').first().innerText().catch(() => '')).trim();
  const addButton = () => page.getByRole('button', { name: /add to bag/i }).first();
  /** Follows a card: its page must be a product page with Add to bag. */
  const followCard = async (index = 0) => {
    const card = page.locator(CARD).nth(index);
    const href = (await card.getAttribute('href')) ?? '';
    await card.click();
    await page.waitForURL((u) => u.pathname !== new URL(baseUrl).pathname && u.pathname === href, { timeout: 30_000 }).catch(() => undefined);
    await page.waitForLoadState('load');
    check(!(await notFoundPage()), `${href} leads to a not-found page`);
    check(href.startsWith('/products/'), `${href} is not a product page`);
    await addButton().waitFor({ state: 'visible', timeout: 30_000 });
    return href;
  };

  const departments: string[] = [];
  let categoryPath = '';
  let categoryCards: string[] = [];
  let productPath = '';

  await step('home', async () => {
    await open('/');
    await page.getByRole('button', { name: /^accept$/i }).click({ timeout: 5000 }).catch(() => undefined);
    const links = await page.locator('a[href^="/category/"]').evaluateAll((as) => as.map((a) => [a.getAttribute('href') ?? '', (a.textContent ?? '').trim()]));
    const tops = links.filter(([h]) => /^\/category\/[^/]+$/.test(h));
    check(tops.length > 0, 'no links to category pages');
    departments.push(...tops.map(([, t]) => t.toLowerCase()));
    categoryPath = tops[0][0];
    const doubled = await doubleSlashLinks();
    check(doubled === 0, `${doubled} links start with //`);
    return `200; ${links.length} links to category pages (${tops.map(([, t]) => t).join(', ')}), none starting with //`;
  });

  await step('category page', async () => {
    check(categoryPath, 'no category link to follow');
    await open(categoryPath);
    categoryCards = await cardLinks();
    const items = await shownCount(/\d+\s+items?/i);
    check(categoryCards.length > 0, `${items}; no product cards`);
    const broken = categoryCards.filter((h) => !h.startsWith('/products/'));
    check(broken.length === 0, `${items}; ${broken.length} of ${categoryCards.length} cards link outside /products/ (${broken[0]})`);
    const text = await page.locator('body').innerText();
    const facet = /\nCATEGORY\n([\s\S]*?)\n(BRAND|SUB-BRAND|PRICE)\n/.exec(text)?.[1].split('\n').filter((l) => l && !/^\(\d+\)$/.test(l)) ?? [];
    const own = categoryPath.split('/').pop()!;
    const others = facet.filter((l) => departments.includes(l.toLowerCase()) && l.toLowerCase() !== own);
    check(others.length === 0, `${items}; the category facet offers other departments: ${others.join(', ')}`);
    const doubled = await doubleSlashLinks();
    check(doubled === 0, `${doubled} links start with //`);
    return `${categoryPath}: ${items}, ${categoryCards.length} cards to /products/…; category facet: ${facet.slice(0, 6).join(', ')}${facet.length > 6 ? ', …' : ''}`;
  });

  await step('card click → product page', async () => {
    check(categoryCards.length, 'no card to click');
    const href = await followCard(0);
    productPath = href;
    return `${href}: "${await heading()}" with Add to bag`;
  });

  await step('search', async () => {
    await open('/search?freeText=shirt');
    const cards = await cardLinks();
    const shown = await shownCount(/\d+\s+results?/i);
    check(cards.length > 0, `${shown}; no result cards`);
    const href = await followCard(0);
    return `"shirt": ${shown}; the first result opens ${href} ("${await heading()}")`;
  });

  /** Adds a product to the bag from its page: the first card's product, or the next ones' while one cannot be added. */
  const addToBag = async (): Promise<string> => {
    const tried: string[] = [];
    for (const href of [productPath, ...categoryCards.filter((h) => h !== productPath)].filter(Boolean).slice(0, 6)) {
      await open(href);
      await addButton().waitFor({ state: 'visible' });
      const call = await callAfter(BASKET_ADD, 'PUT', () => addButton().click());
      if (call.status === 200) return tried.length ? `${href} (before it: ${tried.join('; ')})` : href;
      tried.push(`${href}: PUT …/items/add ${call.status}`);
    }
    throw new Failure(tried.join('; ') || 'no product page to add from');
  };

  await step('add to bag', async () => {
    const added = await addToBag();
    await page.getByText(/view bag|checkout/i).first().waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
    return `${added}: PUT …/items/add 200, "${await heading()}" in the bag`;
  });

  const line = () => page.locator(QTY_BOX).first();
  const quantity = async () => Number(await line().locator('input').first().inputValue().catch(() => 'NaN'));
  const quantityBecomes = async (q: number) => {
    for (let i = 0; i < 60 && (await quantity()) !== q; i++) await page.waitForTimeout(250);
    return quantity();
  };

  await step('cart: + / − / remove', async () => {
    await open('/cart');
    await line().waitFor({ state: 'visible' });
    const start = await quantity();
    const plus = await callAfter(BASKET_ADD, 'PUT', () => line().locator('svg').last().click());
    check(plus.status === 200, `+: PUT …/items/add answered ${plus.status}`);
    const afterPlus = await quantityBecomes(start + 1);
    check(afterPlus === start + 1, `+: the quantity went ${start} → ${afterPlus}`);
    const minus = await callAfter(BASKET_ADD, 'PUT', () => line().locator('svg').first().click());
    check(minus.status === 200, `−: PUT …/items/add answered ${minus.status}`);
    const afterMinus = await quantityBecomes(start);
    check(afterMinus === start, `−: the quantity went ${afterPlus} → ${afterMinus}`);
    await page.getByRole('button', { name: /^remove$/i }).first().click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: /remove/i }).last();
    const removed = await callAfter(BASKET_ADD, 'PUT', () => confirm.click());
    check(removed.status === 200, `remove: PUT …/items/add answered ${removed.status}`);
    await page.locator(QTY_BOX).first().waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
    const left = await page.locator(QTY_BOX).count();
    check(left === 0, `remove: ${left} line(s) still shown`);
    return `quantity ${start} → ${afterPlus} (+) → ${afterMinus} (−), then removed: the cart is empty`;
  });

  await step('store locator', async () => {
    await open('/store-locator');
    // Its list comes from the storefront's own API route after the page loads (and may have been
    // fetched already, when a link to the page was prefetched): the call of the run, waited for.
    const storesCall = () => calls.filter((c) => /\/api\/v2\/stores\//i.test(c.path)).pop();
    for (const deadline = Date.now() + 45_000; !storesCall() && Date.now() < deadline; ) await page.waitForTimeout(250);
    const stores = storesCall();
    check(stores, 'no call to /api/v2/stores');
    check(stores!.status === 200, `${stores!.method} ${stores!.path} answered ${stores!.status}`);
    return `200; ${stores!.method} ${stores!.path.split('?')[0]} ${stores!.status}; ${await shownCount(/\d+\s+stores?/i)}`;
  });

  await step('brands', async () => {
    await open('/brands');
    const brands = await page.locator('a[href^="/brands/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    check(brands.length > 0, 'no links to brand pages');
    await page.locator('a[href^="/brands/"]').first().click();
    await page.waitForURL((u) => u.pathname === brands[0], { timeout: 30_000 });
    await settle();
    const cards = await cardLinks();
    check(cards.length > 0, `${brands[0]}: no product cards`);
    const broken = cards.filter((h) => !h.startsWith('/products/'));
    check(broken.length === 0, `${brands[0]}: ${broken.length} of ${cards.length} cards link outside /products/`);
    return `${brands.length} brands; ${brands[0]}: ${await shownCount(/\d+\s+(items?|results?|products?)/i)}, ${cards.length} cards to /products/…`;
  });

  await step('checkout', async () => {
    await addToBag();
    await open('/cart');
    await page.getByRole('link', { name: /place order|checkout/i }).first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/checkout'), { timeout: 30_000 });
    // the checkout shows its steps and the order summary from the basket once it has loaded it
    const summary = page.getByText(/order summary/i).first();
    await summary.waitFor({ state: 'visible', timeout: 60_000 });
    const text = async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    const total = /Total\s*(£[\d.,]+)/.exec(await text())?.[1] ?? 'no total';
    check(total !== 'no total', 'the order summary shows no total');
    let detail = `${new URL(page.url()).pathname}${new URL(page.url()).search}: order summary, total ${total}`;
    // a guest gives an email and goes on: the next steps (customer, addresses, payment) are outside this service
    const email = page.locator('form input[type="text"], form input[type="email"]').first();
    if (await email.isVisible().catch(() => false)) {
      const before = page.url();
      await email.fill('shopper@example.test');
      // The storefront shows a submit here only with its collect-in-store feature; otherwise its
      // shipping-address form follows, which it builds from its order-management service
      // (OMS_BASE_URL, POST /api/shipping-plans/plans), not from this one.
      const submit = page.locator('form button[type="submit"]:visible').first();
      if (await submit.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false)) {
        await submit.click();
        await page.waitForURL((u) => u.href !== before, { timeout: 30_000 }).catch(() => undefined);
        await settle();
        detail += `; as a guest (email given): ${new URL(page.url()).search || 'the same step'}`;
      } else {
        detail += '; guest email given, no next-step button: the address step needs the storefront\'s order-management service (OMS_BASE_URL), outside this interface';
      }
    }
    return detail;
  });

  await browser.close();
  return results;
}
