import { expect, test, uniqueSuffix } from '../support/api';
import { categoryTree, matchingIds } from '../support/catalogue';
import { runsBy, staff } from '../support/bulk-runs';
import { facet, search, type SearchResult } from '../support/commerce';
import type { APIRequestContext } from '@playwright/test';

/**
 * After bulk changes the derived data — v1 free-text rows, v2 search facts and facet counts — agree
 * with the products at once. The products are moved into categories made for this test, so every
 * count inside those categories is this test's own, whatever other specs change meanwhile.
 */
const sorted = (ids: string[]) => [...ids].sort();

async function newCategory(api: APIRequestContext, word: string): Promise<string> {
  const [root] = await categoryTree(api);
  const res = await api.post('/api/v1/category', {
    data: { categoryCode: `D-${word}`, categoryName: `Derived ${word}`, parentCategoryCode: root.categoryCode, productFamilyId: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).recordId;
}

async function bulk(api: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await api.put(`/api/v1/bulk-update/${path}`, { data });
  expect(res.status(), await res.text()).toBe(200);
}

/** v2 search inside one category, with facets: the ids found and the count of each facet item. */
async function inCategory(api: APIRequestContext, categoryId: string) {
  const r: SearchResult = await search(api, { allowFacets: true, filters: [{ key: 'category', values: [categoryId] }], pageSize: 50 });
  const counts = (key: string) => Object.fromEntries((r.filters.find((f) => f.key === key)?.items ?? []).map((i) => [i.key, i.count]));
  return { total: r.total, ids: sorted(r.results.map((i) => i.recordId)), brands: counts('brand'), categories: counts('category') };
}

test.describe('bulk updates keep search and facets right', () => {
  test('status, brand and default category changes show in v2 facets and v1 free text', async ({ api }) => {
    const word1 = uniqueSuffix();
    const word2 = uniqueSuffix();
    const [cat1, cat2] = [await newCategory(api, word1), await newCategory(api, word2)];
    // Four master products from deep in the name order (the v1 specs use the newest products).
    const everything = await search(api, { allowFacets: true, sortBy: 'name-desc', pageSize: 4, currentPage: 7 });
    const ids = sorted(everything.results.map((i) => i.recordId));
    expect(ids).toHaveLength(4);
    const [brandA, brandB] = facet(everything, 'brand').items;

    await bulk(api, 'any-field', { productIds: ids, fieldCode: 'Category', fieldValue: cat1 });
    let one = await inCategory(api, cat1);
    expect(one.total).toBe(4);
    expect(one.ids).toEqual(ids);
    expect(one.categories[cat1]).toBe(4);
    expect(Object.values(one.brands).reduce((s, n) => s + n, 0)).toBe(4);
    expect(sorted(await matchingIds(api, { freeText: word1 }))).toEqual(ids);

    await bulk(api, 'brand', { productIds: ids, brandId: brandA.key });
    one = await inCategory(api, cat1);
    expect(one.brands).toEqual({ [brandA.key]: 4 });
    expect(sorted(await matchingIds(api, { freeText: `${word1} ${brandA.name}` }))).toEqual(ids);
    await bulk(api, 'brand', { productIds: ids.slice(0, 1), brandId: brandB.key });
    one = await inCategory(api, cat1);
    expect(one.brands).toEqual({ [brandA.key]: 3, [brandB.key]: 1 });
    expect(await matchingIds(api, { freeText: `${word1} ${brandB.name}` })).toEqual(ids.slice(0, 1));

    // Not active: out of the storefront search and its counts, still found by the back-office search.
    await bulk(api, 'status', { productIds: ids.slice(0, 2), status: 3 });
    one = await inCategory(api, cat1);
    expect(one.total).toBe(2);
    expect(one.ids).toEqual(ids.slice(2));
    expect(one.brands).toEqual({ [brandA.key]: 2 });
    expect(one.categories[cat1]).toBe(2);
    expect(sorted(await matchingIds(api, { freeText: word1 }))).toEqual(ids);

    // A new default category replaces the old default link: the products leave the first category.
    await bulk(api, 'any-field', { productIds: ids, fieldCode: 'Category', fieldValue: cat2 });
    expect((await inCategory(api, cat1)).total).toBe(0);
    const two = await inCategory(api, cat2);
    expect(two.ids).toEqual(ids.slice(2));
    expect(two.categories[cat2]).toBe(2);
    expect(await matchingIds(api, { freeText: word1 })).toEqual([]);
    expect(sorted(await matchingIds(api, { freeText: word2 }))).toEqual(ids);

    await bulk(api, 'status', { productIds: ids, status: 2 });
    const back = await inCategory(api, cat2);
    expect(back.ids).toEqual(ids);
    expect(back.brands).toEqual({ [brandA.key]: 3, [brandB.key]: 1 });
    expect(back.categories[cat2]).toBe(4);

    // Undo of a brand change: the facets and the free text follow the restored brands (bulk updates
    // and undo note the changed products for the v2 facts themselves, not through the row trigger).
    const who = staff('derived');
    const res = await api.put('/api/v1/bulk-update/brand', { headers: who.headers, data: { productIds: ids, brandId: brandB.key } });
    expect(res.status(), await res.text()).toBe(200);
    expect((await inCategory(api, cat2)).brands).toEqual({ [brandB.key]: 4 });
    const [run] = await runsBy(api, who.email);
    const undo = await api.post(`/api/v1/bulk-update/runs/${run.id}/undo`, { headers: who.headers });
    expect(undo.status(), await undo.text()).toBe(200);
    expect((await undo.json()).result).toMatchObject({ restoredProducts: 3 });
    expect((await inCategory(api, cat2)).brands).toEqual({ [brandA.key]: 3, [brandB.key]: 1 });
    expect(sorted(await matchingIds(api, { freeText: `${word2} ${brandA.name}` }))).toEqual(sorted(ids.slice(1)));
  });
});
