import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, uniqueSuffix } from '../support/api';
import { B, type Basket } from '../support/baskets';
import { detail } from '../support/catalogue';
import { okD, purchasable } from '../support/commerce';
import { FETCHER_HEADERS, qsStringify, storefrontSearchBody, type StorefrontSearch } from '../support/real-clients';

/**
 * The vendor storefront's listings as a shopper meets them (better-commerce/betterstorefront): product
 * cards and the pages they lead to, a category page's and a brand page's facets, what is on sale and
 * what can be bought. Each test replays the client file named in its title, as it sends its calls.
 */
const H = { headers: FETCHER_HEADERS };
type Category = { id: string; name: string; slug: string; subCategories: Category[] };
type Item = StorefrontSearch['results'][number] & { link: string; canonicalTags: string; onSale: boolean; variantProducts: { slug: string }[] };
type Result = Omit<StorefrontSearch, 'results' | 'filters'> & {
  results: Item[];
  filters: { key: string; items: { key: string; name: string; count: number; parentKey: string }[] }[];
};
/** get-all-products.ts: the qs-encoded body of a listing to search/advanced/minimal, with the fetcher's headers. */
const listing = async (api: APIRequestContext, over: Record<string, unknown> = {}, headers = FETCHER_HEADERS) =>
  okD<Result>(
    await api.post('/api/v2/catalog/search/advanced/minimal', {
      data: qsStringify(storefrontSearchBody(over)),
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
const facetOf = (r: Result, key: string) => r.filters.find((f) => f.key === key)?.items ?? [];

test.describe('vendor storefront: listings', () => {
  test('components/Product/ProductCard (a card links to `/${slug}`), AttributesHandler.tsx and pages/cart.tsx: every answer names a product page products/<seo>', async ({
    api,
  }) => {
    const paths = new Set((await okD<{ products: { slug: string }[] }>(await api.post('/api/v2/catalog/search/r', H))).products.map((p) => p.slug));
    const page = await listing(api, { pageSize: 50 });
    expect(page.results.length).toBeGreaterThan(0);
    for (const r of page.results) {
      expect(r.slug).toMatch(/^products\/[a-z0-9-]+$/);
      expect([r.link, r.canonicalTags]).toEqual([r.slug, r.slug]);
      for (const v of r.variantProducts) expect(v.slug).toMatch(/^products\/[a-z0-9-]+$/);
    }
    // a card's slug is a page the storefront prerendered from search/r, and product/slug answers it
    const card = page.results.find((r) => paths.has(r.slug))!;
    expect(card).toBeTruthy();
    expect((await okD<{ id: string }>(await api.post(`/api/v2/catalog/product/slug?slug=${card.slug}`, H))).id).toBe(card.id);
    const variant = page.results.find((r) => r.variantProducts.length)?.variantProducts[0];
    if (variant) expect((await okD<{ slug: string }>(await api.post(`/api/v2/catalog/product/slug?slug=${variant.slug}`, H))).slug).toBe(variant.slug);

    // the cart's lines link to `/${line.slug}` too
    const [p] = await purchasable(api, 1);
    const id = randomUUID();
    const basket = await okD<Basket & { lineItems: { slug: string }[] }>(await api.put(`${B}/${id}/items/add`, { data: { productId: p.productId, qty: 1 }, ...H }));
    expect(basket.lineItems[0].slug).toMatch(/^products\/[a-z0-9-]+$/);
    expect((await okD<{ id: string }>(await api.post(`/api/v2/catalog/product/slug?slug=${basket.lineItems[0].slug}`, H))).id).toBe(p.productId);
  });

  test('pages/category/[category]/index.tsx through get-all-products.ts: the page\u2019s category facet lists its own subtree, labelled by path where names repeat', async ({
    api,
  }) => {
    const tree = await okD<Category[]>(await api.get('/api/v2/catalog/category', H));
    const below = (c: Category): Category[] => c.subCategories.flatMap((s) => [s, ...below(s)]);
    const names = new Map<string, number>();
    for (const c of tree.flatMap((t) => [t, ...below(t)])) names.set(c.name, (names.get(c.name) ?? 0) + 1);
    // a department whose children share a name with another department's (Women › Clothing, Men › Clothing)
    const root = tree.find((t) => t.subCategories.some((s) => (names.get(s.name) ?? 0) > 1))!;
    expect(root).toBeTruthy();
    const subtree = new Map(below(root).map((c) => [c.id, c]));

    const page = await listing(api, { categoryId: root.id });
    expect(page.total).toBeGreaterThan(0);
    const items = facetOf(page, 'category');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(subtree.has(item.key), `${item.name} is below ${root.name}`).toBe(true);
    const repeated = items.find((i) => root.subCategories.some((s) => s.id === i.key && (names.get(s.name) ?? 0) > 1))!;
    expect(repeated, 'a child whose name another department has too').toBeTruthy();
    expect(repeated.name).toBe(`${root.name} \u203a ${subtree.get(repeated.key)!.name}`);
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);

    // FilterList.tsx sends the item's name back: by its label, or by the bare name, it narrows within the page
    for (const value of [repeated.name, subtree.get(repeated.key)!.name]) {
      const chosen = await listing(api, { categoryId: root.id, filters: [{ Key: 'category', Name: 'Category', Value: value, IsSelected: true }] });
      expect(chosen.total, value).toBe(repeated.count);
    }
  });

  test('pages/brands/[...brand].tsx: the page\u2019s own brand (a filter without IsSelected) is its dimension; a shopper\u2019s choice with IsSelected still multi-selects', async ({
    api,
  }) => {
    const all = await listing(api);
    const brands = facetOf(all, 'brand');
    expect(brands.length).toBeGreaterThan(1);
    const brand = brands[0];
    const page = await listing(api, { filters: [{ Key: 'brand', Value: brand.name }] });
    expect(page.total).toBe(brand.count);
    expect(facetOf(page, 'brand').map((b) => b.key)).toEqual([brand.key]);
    for (const r of page.results) expect(r.brand).toBe(brand.name);
    // the same brand chosen in the brand facet (BrandFilter.tsx): the other brands stay on offer
    const chosen = await listing(api, { filters: [{ Key: 'brand', Value: brand.name, IsSelected: true }] });
    expect(chosen.total).toBe(brand.count);
    expect(facetOf(chosen, 'brand').length).toBe(brands.length);
  });

  test('components/Product/ProductCard "On sale" badge: only a real reduction is on sale', async ({ api }) => {
    let onSale = 0;
    for (let currentPage = 1; currentPage <= 3; currentPage++)
      for (const r of (await listing(api, { pageSize: 100, currentPage })).results) {
        expect(r.onSale, r.stockCode).toBe(r.listPrice.raw.withTax > r.price.raw.withTax);
        if (r.onSale) onSale++;
      }
    expect(onSale).toBeGreaterThan(0);
  });

  test('get-all-products.ts excludeOOSProduct=true and the Currency header: what cannot be bought is not listed', async ({ api }) => {
    const [seeded] = await purchasable(api, 1);
    const warehouseId = (await detail(api, seeded.productId)).detail.inventory[0].warehouseId as string;
    const tag = `OOS${uniqueSuffix()}`;
    const create = async (suffix: string, extra: Record<string, unknown>) => {
      const stockCode = `${tag}-${suffix}`;
      const res = await api.post('/api/v1/product/create', {
        data: { name: `Listing Lamp ${stockCode}`, productCode: stockCode, stockCode, itemTypes: 1, status: 2, ...extra, flags: { isActive: true, isVisible: true, ...(extra.flags as object) } },
      });
      expect(res.status(), await res.text()).toBe(200);
      return { id: (await res.json()).recordId as string, stockCode };
    };
    const inStock = await create('IN', { sellPrice: 12.5, stock: [{ warehouseId, onHand: 4 }] });
    const soldOut = await create('OUT', { sellPrice: 12.5, stock: [{ warehouseId, onHand: 3, allocated: 3 }] });
    const toOrder = await create('ORDER', { sellPrice: 12.5, flags: { sellWithoutInventory: true } });
    const unpriced = await create('NOPRICE', { stock: [{ warehouseId, onHand: 4 }] });
    const listed = async (over: Record<string, unknown>, headers = FETCHER_HEADERS) =>
      (await listing(api, { freeText: tag, ...over }, headers)).results.map((r) => r.stockCode).sort();

    expect(await listed({})).toEqual([inStock.stockCode, toOrder.stockCode].sort());
    expect(await listed({ excludeOOSProduct: false })).toEqual([inStock.stockCode, soldOut.stockCode, toOrder.stockCode].sort());
    // priced in GBP only (sellPrice goes to the default price list): nothing of them is for sale in euros
    expect(await listed({ excludeOOSProduct: false }, { ...FETCHER_HEADERS, Currency: 'EUR' })).toEqual([]);

    // stock arrives: the product is listed again
    const { etag } = await detail(api, soldOut.id);
    const put = await api.put(`/api/v1/product/${soldOut.id}`, { headers: { 'If-Match': etag }, data: { stock: [{ warehouseId, allocated: 1 }] } });
    expect(put.status(), await put.text()).toBe(200);
    expect(await listed({})).toEqual([inStock.stockCode, soldOut.stockCode, toOrder.stockCode].sort());
    expect(unpriced.id).toBeTruthy();
  });
});
