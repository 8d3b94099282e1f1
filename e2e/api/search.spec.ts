import { expect, expectV1Failure, test } from '../support/api';
import {
  categoryTree,
  detail,
  matchingIds,
  optionsOf,
  search,
  slot,
  UNKNOWN_ID,
  type SearchItem,
} from '../support/catalogue';

const ids = (items: SearchItem[]) => items.map((i) => i.productId);

test.describe('v1 search: paging and shape', () => {
  test('search/all pages with the spec defaults', async ({ api }) => {
    const res = await api.get('/api/v1/search/all');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      statusCode: 200,
      status: 'OK',
      error: '',
      errorId: '',
      message: '',
      messageCode: 'OK',
    });
    expect(body.result).toHaveLength(10);
    expect(body.totalRecords).toBeGreaterThan(10);
    const item = body.result[0] as SearchItem;
    expect(Object.keys(item).sort()).toEqual(
      // the spec's fields, and the extensions: grid (thumbnail, variants) and completeness (issue 11)
      [
        'brandName',
        'categoryName',
        'costPrice',
        'currency',
        'currencySymbol',
        'image',
        'inventory',
        'lastUpdated',
        'masterProductId',
        'name',
        'productIId',
        'productId',
        'published',
        'sellPrice',
        'sku',
        'status',
        'stockCode',
        'thumbnail',
        'variantCount',
        'completeness',
        'missingAttributes',
      ].sort(),
    );
    expect(Number.isNaN(Date.parse(item.lastUpdated))).toBe(false);
    // Newest first, and page 2 continues page 1. Other specs create products meanwhile, each pushing page
    // 1's last items onto page 2: what page 2 adds is older than all of page 1 (a race failed the exact check).
    const page1 = body.result as SearchItem[];
    const iids = page1.map((p) => p.productIId);
    expect(iids).toEqual([...iids].sort((a, b) => b - a));
    const page2 = (await (await api.get('/api/v1/search/all?page=2')).json()).result as SearchItem[];
    const added = page2.filter((p) => !iids.includes(p.productIId));
    expect(added.length).toBeGreaterThan(0);
    for (const p of added) expect(p.productIId).toBeLessThan(page1[9].productIId);
    const last = Math.ceil(body.totalRecords / 1000) + 1;
    const beyond = await (await api.get(`/api/v1/search/all?page=${last}&pagesize=1000`)).json();
    expect(beyond.result).toEqual([]);
    expect(beyond.totalRecords).toBeGreaterThanOrEqual(body.totalRecords);
  });

  test('bad paging and sort values are 400s in Wrapper A', async ({ api }) => {
    for (const q of [
      'page=0',
      'page=-1',
      'page=abc',
      'pagesize=0',
      'pagesize=1001',
      'pagesize=2.5',
      'sortBy=colour',
      'sortOrder=up',
    ]) {
      const body = await expectV1Failure(await api.get(`/api/v1/search/all?${q}`), 400, 'VALIDATION_ERROR');
      expect(body.error).toContain(q.split('=')[0]);
    }
    await expectV1Failure(
      await api.post('/api/v1/search/advanced?pagesize=x', { data: {} }),
      400,
      'VALIDATION_ERROR',
    );
  });

  test('sort extension orders by price, stock and date', async ({ api }) => {
    const cheap = (await search(api, {}, '?sortBy=sellPrice&sortOrder=asc&pagesize=50')).result.map(
      // A product without a price (null) sorts after every price.
      (i) => i.sellPrice ?? Infinity,
    );
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const stocked = (await search(api, {}, '?sortBy=inventory&pagesize=50')).result.map((i) => i.inventory);
    expect(stocked).toEqual([...stocked].sort((a, b) => b - a));
    const recent = (
      await (await api.get('/api/v1/search/all?sortBy=lastUpdated&pagesize=50')).json()
    ).result.map((i: SearchItem) => Date.parse(i.lastUpdated));
    expect(recent).toEqual([...recent].sort((a: number, b: number) => b - a));
  });

  test('sort extension orders by brand and by category name, with or without free text', async ({ api }) => {
    // The database's collation decides ties of spaces and punctuation; either reading of "in order" is accepted.
    const inOrder = (names: string[]) =>
      names.every(
        (n, i) =>
          i === 0 || names[i - 1] <= n || names[i - 1].localeCompare(n, 'en', { sensitivity: 'base' }) <= 0,
      );
    for (const field of ['brandName', 'categoryName'] as const) {
      const asc = (await search(api, { status: 2 }, `?sortBy=${field}&sortOrder=asc&pagesize=300`)).result
        .map((i) => i[field])
        .filter(Boolean);
      expect(new Set(asc).size, `several ${field}s on one page`).toBeGreaterThan(1);
      expect(inOrder(asc), asc.join(' | ')).toBe(true);
      const desc = (await search(api, { status: 2 }, `?sortBy=${field}&sortOrder=desc&pagesize=300`)).result
        .map((i) => i[field])
        .filter(Boolean);
      expect(inOrder([...desc].reverse()), desc.join(' | ')).toBe(true);
      expect(desc[0]).not.toBe(asc[0]);
    }
    const word = (await search(api, {}, '?pagesize=1')).result[0].categoryName.split(/\s+/)[0];
    const ranked = (await search(api, { freeText: word }, '?sortBy=brandName&pagesize=100')).result
      .map((i) => i.brandName)
      .filter(Boolean);
    expect(ranked.length).toBeGreaterThan(1);
    expect(inOrder(ranked), ranked.join(' | ')).toBe(true);
  });

  test('sort extension orders by completeness, least complete first unless asked otherwise', async ({ api }) => {
    const percents = async (body: Parameters<typeof search>[1], query: string) =>
      (await search(api, body, query)).result.map((i) => (i as SearchItem & { completeness: number }).completeness);
    const byDefault = await percents({}, '?sortBy=completeness&pagesize=200');
    const asc = await percents({}, '?sortBy=completeness&sortOrder=asc&pagesize=200');
    const desc = await percents({}, '?sortBy=completeness&sortOrder=desc&pagesize=200');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(byDefault).toEqual(asc);
    expect(asc[0], 'the seed holds products of different completeness').toBeLessThan(desc[0]);
    // The paths of a category with other filters and of free text join the same sort.
    const root = (await categoryTree(api)).find((r) => r.prodCount > 1)!;
    const inCategory = await percents({ status: 2, categoryId: root.id }, '?sortBy=completeness&sortOrder=desc&pagesize=100');
    expect(inCategory).toEqual([...inCategory].sort((a, b) => b - a));
    const word = (await search(api, {}, '?pagesize=1')).result[0].categoryName.split(/\s+/)[0];
    const found = await percents({ freeText: word }, '?sortBy=completeness&sortOrder=asc&pagesize=100');
    expect(found.length).toBeGreaterThan(1);
    expect(found).toEqual([...found].sort((a, b) => a - b));
  });

  test('variants list under their master (extension fields and filter)', async ({ api }) => {
    const masters = (await search(api, { itemType: 1 }, '?pagesize=200')).result as (SearchItem & {
      variantCount: number;
      thumbnail: string;
    })[];
    // Products other tests create may have no image (and so no thumbnail): a demo master has both.
    for (const m of masters) expect(m.thumbnail === '', `thumbnail of ${m.stockCode}`).toBe(m.image === '');
    const master = masters.find((m) => m.variantCount > 0 && m.image !== '');
    expect(master, 'a master with variants and an image among the newest 200').toBeDefined();
    expect(master!.thumbnail).not.toBe('');
    const variants = (await search(api, { masterProductId: master!.productId }, '?pagesize=50')) as {
      result: (SearchItem & { masterProductId: string; variantCount: number })[];
      totalRecords: number;
    };
    expect(variants.totalRecords).toBe(master!.variantCount);
    for (const v of variants.result) {
      expect(v.masterProductId).toBe(master!.productId);
      expect(v.variantCount).toBe(0);
      expect(v.stockCode.startsWith(master!.stockCode)).toBe(true);
    }
  });

  test('by-status: -1 is everything, 0–4 filter, others are 400', async ({ api }) => {
    const all = (await (await api.get('/api/v1/search/all?pagesize=1')).json()).totalRecords;
    expect((await (await api.get('/api/v1/search/by-status/-1?pagesize=1')).json()).totalRecords).toBe(all);
    const active = await (await api.get('/api/v1/search/by-status/2?pagesize=100')).json();
    expect(active.totalRecords).toBeGreaterThan(0);
    expect(active.totalRecords).toBeLessThan(all);
    expect(active.result.every((i: SearchItem) => i.status === 2)).toBe(true);
    for (const bad of ['5', '-2', 'x', '1.5'])
      await expectV1Failure(await api.get(`/api/v1/search/by-status/${bad}`), 400, 'VALIDATION_ERROR');
  });
});

