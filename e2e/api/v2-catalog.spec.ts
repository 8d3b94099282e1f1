import { expect, expectV2Failure, test } from '../support/api';
import { facet, minor, okD, priceMinor, search, type SearchResult } from '../support/commerce';

const SEARCH = '/api/v2/catalog/search/advanced';

/** A facet item with at least `min` matches, not the first (so tests do not all pick the same). */
const pick = (r: SearchResult, key: string, min = 2) => {
  const items = facet(r, key).items.filter((i) => i.count >= min);
  expect(items.length, `facet ${key} items with ${min}+`).toBeGreaterThan(0);
  return items[Math.min(1, items.length - 1)];
};

test.describe('v2 catalogue search', () => {
  test('a shopper searches the catalogue and gets priced result items in Wrapper D', async ({ api, anonymous }) => {
    const r = await search(api, { pageSize: 12 });
    expect(r.total).toBeGreaterThan(12);
    expect(r).toMatchObject({ currentPage: 1, pages: Math.ceil(r.total / 12), prevPageUrl: '', sortBy: 'newest', filters: [] });
    expect(r.nextPageUrl).toContain('currentPage=2');
    expect(r.sortList.map((s) => s.key)).toEqual(expect.arrayContaining(['relevance', 'price-asc', 'name-asc']));
    expect(r.results).toHaveLength(12);
    // Item shapes on the dearest products: the newest may be products other tests create without a
    // price or category (imports, the lifecycle specs), which the search lists as well.
    const priced = await search(api, { pageSize: 12, sortBy: 'price-desc' });
    expect(priced.results).toHaveLength(12);
    for (const [i, item] of priced.results.entries()) {
      expect(item).toMatchObject({ id: item.recordId, isActive: true, isVisible: true, isMasterStock: true, displayOrder: i + 1 });
      for (const k of ['seoName', 'name', 'slug', 'stockCode', 'sku', 'barcode', 'brand', 'image', 'stockAvailabilityMessage', 'link'])
        expect(typeof item[k], k).toBe('string');
      expect(priceMinor(item.price).gross).toBeGreaterThan(0);
      priceMinor(item.listPrice);
      expect(item.price.currencySymbol).toBe('£');
      expect(minor(item.priceFrom.minPrice)).toBe(priceMinor(item.price).gross);
      expect(item.priceFrom.maxPrice).toBeGreaterThanOrEqual(item.priceFrom.minPrice);
      expect(item.classification).toEqual(expect.objectContaining({ categoryId: expect.any(String), mainCategoryName: expect.any(String) }));
      if (item.hasVariant) expect(item.variantProducts.length).toBeGreaterThan(0);
    }
    await expectV2Failure(await anonymous.post(SEARCH, { data: {} }), 401, 'UNAUTHORIZED');
  });

  test('the sample form body works: freeText, currentPage, pageSize and allowFacet as form fields', async ({ api }) => {
    // A demo product, with a brand and a price: products other tests create (an import's new rows)
    // may have neither, nor a category, and a search for their last word then has no such facets.
    const page = await search(api, { pageSize: 50 });
    const first = { results: [page.results.find((p) => p.brand !== '' && p.price.raw.withTax > 0)!] };
    const word = first.results[0].name.split(/\s+/).pop()!;
    const res = await api.post(SEARCH, { form: { freeText: word, currentPage: '1', pageSize: '5', allowFacet: 'true' } });
    const r = await okD<SearchResult>(res);
    expect(r.total).toBeGreaterThan(0);
    expect(r.results.length).toBeLessThanOrEqual(5);
    expect(r.sortBy).toBe('relevance');
    expect(r.filters.map((f) => f.key)).toEqual(expect.arrayContaining(['brand', 'category', 'price']));
    // the product the word came from is found by its whole name
    const byName = await search(api, { freeText: first.results[0].name, pageSize: 100 });
    expect(byName.results.map((i) => i.id)).toContain(first.results[0].id);
    const json = await search(api, { freeText: word, currentPage: 1, pageSize: '5', allowFacets: true });
    expect(json.total).toBe(r.total);
    expect(json.results.map((i) => i.id)).toEqual(r.results.map((i) => i.id));
  });

  test('prices follow the Currency header', async ({ api }) => {
    const gbp = await search(api, { pageSize: 3, sortBy: 'name-asc' });
    const eur = await search(api, { pageSize: 3, sortBy: 'name-asc' }, { Currency: 'EUR' });
    expect(eur.results.map((i) => i.id)).toEqual(gbp.results.map((i) => i.id));
    for (const item of eur.results) {
      expect(item.price.currencySymbol).toBe('€');
      expect(item.price.formatted.withTax).toContain('€');
      priceMinor(item.price);
    }
    const usd = await search(api, { pageSize: 1 }, { Currency: 'usd' });
    expect(usd.results[0].price.currencySymbol).toBe('$');
    const bad = await expectV2Failure(await api.post(SEARCH, { data: {}, headers: { Currency: 'XYZ' } }), 400, 'VALIDATION_ERROR');
    expect(bad.errors[0]).toContain('Currency:');
  });

  test('facet counts respect the other filters (multi-select within a facet)', async ({ api }) => {
    // Every count is compared with another query's: other workers' tests (bulk-derived-data) change the
    // status and categories of demo products meanwhile, so the whole comparison is retried until it
    // reads one quiet moment of the catalogue.
    await expect(async () => {
      const all = await search(api, { allowFacets: true, pageSize: 1 });
      expect(all.filters.length).toBeGreaterThanOrEqual(5);
      for (const f of all.filters) {
        expect(f).toEqual(expect.objectContaining({ name: expect.any(String), key: expect.any(String), displayOrder: expect.any(Number), isSelected: false }));
        for (const i of f.items) expect(i.count).toBeGreaterThan(0);
      }
      // a brand's count is what filtering by it returns
      const brand = pick(all, 'brand');
      const byBrand = await search(api, { allowFacets: true, brandIds: [brand.key], pageSize: 1 });
      expect(byBrand.total).toBe(brand.count);
      // a category's count is what filtering by it returns, and a brand's count within it too
      const category = pick(all, 'category', 20);
      const inCategory = await search(api, { allowFacets: true, filters: [{ key: 'category', values: [category.key] }], pageSize: 1 });
      expect(inCategory.total).toBe(category.count);
      const [b1, b2] = facet(inCategory, 'brand').items;
      expect(b2, 'two brands in the category').toBeTruthy();
      const oneBrand = await search(api, { allowFacets: true, filters: [{ key: 'category', values: [category.key] }, { key: 'brand', values: [b1.key] }], pageSize: 1 });
      expect(oneBrand.total).toBe(b1.count);
      // with b1 selected, the brand facet still offers b2 with the count b2 alone would give (multi-select)…
      const brandFacet = facet(oneBrand, 'brand');
      expect(brandFacet.isSelected).toBe(true);
      expect(brandFacet.items.find((i) => i.key === b1.key)).toMatchObject({ isSelected: true, count: b1.count });
      expect(brandFacet.items.find((i) => i.key === b2.key)!.count).toBe(b2.count);
      // …and both together return the sum, since a product has one brand
      const both = await search(api, { allowFacets: true, filters: [{ key: 'category', values: [category.key] }, { key: 'brand', values: [b1.key, b2.key] }], pageSize: 1 });
      expect(both.total).toBe(b1.count + b2.count);
      // other facets are counted within the selection: a price band's count is the total with that band added
      const band = facet(oneBrand, 'price').items[0];
      const withBand = await search(api, {
        filters: [{ key: 'category', values: [category.key] }, { key: 'brand', values: [b1.key] }, { key: 'price', values: [band.key] }],
        pageSize: 1,
      });
      expect(withBand.total).toBe(band.count);
      expect(facet(oneBrand, 'price').items.reduce((s, i) => s + i.count, 0)).toBe(oneBrand.total);
      // an attribute facet
      const attr = oneBrand.filters.find((f) => !['brand', 'subBrand', 'category', 'collection', 'colour', 'price'].includes(f.key));
      if (attr) {
        const v = attr.items[0];
        const withAttr = await search(api, { filters: [{ key: 'category', values: [category.key] }, { key: 'brand', values: [b1.key] }, { key: attr.key, values: [v.key] }], pageSize: 1 });
        expect(withAttr.total).toBe(v.count);
      }
      // the category facet keeps its parents and children with their own counts
      const cats = facet(inCategory, 'category').items;
      expect(cats.find((c) => c.key === category.key)).toMatchObject({ isSelected: true, count: category.count });
      // facetOnly: the same facets, no results
      const facetsOnly = await search(api, { facetOnly: true, filters: [{ key: 'category', values: [category.key] }] });
      expect(facetsOnly.results).toEqual([]);
      expect(facetsOnly.total).toBe(category.count);
      expect(facet(facetsOnly, 'brand').items).toEqual(facet(inCategory, 'brand').items);
    }).toPass({ timeout: 30_000 });
  });

  test('brand, category, colour and exclusion fields narrow the results like their filters', async ({ api }) => {
    const all = await search(api, { allowFacets: true, pageSize: 1 });
    const brand = pick(all, 'brand');
    const category = pick(all, 'category', 20);
    const colour = pick(all, 'colour');
    const viaFields = await search(api, { brandId: brand.key, categoryIds: [category.key], pageSize: 1 });
    const viaFilters = await search(api, { filters: [{ key: 'brand', values: [brand.key] }, { key: 'category', values: [category.key] }], pageSize: 1 });
    expect(viaFields.total).toBe(viaFilters.total);
    const byColour = await search(api, { filters: [{ key: 'colour', values: [colour.key.toUpperCase()] }], pageSize: 1 });
    expect(byColour.total).toBe(colour.count);
    const excluded = await search(api, { excludedBrandIds: [brand.key], pageSize: 1 });
    expect(excluded.total).toBe(all.total - brand.count);
    const includedAnyway = await search(api, { excludedBrandIds: [brand.key], includeExcludedBrand: true, pageSize: 1 });
    expect(includedAnyway.total).toBe(all.total);
    const noCategory = await search(api, { ExcludedcategoryIds: [category.key], pageSize: 1 });
    expect(noCategory.total).toBe(all.total - category.count);
    const unknown = await search(api, { brandIds: ['6f1c2b9e-1111-4222-8333-444455556666'], pageSize: 1 });
    expect(unknown.total).toBe(0);
    const item = (await search(api, { pageSize: 1, brandIds: [brand.key] })).results[0];
    const byBarcode = await search(api, { barcode: item.barcode as string });
    expect(byBarcode.results.map((i) => i.id)).toContain(item.id);
    const byStockCode = await search(api, { freeText: item.stockCode });
    expect(byStockCode.results.map((i) => i.id)).toContain(item.id);
  });

  test('paging and sorting', async ({ api }) => {
    const p1 = await search(api, { pageSize: 7, sortBy: 'name-asc' });
    const next = await okD<SearchResult>(await api.post(SEARCH, { form: Object.fromEntries(new URLSearchParams(p1.nextPageUrl.slice(1))) }));
    const p2 = await search(api, { pageSize: 7, currentPage: 2, sortBy: 'name-asc' });
    expect(next.results.map((i) => i.id)).toEqual(p2.results.map((i) => i.id));
    expect(p2.prevPageUrl).toContain('currentPage=1');
    expect(p2.results.some((i) => p1.results.some((j) => j.id === i.id))).toBe(false);
    const names = [...p1.results, ...p2.results].map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const last = await search(api, { pageSize: 7, currentPage: p1.pages, sortBy: 'name-asc' });
    expect(last.results.length).toBe(p1.total - 7 * (p1.pages - 1));
    expect(last.nextPageUrl).toBe('');
    const beyond = await search(api, { pageSize: 7, currentPage: p1.pages + 1 });
    expect(beyond.results).toEqual([]);

    for (const [sortBy, dir] of [['price-asc', 1], ['price-desc', -1]] as const) {
      const r = await search(api, { pageSize: 20, sortBy });
      const prices = r.results.map((i) => priceMinor(i.price).gross);
      expect(prices).toEqual([...prices].sort((a, b) => dir * (a - b)));
    }
    const bare = await search(api, { pageSize: 20, sortBy: 'price', sortOrder: 1 });
    expect(bare.sortBy).toBe('price-desc');
  });

  test('bad search requests get Wrapper D failures', async ({ api }) => {
    const cases: { data: unknown; field: string }[] = [
      { data: { currentPage: 0 }, field: 'currentPage' },
      { data: { pageSize: 500 }, field: 'pageSize' },
      { data: { pageSize: 'abc' }, field: 'pageSize' },
      { data: { allowFacets: 'maybe' }, field: 'allowFacets' },
      { data: { brandIds: ['not-a-guid'] }, field: 'brandIds.0' },
      { data: { filters: [{ key: 'flavour', values: ['mint'] }] }, field: 'filters.0.key' },
      { data: { filters: [{ key: 'brand', values: ['x'] }] }, field: 'filters.0.values.0' },
      { data: { filters: [{ key: 'price', values: ['cheap'] }] }, field: 'filters.0.values.0' },
      { data: { filters: [{ key: 'price', values: ['10-20', '-'] }] }, field: 'filters.0.values.1' },
      { data: { filters: [{ key: 'brand' }] }, field: 'filters.0.values' },
      { data: { filters: 'nope' }, field: 'filters' },
      { data: { sortBy: 'popularity' }, field: 'sortBy' },
      { data: { freeText: 'x'.repeat(201) }, field: 'freeText' },
      { data: [1, 2], field: '' },
    ];
    for (const c of cases) {
      const body = await expectV2Failure(await api.post(SEARCH, { data: c.data }), 400, 'VALIDATION_ERROR');
      if (c.field) expect(body.errors.join(' | '), JSON.stringify(c.data)).toContain(`${c.field}:`);
    }
    await expectV2Failure(await api.post(SEARCH, { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{"freeText":') }), 400, 'MALFORMED_BODY');
    await expectV2Failure(await api.post(SEARCH, { form: { currentPage: 'first' } }), 400, 'VALIDATION_ERROR');
  });

  test('the brand list gives each brand and sub-brand with the products the search finds for it', async ({ api }) => {
    const brands = await okD<{ id: string; name: string; slug: string; logo: string; productCount: number; subBrands: { id: string; name: string; productCount: number }[] }[]>(
      await api.get('/api/v2/catalog/brand/all'),
    );
    expect(brands.length).toBeGreaterThan(3);
    expect(brands.map((b) => b.name)).toEqual([...brands.map((b) => b.name)].sort((a, b) => a.localeCompare(b)));
    const all = await search(api, { allowFacets: true, pageSize: 1 });
    for (const item of facet(all, 'brand').items) expect(brands.find((b) => b.id === item.key)?.productCount).toBe(item.count);
    const withSubs = brands.find((b) => b.subBrands.some((s) => s.productCount > 0))!;
    expect(withSubs).toBeTruthy();
    const sub = withSubs.subBrands.find((s) => s.productCount > 0)!;
    expect((await search(api, { brandIds: [sub.id], pageSize: 1 })).total).toBe(sub.productCount);
    expect((await search(api, { brand: withSubs.slug, pageSize: 1 })).total).toBe(withSubs.productCount);
  });
});
