import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { quotationSchema } from '@/lib/api/schemas/b2b-quotes';
import { isShownSetting, SETTINGS, type SettingKey } from '@/lib/api/schemas/setting-registry';
import { storeSettingsSchema, type StoreSettings } from '@/lib/api/schemas/settings';
import { expect, expectV2Failure, test } from '../support/api';
import { address, registerCompany, registration } from '../support/b2b';
import { createDatabase, dropDatabase, exited, startService } from '../support/processes';
import { B, create, shopper } from '../support/baskets';
import { purchasable } from '../support/commerce';
import { pdfImageCount, pdfText } from '../support/quotations';
import { expectV2Success } from '../support/v2';
import { csv, previewImport } from '../support/import';

/**
 * Every setting the Settings page shows takes effect on the next request, in every process
 * (docs/settings.md): each test changes one setting through process A and sees its effect through
 * process B. On PostgreSQL A and B are two processes on one throwaway database, so the change reaches
 * B through the LISTEN/NOTIFY cache bus; on PGlite (one process per data directory) they are the same
 * process. The processes are this spec's own, with a small catalogue, so no other test sees the
 * settings it changes. A process is as a restart finds it: "the next request" of B is polled for a
 * second at most (the bus's delivery), as a reader on another process would see it.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const POSTGRES = !!process.env.TEST_DATABASE_URL;
const dbName = `settings_${Date.now().toString(36)}_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-settings-'));
const clientId = 'settings-effects';
const secret = randomBytes(24).toString('base64url');
let servers: Awaited<ReturnType<typeof startService>>[] = [];
let a: APIRequestContext;
let b: APIRequestContext;

/**
 * How long B may take to hear of a change through A (the bus's delivery; at once on PGlite, one
 * process). A bound for liveness, not a speed: the bus's latency is measured by startup-race.spec.ts.
 */