test.describe('v1 search: free text', () => {
  test('matches name words, case-insensitively', async ({ api }) => {
    const [item] = await slot(api, 40);
    const found = await matchingIds(api, { freeText: item.name });
    expect(found).toContain(item.productId);
    const shouted = await search(api, { freeText: item.name.toUpperCase() });
    const quiet = await search(api, { freeText: item.name.toLowerCase() });
    expect(shouted.totalRecords).toBe(found.length);
    expect(quiet.totalRecords).toBe(found.length);
    const word = item.name.split(/[^A-Za-z]+/).filter((w) => w.length >= 4)[0];
    expect(await matchingIds(api, { freeText: word.slice(0, 4).toUpperCase() })).toContain(item.productId);
  });

  test('an exact stock code ranks first, ahead of its variants', async ({ api }) => {
    const variant = (await search(api, { itemType: 2 }, '?pagesize=1')).result[0];
    const { detail: d } = await detail(api, variant.productId);
    const masterCode = d.variants.variantProduct.masterStockCode as string;
    for (const text of [masterCode, masterCode.toLowerCase()]) {
      const res = await search(api, { freeText: text });
      expect(res.totalRecords).toBeGreaterThan(1);
      expect(res.result[0].stockCode).toBe(masterCode);
    }
    const own = await search(api, { freeText: variant.stockCode.toLowerCase() });
    expect(own.result[0].productId).toBe(variant.productId);
  });

  test('matches SKU, category, brand and stock-code fragments', async ({ api }) => {
    const [item] = await slot(api, 41);
    const bySku = await search(api, { freeText: item.sku.toLowerCase() });
    expect(bySku.result[0].productId).toBe(item.productId);
    expect(await matchingIds(api, { freeText: item.categoryName })).toContain(item.productId);
    expect(await matchingIds(api, { freeText: item.brandName.toLowerCase() })).toContain(item.productId);
    // a piece from inside the code that starts no word of it
    const fragment = item.stockCode.slice(2);
    expect(await matchingIds(api, { freeText: fragment })).toContain(item.productId);
    expect((await search(api, { freeText: 'zzqxv nothingmatches' })).totalRecords).toBe(0);
  });

  test('free text combines with filters', async ({ api }) => {
    const [item] = await slot(api, 42);
    const res = await search(api, { freeText: item.categoryName, status: item.status }, '?pagesize=100');
    expect(res.result.every((i) => i.status === item.status)).toBe(true);
    const all = await search(api, { freeText: item.categoryName }, '?pagesize=1');
    expect(res.totalRecords).toBeLessThanOrEqual(all.totalRecords);
    expect(await matchingIds(api, { freeText: item.categoryName, status: item.status })).toContain(
      item.productId,
    );
    const other = item.status === 2 ? 3 : 2;
    expect(await matchingIds(api, { freeText: item.stockCode, status: other })).not.toContain(item.productId);
  });
});

