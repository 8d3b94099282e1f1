import type { APIRequestContext } from '@playwright/test';
import { expect, expectV1Failure, test, uniqueSuffix } from '../support/api';

/**
 * Translation progress per locale (issue 38, extension): GET /api/v1/translations/progress. Other
 * specs translate and create products in parallel, so a count's move is checked by toggling this
 * file's own product (a few attempts; a writer elsewhere can spoil one, not all).
 */
type LocaleProgress = { locale: string; products: number; named: number; complete: number };
type Progress = { defaultLocale: string; locales: LocaleProgress[] };

const PROGRESS_FIELDS = ['name', 'shortDescription', 'description', 'metaTitle', 'metaDescription', 'seoUrl'];

async function progress(api: APIRequestContext, query = ''): Promise<Progress> {
  const res = await api.get(`/api/v1/translations/progress${query}`);
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  const body = JSON.parse(text);
  expect(body).toMatchObject({ statusCode: 200, status: 'OK', messageCode: 'OK' });
  return body.result as Progress;
}

const french = async (api: APIRequestContext) => (await progress(api, '?locale=fr')).locales[0];

async function putFrench(api: APIRequestContext, id: string, fields: Record<string, string | null>) {
  const res = await api.put(`/api/v1/product/${id}/translations`, { data: { locale: 'fr-FR', fields } });
  expect(res.status(), await res.text()).toBe(200);
}

/** True when `change` moves French's `key` by exactly `by` in one of three tries (each undone after). */
async function movesBy(api: APIRequestContext, key: 'named' | 'complete', by: number, change: () => Promise<void>, undo: () => Promise<void>) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await french(api);
    await change();
    const after = await french(api);
    await undo();
    if (after[key] - before[key] === by && after.products === before.products) return true;
  }
  return false;
}

test.describe('translation progress', () => {
  test('answers every enabled locale but the default, with counts no larger than the products', async ({ api }) => {
    const all = await progress(api);
    expect(all.defaultLocale).toBe('en-GB');
    expect(all.locales.map((l) => l.locale)).toEqual(['de-DE', 'fr-FR']);
    for (const l of all.locales) {
      for (const n of [l.products, l.named, l.complete]) expect(Number.isInteger(n)).toBe(true);
      expect(l.products).toBeGreaterThan(0);
      expect(l.named).toBeLessThanOrEqual(l.products);
      expect(l.complete).toBeLessThanOrEqual(l.products);
    }
    const fr = await progress(api, '?locale=fr');
    expect(fr.locales.map((l) => l.locale)).toEqual(['fr-FR']);
  });

  test('a new product counts, and counts as named then complete in French as it is translated', async ({ api }) => {
    const before = await french(api);
    const stockCode = `TRP-${uniqueSuffix()}`;
    const created = await api.post('/api/v1/product/create', {
      data: { name: `Progress lamp ${stockCode}`, stockCode, itemTypes: 1, basicInfo: { shortDescription: 'A lamp that counts.' } },
    });
    expect(created.status(), await created.text()).toBe(200);
    const id = (await created.json()).recordId as string;
    expect((await french(api)).products).toBeGreaterThanOrEqual(before.products + 1);

    const named = () => putFrench(api, id, { name: `Lampe ${stockCode}` });
    const unnamed = () => putFrench(api, id, { name: null });
    expect(await movesBy(api, 'named', 1, named, unnamed)).toBe(true);

    // Complete: every counted field with English text has French text too; the name alone is not enough.
    const source = (await (await api.get(`/api/v1/product/${id}/translations`)).json()).result.source as Record<string, string>;
    const withText = PROGRESS_FIELDS.filter((f) => source[f] !== '');
    expect(withText).toEqual(expect.arrayContaining(['name', 'shortDescription']));
    expect(await movesBy(api, 'complete', 0, named, unnamed)).toBe(true);
    const slug = `lampe-${stockCode.toLowerCase()}`;
    const everything = Object.fromEntries(withText.map((f) => [f, f === 'seoUrl' ? slug : `FR ${f} ${stockCode}`]));
    const nothing = Object.fromEntries(withText.map((f) => [f, null]));
    expect(await movesBy(api, 'complete', 1, () => putFrench(api, id, everything), () => putFrench(api, id, nothing))).toBe(true);
  });

  test('a locale that is not enabled, the default locale or an unknown parameter is a 400 in Wrapper B', async ({ api }) => {
    const notEnabled = await expectV1Failure(await api.get('/api/v1/translations/progress?locale=xx'), 400);
    expect(notEnabled.error).toContain('fr (fr-FR)');
    await expectV1Failure(await api.get('/api/v1/translations/progress?locale=en-GB'), 400);
    await expectV1Failure(await api.get('/api/v1/translations/progress?language=fr'), 400);
  });
});