const VISIBLE_MS = 3_000;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(360_000);
  const env = {
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '150',
    JOB_WORKERS: '0',
    CATALOGUE_CLIENT_ID: clientId,
    CATALOGUE_CLIENT_SECRET: secret,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    AUTH_TRUST_HOST: 'true',
    ...(POSTGRES ? { DATABASE_URL: await createDatabase(dbName), DATABASE_POOL_SIZE: '4' } : {}),
  };
  // The first seeds; on PostgreSQL the second then finds the database ready.
  servers.push(await startService(env));
  if (POSTGRES) servers.push(await startService(env));
  const token = await fetch(`${servers[0].origin}/oAuth/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }),
  });
  expect(token.status).toBe(200);
  const headers = { Authorization: `Bearer ${(await token.json()).access_token}` };
  a = await playwright.request.newContext({ baseURL: servers[0].origin, extraHTTPHeaders: headers });
  b = await playwright.request.newContext({ baseURL: servers.at(-1)!.origin, extraHTTPHeaders: headers });
});

test.afterAll(async () => {
  await a?.dispose();
  await b?.dispose();
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => exited(s.child)));
  servers = [];
  if (POSTGRES) await dropDatabase(dbName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Changes a setting through A. */
async function change(key: SettingKey, value: string) {
  expect(await expectV2Success(await a.put('/api/v2/infra/config', { data: { key, value } }))).toBe(true);
}

const config = async (ctx: APIRequestContext, country?: string): Promise<StoreSettings> =>
  expectV2Success(await ctx.get('/api/v2/infra/config', { headers: country ? { Country: country } : {} }), storeSettingsSchema);
const valueIn = (s: StoreSettings, key: string) => s.configSettings.flatMap((g) => g.configKeys).find((k) => k.key === key)?.value;

/** Polls `read` through B until it holds, for at most VISIBLE_MS. */
const seenThroughB = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: VISIBLE_MS, intervals: [20, 50, 100] });

/**
 * B's configuration answers `value` for `key`: the change reached B's settings cache, which every
 * read of a setting in B goes through, so B's next request acts on it.
 */
const reachedB = (key: string, value: string) => seenThroughB(async () => valueIn(await config(b), key)).toBe(value);

/** A company of B's with a draft quotation of one line (no price list of its own). */
async function draftQuotation(lines = 1) {
  const { detail } = await registerCompany(b, registration());
  const products = await b.get(`/api/v2/commerce/b2b/quote/products?q=a&companyId=${detail.id}&limit=10`);
  const offered = ((await products.json()).result as { productId: string; unitPrice: number | null }[]).filter((p) => p.unitPrice !== null);
  const res = await b.post('/api/v2/commerce/b2b/quote/save', {
    data: {
      companyId: detail.id,
      quoteName: 'Settings check',
      email: detail.users[0].email,
      shippingAddress: address(),
      billingAddress: address(),
      lines: offered.slice(0, lines).map((p) => ({ productId: p.productId, qty: 1 })),
    },
  });
  expect(await expectV2Success(res)).toBe(true);
  return { detail, id: res.headers()['location'].split('/').pop()! };
}

test('every shown setting has a test here', () => {
  const shown = Object.keys(SETTINGS).filter(isShownSetting).sort();
  expect(shown).toEqual([...COVERED].sort());
});

const COVERED = new Set<string>();
const covers = (...keys: SettingKey[]) => keys.forEach((k) => COVERED.add(k));

covers('B2BSettings.QuoteValidityDays');
test('QuoteValidityDays: a quotation sent without a date is valid that many days', async () => {
  await change('B2BSettings.QuoteValidityDays', '21');
  await reachedB('B2BSettings.QuoteValidityDays', '21');
  const { id } = await draftQuotation();
  const sent = await expectV2Success(await b.post(`/api/v2/commerce/b2b/quote/${id}/status`, { data: { status: 'sent' } }), quotationSchema);
  expect(sent.validUntil!.slice(0, 10)).toBe(new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10));
});

covers('B2BSettings.DefaultPriceListCode');
test('DefaultPriceListCode: a company without a price list is quoted in that list', async () => {
  const { detail } = await registerCompany(b, registration());
  await change('B2BSettings.DefaultPriceListCode', 'RETAIL-EUR');
  const currencyOf = async () => {
    const res = await b.get(`/api/v2/commerce/b2b/companies?search=${encodeURIComponent(detail.name)}`);
    return ((await res.json()).result as { id: string; currencyCode: string }[]).find((c) => c.id === detail.id)?.currencyCode;
  };
  await seenThroughB(currencyOf).toBe('EUR');
  const { id } = await draftQuotation();
  expect((await expectV2Success(await b.get(`/api/v2/commerce/b2b/quote/${id}`), quotationSchema)).currencyCode).toBe('EUR');
  await change('B2BSettings.DefaultPriceListCode', 'TRADE-GBP');
  await seenThroughB(currencyOf).toBe('GBP');
});

covers('SellerSettings.LegalName', 'SellerSettings.Address', 'SellerSettings.VatNumber', 'B2BSettings.QuotationTerms');
test('the seller details and the terms are printed on the next quotation PDF', async () => {
  const { id } = await draftQuotation();
  const mark = randomBytes(4).toString('hex');
  await change('SellerSettings.LegalName', `Harbour Goods ${mark} Ltd`);
  await change('SellerSettings.Address', `7 Quay Row ${mark}\nHull HU1 1AA`);
  await change('SellerSettings.VatNumber', `GB 555 ${mark}`);
  await change('B2BSettings.QuotationTerms', `Net 14 days, terms ${mark}.`);
  await reachedB('B2BSettings.QuotationTerms', `Net 14 days, terms ${mark}.`);
  const text = pdfText(await (await b.get(`/api/v2/commerce/b2b/quote/${id}/pdf`)).body());
  for (const printed of [`Harbour Goods ${mark} Ltd`, `7 Quay Row ${mark}`, 'Hull HU1 1AA', `VAT No. GB 555 ${mark}`, `Net 14 days, terms ${mark}.`])
    expect(text, printed).toContain(printed);
});

covers('SellerSettings.LogoUrl');
test('LogoUrl: the logo is on the PDF, or not when empty', async () => {
  const { id } = await draftQuotation();
  const images = async () => pdfImageCount(await (await b.get(`/api/v2/commerce/b2b/quote/${id}/pdf`)).body());
  await change('SellerSettings.LogoUrl', '');
  await reachedB('SellerSettings.LogoUrl', '');
  expect(await images()).toBe(0);
  await change('SellerSettings.LogoUrl', '/media/brand/harbour-goods-logo.svg');
  await reachedB('SellerSettings.LogoUrl', '/media/brand/harbour-goods-logo.svg');
  expect(await images()).toBeGreaterThan(0);
  await expectV2Failure(await a.put('/api/v2/infra/config', { data: { key: 'SellerSettings.LogoUrl', value: 'logo.png' } }), 400, 'VALIDATION_ERROR');
});

covers('BasketSettings.MaxLineQty');
test('MaxLineQty: a basket line may hold that many of one product, no more', async () => {
  await change('BasketSettings.MaxLineQty', '2');
  await reachedB('BasketSettings.MaxLineQty', '2');
  const buyer = shopper();
  const basket = await create(b, buyer.headers);
  const [product] = await purchasable(b, 1);
  const add = (qty: number) => b.post(`${B}/${basket.id}/items`, { data: { productId: product.productId, qty }, headers: buyer.headers });
  const refused = await expectV2Failure(await add(3), 422, 'RULE_VIOLATION');
  expect(refused.errors.join(' ')).toContain('at most 2 of one product in a basket');
  await expectV2Success(await add(2));
  await change('BasketSettings.MaxLineQty', '0');
  await reachedB('BasketSettings.MaxLineQty', '0');
  await expectV2Success(await add(3));
});

covers('StoreLocatorSettings.DefaultRadiusMiles', 'StoreLocatorSettings.MaxResults');
test('the store finder looks as far and lists as many stores as the settings say, unless asked', async () => {
  const all = await expectV2Success(await b.get('/api/v2/stores/all'), z.array(z.object({ postCode: z.string() }).loose()));
  const postCode = encodeURIComponent(all[0].postCode);
  const near = async (query = '') =>
    expectV2Success(await b.post(`/api/v2/stores/${postCode}${query}`), z.array(z.object({ distanceFromPostCode: z.string() }).loose()));
  const wide = await near('?radius=1000&limit=100');
  expect(wide.length).toBeGreaterThan(2);
  await change('StoreLocatorSettings.MaxResults', '2');
  await seenThroughB(async () => (await near('?radius=1000')).length).toBe(2);
  await change('StoreLocatorSettings.DefaultRadiusMiles', '1');
  await seenThroughB(async () => (await near('?limit=100')).every((s) => Number(s.distanceFromPostCode) <= 1)).toBe(true);
  expect((await near('?limit=100')).length).toBeLessThan(wide.length);
});

covers('DomainSettings.DefaultCountry', 'DomainSettings.DefaultCurrency', 'DomainSettings.DefaultLanguage');
test('the default country, currency and language are what the storefront is told', async () => {
  const regional = async (country?: string) => {
    const s = await config(b, country);
    return [valueIn(s, 'RegionalSettings.DefaultCountry'), valueIn(s, 'RegionalSettings.DefaultCurrencyCode'), valueIn(s, 'RegionalSettings.DefaultLanguageCode')];
  };
  // Without a Country header the default country's values apply: Ireland's currency is the euro.
  await change('DomainSettings.DefaultCountry', 'IE');
  await seenThroughB(() => regional()).toEqual(['IE', 'EUR', 'en']);
  await change('DomainSettings.DefaultCurrency', 'USD');
  await change('DomainSettings.DefaultLanguage', 'fr');
  await seenThroughB(() => regional('GB')).toEqual(['IE', 'USD', 'fr']);
});

covers('DomainSettings.StorefrontBaseUrl');
test('StorefrontBaseUrl: redirect sources and microsite links are absolute on it', async () => {
  const base = `https://shop-${randomBytes(3).toString('hex')}.example.test`;
  await change('DomainSettings.StorefrontBaseUrl', base);
  await seenThroughB(async () => {
    const redirects = (await (await b.get('/api/v2/content/redirects')).json()).result as { oldUrl: string }[];
    const sites = (await (await b.get('/api/v2/content/microsite/all')).json()).result as { slug: string }[];
    return redirects.length > 0 && sites.length > 0 && [...redirects.map((r) => r.oldUrl), ...sites.map((s) => s.slug)].every((u) => u.startsWith(`${base}/`));
  }).toBe(true);
});