test.describe('v1 search: filters and lookups', () => {
  test('filters combine: brand, status, stock code', async ({ api }) => {
    const [item] = await slot(api, 43);
    const brands = await optionsOf(api, 'Brand');
    const brand = brands.find((b) => b.value === item.brandName)!;
    const res = await search(api, { brandId: brand.key, status: item.status }, '?pagesize=200');
    expect(res.result.length).toBeGreaterThan(0);
    expect(res.result.every((i) => i.brandName === item.brandName && i.status === item.status)).toBe(true);
    const byBrand = await (await api.get(`/api/v1/search/by-brand/${brand.key}?pagesize=1`)).json();
    expect(byBrand.totalRecords).toBeGreaterThanOrEqual(res.totalRecords);
    const exact = await search(api, { stockCode: item.stockCode.toLowerCase(), brandId: brand.key });
    expect(ids(exact.result)).toContain(item.productId);
    expect(
      (
        await search(api, {
          manufacturer: item.brandName.slice(1, 5).toLowerCase(),
          stockCode: item.stockCode,
        })
      ).result.map((i) => i.productId),
    ).toContain(item.productId);
  });

  test('by-category includes subcategories', async ({ api }) => {
    const tree = await categoryTree(api);
    const root = tree.find((r) => r.subCategories.length > 0 && r.prodCount > 0)!;
    const rootTotal = (await (await api.get(`/api/v1/search/by-category/${root.id}?pagesize=1`)).json())
      .totalRecords;
    const rootIds = await matchingIds(api, { categoryId: root.id });
    expect(rootIds.length).toBe(rootTotal);
    for (const child of root.subCategories.slice(0, 3)) {
      const res = await (await api.get(`/api/v1/search/by-category/${child.id}?pagesize=5`)).json();
      expect(res.totalRecords).toBeLessThanOrEqual(rootTotal);
      for (const i of res.result as SearchItem[]) expect(rootIds).toContain(i.productId);
    }
  });

  test('by-brand (and sub-brand), by-season and by-collection', async ({ api }) => {
    const subs = await optionsOf(api, 'SubBrand');
    const brands = await optionsOf(api, 'Brand');
    const sub = subs[0];
    const parent = brands.find((b) => sub.value.startsWith(`${b.value} › `))!;
    const subRes = await (await api.get(`/api/v1/search/by-brand/${sub.key}?pagesize=50`)).json();
    const parentRes = await (await api.get(`/api/v1/search/by-brand/${parent.key}?pagesize=1`)).json();
    expect(parentRes.totalRecords).toBeGreaterThanOrEqual(subRes.totalRecords);
    expect(subRes.result.every((i: SearchItem) => i.brandName === parent.value)).toBe(true);

    const season = (await optionsOf(api, 'Season'))[0];
    const bySeason = await (await api.get(`/api/v1/search/by-season/${season.key}`)).json();
    expect(bySeason.totalRecords).toBeGreaterThan(0);
    const collection = (await optionsOf(api, 'Collections'))[0];
    const byCollection = await (await api.get(`/api/v1/search/by-collection/${collection.key}`)).json();
    expect(byCollection.totalRecords).toBeGreaterThan(0);
    expect(byCollection.result.length).toBeLessThanOrEqual(10);
  });

  test('unknown and malformed ids', async ({ api }) => {
    for (const kind of ['category', 'brand', 'collection', 'season']) {
      await expectV1Failure(await api.get(`/api/v1/search/by-${kind}/${UNKNOWN_ID}`), 404, 'NOT_FOUND');
      await expectV1Failure(await api.get(`/api/v1/search/by-${kind}/nope`), 400, 'VALIDATION_ERROR');
    }
    const cases: [Record<string, unknown>, number, string][] = [
      [{ categoryId: UNKNOWN_ID }, 404, 'categoryId'],
      [{ vendorId: UNKNOWN_ID }, 404, 'vendorId'],
      [{ seasonCode: 'NO-SUCH-SEASON' }, 404, 'seasonCode'],
      [{ channel: 'MARS' }, 404, 'channel'],
      [{ brandId: 'not-a-guid' }, 400, 'brandId'],
      [{ status: 9 }, 400, 'status'],
      [{ status: 'active' }, 400, 'status'],
      [{ itemType: 3 }, 400, 'itemType'],
      [{ lifecycle: 'Zombie' }, 400, 'lifecycle'],
      [{ freeText: 42 }, 400, 'freeText'],
    ];
    for (const [body, status, field] of cases) {
      const failure = await expectV1Failure(
        await api.post('/api/v1/search/advanced', { data: body }),
        status,
      );
      expect(failure.error, JSON.stringify(body)).toContain(`${field}:`);
    }
    const malformed = await api.post('/api/v1/search/advanced', {
      headers: { 'Content-Type': 'application/json' },
      data: Buffer.from('{"freeText":'),
    });
    await expectV1Failure(malformed, 400, 'MALFORMED_BODY');
  });

  test('advanced/ids returns every match (extension)', async ({ api }) => {
    const [item] = await slot(api, 44);
    const brand = (await optionsOf(api, 'Brand')).find((b) => b.value === item.brandName)!;
    const body = { brandId: brand.key, status: item.status };
    const res = await api.post('/api/v1/search/advanced/ids', { data: body });
    const all = await res.json();
    expect(all).toMatchObject({ statusCode: 200, messageCode: 'OK' });
    expect(all.result.length).toBe(all.totalRecords);
    expect(new Set(all.result).size).toBe(all.result.length);
    const paged = await search(api, body, `?pagesize=${Math.min(1000, all.totalRecords)}`);
    expect(all.result.slice(0, paged.result.length)).toEqual(ids(paged.result));
    // an empty body is "everything"
    const everything = await (await api.post('/api/v1/search/advanced/ids')).json();
    expect(everything.totalRecords).toBe(
      (await (await api.get('/api/v1/search/all?pagesize=1')).json()).totalRecords,
    );
  });
});
