import { catalogueCountsSchema } from '@/lib/api/schemas/product-search';
import { expect, test, uniqueSuffix } from '../support/api';
import { search } from '../support/catalogue';

/**
 * One count of the catalogue (docs/counts.md): products (masters and standalone, item type 1) and
 * variants (item type 2) apart, over the search's own matches, deleted products never; and a product
 * without a price is no price (null), never 0.
 */
async function counts(api: Parameters<typeof search>[0], body: Record<string, unknown> = {}) {
  const res = await api.post('/api/v1/search/advanced/counts', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return catalogueCountsSchema.parse((await res.json()).result);
}

test.describe('catalogue counts', () => {
  test('products and variants are counted apart and agree with the search, whatever the filters', async ({ api }) => {
    // Other tests create and delete products meanwhile: each comparison holds once nothing moved between its two reads.
    const agree = (check: () => Promise<void>) => expect(check).toPass({ timeout: 15_000, intervals: [200, 500, 1000] });
    await agree(async () => {
      const all = await counts(api);
      expect(all.products).toBeGreaterThan(0);
      expect(all.variants).toBeGreaterThan(0);
      expect((await search(api, { itemType: 1 })).totalRecords).toBe(all.products);
      expect((await search(api, { itemType: 2 })).totalRecords).toBe(all.variants);
      expect((await api.get('/api/v1/search/all?pagesize=1').then((r) => r.json())).totalRecords).toBe(all.products + all.variants);
    });

    const [sample] = (await search(api, { itemType: 1 }, '?pagesize=1')).result;
    const word = sample.name.split(/\s+/)[0];
    for (const body of [{ status: 2 }, { freeText: word }, { freeText: word, status: 2 }, { itemType: 1, status: 1 }])
      await agree(async () => {
        const c = await counts(api, body);
        expect(c.products + c.variants, JSON.stringify(body)).toBe((await search(api, body)).totalRecords);
        if (!('itemType' in body)) expect(c.products, JSON.stringify(body)).toBe((await search(api, { ...body, itemType: 1 })).totalRecords);
      });
    expect((await counts(api, { itemType: 1 })).variants).toBe(0);
  });

  test('a product created counts once, and not once it is deleted', async ({ api }) => {
    const before = await counts(api);
    const stockCode = `CNT-${uniqueSuffix()}`;
    const created = await api.post('/api/v1/product/create', { data: { name: `Counted ${stockCode}`, stockCode, itemTypes: 1, sellPrice: 5 } });
    expect(created.status(), await created.text()).toBe(200);
    const id = (await created.json()).recordId as string;
    expect(await counts(api, { stockCode })).toEqual({ products: 1, variants: 0 });
    expect((await counts(api)).products).toBeGreaterThanOrEqual(before.products + 1);
    expect((await api.delete(`/api/v1/product/${id}`)).status()).toBe(200);
    expect(await counts(api, { stockCode })).toEqual({ products: 0, variants: 0 });
  });

  test('refused filters are the search\'s refusals', async ({ api }) => {
    expect((await api.post('/api/v1/search/advanced/counts', { data: { status: 'x' } })).status()).toBe(400);
    expect((await api.post('/api/v1/search/advanced/counts', { data: { categoryId: '6f1c2b9e-1111-4222-8333-444455556666' } })).status()).toBe(404);
  });
});

test.describe('no price', () => {
  test('a product in no price list has a null price in the search, never 0', async ({ api }) => {
    const stockCode = `NOP-${uniqueSuffix()}`;
    const created = await api.post('/api/v1/product/create', { data: { name: `Unpriced ${stockCode}`, stockCode, itemTypes: 1 } });
    expect(created.status(), await created.text()).toBe(200);
    const [item] = (await search(api, { stockCode })).result;
    expect(item).toMatchObject({ stockCode, sellPrice: null, costPrice: null });
    // The oldest products (the demo catalogue's, all priced) keep their numbers.
    const priced = (await search(api, { itemType: 1 }, '?pagesize=5&sortOrder=asc')).result;
    for (const p of priced) expect(typeof p.sellPrice, p.stockCode).toBe('number');
  });
});