covers('SeoSettings.DefaultTitle', 'SeoSettings.DefaultMetaDescription', 'SeoSettings.DefaultMetaKeywords');
test('the search-engine defaults are what the storefront reads', async () => {
  const mark = randomBytes(3).toString('hex');
  const values = { 'SeoSettings.DefaultTitle': `Harbour ${mark}`, 'SeoSettings.DefaultMetaDescription': `Goods ${mark}`, 'SeoSettings.DefaultMetaKeywords': `harbour, ${mark}` } as const;
  for (const [key, value] of Object.entries(values)) await change(key as SettingKey, value);
  await seenThroughB(async () => {
    const s = await config(b);
    return Object.keys(values).map((k) => valueIn(s, k));
  }).toEqual(Object.values(values));
});

covers('SecuritySettings.RefreshTokenLifetimeDays');
test('RefreshTokenLifetimeDays: the next refresh token lives that many days', async () => {
  await change('SecuritySettings.RefreshTokenLifetimeDays', '3');
  await seenThroughB(async () => {
    const res = await b.post('/oAuth/Token', { form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret } });
    return ((await res.json()) as { refresh_token_expires_in: number }).refresh_token_expires_in;
  }).toBe(3 * 86_400);
});

/** What B's import preview says of a file with a price and a stock column. */
async function importPreviewOfB() {
  const res = await previewImport(b, csv([['Item code', 'Price', 'Qty'], ['X-1', '10.00', '3']]));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result as { pricesIncludeTax: boolean; targets: { code: string; label: string }[] };
}

covers('CatalogSettings.PricesIncludeTax');
test('PricesIncludeTax: the next import reads sell prices without tax', async () => {
  await change('CatalogSettings.PricesIncludeTax', 'false');
  await seenThroughB(async () => (await importPreviewOfB()).pricesIncludeTax).toBe(false);
  await change('CatalogSettings.PricesIncludeTax', 'true');
  await seenThroughB(async () => (await importPreviewOfB()).pricesIncludeTax).toBe(true);
});

covers('CatalogSettings.DefaultWarehouseCode');
test('DefaultWarehouseCode: a plain Stock column fills that warehouse in the next import', async () => {
  const stockLabel = async () => (await importPreviewOfB()).targets.find((t) => t.code === 'Stock')?.label;
  await change('CatalogSettings.DefaultWarehouseCode', 'RTM-DC');
  await seenThroughB(stockLabel).toBe('Stock on hand — Rotterdam Distribution Centre (default warehouse)');
  await change('CatalogSettings.DefaultWarehouseCode', 'MAN-DC');
  await seenThroughB(stockLabel).toBe('Stock on hand — Manchester Distribution Centre (default warehouse)');
});
