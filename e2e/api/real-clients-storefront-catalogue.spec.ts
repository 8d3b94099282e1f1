import { expect, expectV2Failure, test } from '../support/api';
import { okD } from '../support/commerce';
import {
  expectSlugNotFound,
  expectStorefrontCard,
  FETCHER_HEADERS,
  minimalSearch,
  qsStringify,
  storefrontSearchBody,
  type StorefrontSearch,
} from '../support/real-clients';

/** The vendor storefront's catalogue calls (better-commerce/betterstorefront framework/bettercommerce), replayed as it sends them. */
type Category = { id: string; name: string; slug: string; link: string; subCategories: Category[] };
const H = { headers: FETCHER_HEADERS };

test.describe('vendor storefront: catalogue', () => {
  test('api/endpoints/keywords.ts: keyword redirections are a list', async ({ api }) => {
    expect(await okD(await api.get('/api/v2/catalog/search/keyword-redirections', H))).toEqual([]);
  });

  test('category/get-all-categories.ts and get-category-by-slug.ts: the tree in the storefront URL scheme, a category by slug', async ({
    api,
  }) => {
    const tree = await okD<Category[]>(await api.get('/api/v2/catalog/category', H));
    expect(tree.length).toBeGreaterThan(0);
    const all: Category[] = [];
    const walk = (cs: Category[]) => cs.forEach((c) => (all.push(c), walk(c.subCategories)));
    walk(tree);
    // pages/category/[category]/index.tsx links to `/${category.link}`: no leading slash of our own
    for (const c of all) {
      expect(c.slug).toMatch(/^category\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
      expect(c.link).toBe(c.slug);
    }
    const deep = all.find((c) => c.slug.split('/').length >= 3) ?? all[0];
    const found = await okD<Category>(await api.post(`/api/v2/catalog/category/slug?slug=${deep.slug}`, H));
    expect(found).toMatchObject({ id: deep.id, name: deep.name, slug: deep.slug });
    await expectSlugNotFound(
      await api.post('/api/v2/catalog/category/slug?slug=category/no-such-category', H),
    );
    await expectV2Failure(await api.post('/api/v2/catalog/category/slug', H), 400, 'VALIDATION_ERROR');

    // api/operations/get-category-products.ts: POST search/advanced with only {categoryId}
    const listed = await okD<StorefrontSearch>(
      await api.post('/api/v2/catalog/search/advanced', { data: { categoryId: tree[0].id }, ...H }),
    );
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.results.length).toBeGreaterThan(0);
  });

  test('api/operations/get-all-product-paths.ts and get-product.ts: every product slug, a product by slug', async ({
    api,
  }) => {
    const paths = await okD<{ products: { slug: string }[] }>(await api.post('/api/v2/catalog/search/r', H));
    expect(paths.products.length).toBeGreaterThan(0);
    for (const p of paths.products) expect(p.slug).toMatch(/^products\/[a-z0-9-]+$/);
    const slug = paths.products[0].slug;
    const bySlug = await api.post(`/api/v2/catalog/product/slug?slug=${slug}`, H);
    // get-product.ts copies the answer's top-level `snippets` into its page props: it must be a list
    expect((await bySlug.json()).snippets).toEqual([]);
    const product = await okD<StorefrontSearch['results'][number]>(bySlug);
    // the same form as search/r's, which the product page's own slug is matched against
    expect(product.slug).toBe(slug);
    expect(product.link).toBe(slug);
    // the bare seo name finds it too
    expect((await okD<{ id: string }>(await api.post(`/api/v2/catalog/product/slug?slug=${slug.replace(/^products\//, '')}`, H))).id).toBe(product.id);
    expectStorefrontCard(product);
    // components/Product/ProductView.tsx reads product.customAttributes.length unguarded
    const page = (await bySlug.json()).result as {
      attributes: unknown[];
      customAttributes: { key: string; display: string; fieldText: string }[];
    };
    expect(page.customAttributes.length).toBe(page.attributes.length);
    for (const a of page.customAttributes)
      expect(a).toMatchObject({
        key: expect.any(String),
        display: expect.any(String),
        fieldText: expect.any(String),
      });
    expect(product.price.currencySymbol).toBe('£');
    await expectSlugNotFound(await api.post('/api/v2/catalog/product/slug?slug=products/no-such-product', H));
    await expectV2Failure(await api.post('/api/v2/catalog/product/slug?slug=', H), 400, 'VALIDATION_ERROR');

    // by stock code, and related-products (get-related-products.ts) by Guid
    const byCode = await okD<{ id: string }>(
      await api.get(`/api/v2/catalog/product/${product.stockCode.toLowerCase()}/stockcode`, H),
    );
    expect(byCode.id).toBe(product.id);
    const related = await okD<StorefrontSearch['results']>(
      await api.get(`/api/v2/catalog/product/${product.id}/related-products`, H),
    );
    expect(Array.isArray(related)).toBe(true);
    for (const r of related) expectStorefrontCard(r);
    await expectV2Failure(
      await api.get('/api/v2/catalog/product/NO-SUCH-CODE/stockcode', H),
      404,
      'NOT_FOUND',
    );
  });

  test('page-props/PDPPageProps.ts, PDPPreviewPageProps.ts and get-product-quick-views.ts: more from the category by its code, the preview and the quick view', async ({
    api,
  }) => {
    const paths = await okD<{ products: { slug: string }[] }>(await api.post('/api/v2/catalog/search/r', H));
    const slug = paths.products[0].slug;
    type Page = StorefrontSearch['results'][number] & { classification: { categoryId: string; categoryCode: string }; customAttributes: unknown[] };
    const page = await okD<Page>(await api.post(`/api/v2/catalog/product/slug?slug=${slug}`, H));
    const { categoryId, categoryCode } = page.classification;
    expect(categoryCode).toBeTruthy();

    // PDPPageProps.ts: getAllProducts({ categoryId: product.classification.categoryCode, pageSize: 50 }):
    // the code finds what the Guid finds, the product itself among them.
    const byCode = await minimalSearch(api, qsStringify(storefrontSearchBody({ categoryId: categoryCode, pageSize: 50 })));
    const byGuid = await minimalSearch(api, qsStringify(storefrontSearchBody({ categoryId, pageSize: 50 })));
    expect(byCode.total).toBeGreaterThan(0);
    expect(byCode.total).toBe(byGuid.total);
    expect(byCode.results.map((r) => r.id)).toEqual(byGuid.results.map((r) => r.id));
    // An unknown code finds nothing; a malformed one is refused.
    expect((await minimalSearch(api, qsStringify(storefrontSearchBody({ categoryId: 'NO-SUCH-CATEGORY' })))).total).toBe(0);
    await expectV2Failure(
      await api.post('/api/v2/catalog/search/advanced', { data: { categoryId: 'bad code <x>' }, ...H }),
      400,
      'VALIDATION_ERROR',
    );

    // get-product-preview.ts (POST, prerendered for every product by its production build) and the quick view (GET).
    const preview = await api.post(`/api/v2/catalog/product/preview?slug=${slug}`, H);
    expect((await preview.json()).snippets).toEqual([]);
    expect((await okD<Page>(preview)).id).toBe(page.id);
    const quick = await okD<Page>(await api.get(`/api/v2/catalog/product/quickview?slug=${slug}`, H));
    expect(quick.id).toBe(page.id);
    expect(quick.customAttributes.length).toBe(page.customAttributes.length);
    await expectSlugNotFound(await api.post('/api/v2/catalog/product/preview?slug=products/no-such-product', H));
    await expectSlugNotFound(await api.get('/api/v2/catalog/product/quickview?slug=products/no-such-product', H));
    await expectV2Failure(await api.get('/api/v2/catalog/product/quickview?slug=', H), 400, 'VALIDATION_ERROR');
  });

  test('api/operations/get-all-products.ts: the qs-encoded search with brand and price filters', async ({
    api,
  }) => {
    const all = await minimalSearch(api, qsStringify(storefrontSearchBody()));
    expect(all.total).toBeGreaterThan(0);
    expect(all.sortList.length).toBeGreaterThan(0);
    all.results.forEach(expectStorefrontCard);
    const brand = all.results.find((r) => r.brand)!.brand;

    const body = qsStringify(
      storefrontSearchBody({
        filters: [
          { Key: 'brandNoAnlz', Name: 'Brand', Value: brand, IsSelected: true },
          { Key: 'price.raw.withTax', Name: 'Price', Value: '10-*', IsSelected: true },
        ],
      }),
    );
    expect(body).toContain('filters%5B0%5D%5BKey%5D=brandNoAnlz');
    const filtered = await minimalSearch(api, body);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    for (const r of filtered.results) {
      expect(r.brand).toBe(brand);
      expect(r.priceFrom.minPrice).toBeGreaterThanOrEqual(10);
    }
    // the same body with no Content-Type and with text/plain (axios posts a bare string)
    expect((await minimalSearch(api, body, 'text/plain')).total).toBe(filtered.total);
    const bounded = await minimalSearch(
      api,
      qsStringify(
        storefrontSearchBody({
          filters: [{ Key: 'price.raw.withTax', Value: '10-50', IsSelected: true }],
          sortBy: 'price',
          sortOrder: 'asc',
        }),
      ),
    );
    const prices = bounded.results.map((r) => r.priceFrom.minPrice);
    for (const p of prices) expect(p >= 10 && p < 50).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('api/operations/get-all-recently-viewed.ts and search-product.ts: stockCodes in order, and the JSON freeText search', async ({
    api,
  }) => {
    const some = (await minimalSearch(api, qsStringify(storefrontSearchBody({ pageSize: 3 })))).results;
    const codes = some.map((r) => r.stockCode).reverse();
    const viewed = await minimalSearch(api, qsStringify(storefrontSearchBody({ stockCodes: codes })));
    expect(viewed.results.map((r) => r.stockCode)).toEqual(codes);

    const found = await okD<StorefrontSearch>(
      await api.post('/api/v2/catalog/search/advanced/minimal', {
        data: { freeText: some[0].name, sortBy: '' },
        ...H,
      }),
    );
    expect(found.results.some((r) => r.id === some[0].id)).toBe(true);
  });

  test('api/endpoints/catalog/brands.ts and getBrandBySlug.ts: one page of brands, a brand by slug', async ({
    api,
  }) => {
    const page = await okD<{
      results: { id: string; slug: string; manufacturerName: string; link: string; isActive: boolean }[];
      total: number;
    }>(
      await api.get(
        '/api/v2/catalog/brand/all?page=1&pageSize=200&sortBy=manufacturerName&sortOrder=asc&brandIds=',
        H,
      ),
    );
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.total).toBe(page.results.length);
    for (const b of page.results) {
      expect(b.manufacturerName.length).toBeGreaterThan(0);
      expect(b.link).toBe(`/brands/${b.slug}`);
      expect(b.isActive).toBe(true);
    }
    const names = page.results.map((b) => b.manufacturerName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const one = await okD<{ id: string; name: string; link: string }>(
      await api.post(`/api/v2/catalog/brand/slug?slug=brands/${page.results[0].slug}`, H),
    );
    expect(one.id).toBe(page.results[0].id);
    await expectSlugNotFound(await api.post('/api/v2/catalog/brand/slug?slug=brands/no-such-brand', H));
    // our back-office's call without paging keeps its list
    expect(Array.isArray(await okD(await api.get('/api/v2/catalog/brand/all')))).toBe(true);
    await expectV2Failure(await api.get('/api/v2/catalog/brand/all?page=0', H), 400, 'VALIDATION_ERROR');
  });

  test('bad search input is a 400 in the wrapper', async ({ api }) => {
    const post = (data: string, type = 'application/x-www-form-urlencoded') =>
      api.post('/api/v2/catalog/search/advanced/minimal', {
        data,
        headers: { ...FETCHER_HEADERS, 'Content-Type': type },
      });
    const cases: [string, string][] = [
      [
        qsStringify({ filters: [{ Key: 'brandNoAnlz', Value: 'No Such Brand Anywhere' }] }),
        'filters.0.Value: ',
      ],
      [qsStringify({ filters: [{ Key: 'nonsense', Value: 'x' }] }), 'filters.0.key: '],
      [qsStringify({ filters: [{ Key: 'price.raw.withTax', Value: 'cheap' }] }), 'filters.0.values.0: '],
      [qsStringify({ pageSize: 'lots' }), 'pageSize: '],
      [qsStringify({ categoryId: 'neither a Guid nor a code' }), 'categoryId: '],
    ];
    for (const [body, error] of cases) {
      const failure = await expectV2Failure(await post(body), 400, 'VALIDATION_ERROR');
      expect(failure.errors[0], body).toMatch(new RegExp(`^${error.replace(/\./g, '\\.')}`));
    }
    const malformed = await api.post('/api/v2/catalog/search/advanced/minimal', {
      data: Buffer.from('{"freeText":'),
      headers: { ...FETCHER_HEADERS, 'Content-Type': 'application/json' },
    });
    await expectV2Failure(malformed, 400, 'MALFORMED_BODY');
    await expectV2Failure(await post('"just a string"', 'application/json'), 400, 'VALIDATION_ERROR');
    await expectV2Failure(await api.get('/api/v2/catalog/product/not-a-guid', H), 400, 'VALIDATION_ERROR');
  });
});
