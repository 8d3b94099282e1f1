import type { APIRequestContext } from '@playwright/test';
import { expect, test, uniqueSuffix } from '../support/api';
import { matchingIds } from '../support/catalogue';
import { search } from '../support/commerce';

/**
 * Free text finds a product by its category's name through the category's id (docs/architecture.md,
 * "Free text"): a rename is found by the next search, v1 and v2, with no rewrite of the products'
 * search rows, and the old name finds them no more.
 */
async function v2Ids(api: APIRequestContext, freeText: string): Promise<string[]> {
  return (await search(api, { freeText, pageSize: 100 })).results.map((r) => r.id as string);
}

test('a category rename is found by free text at once, in v1 and v2, and the old name finds its products no more', async ({ api }) => {
  // An active, visible, priced master (the v2 search lists it), away from the pages other tests pick.
  const [item] = (await search(api, { pageSize: 1, currentPage: 37, sortBy: 'price-desc' })).results;
  const id = item.id as string;
  const ownWord = String(item.name).match(/[\p{L}\p{N}]{3,}/u)![0].toLowerCase();
  const before = `Quillon${uniqueSuffix()}`.toLowerCase();
  const after = `Tessaly${uniqueSuffix()}`.toLowerCase();

  const created = await api.post('/api/v1/category', { data: { categoryCode: `NAMES-${uniqueSuffix()}`, categoryName: `Bench ${before}` } });
  expect(created.status(), await created.text()).toBe(200);
  const categoryId = (await created.json()).recordId as string;
  const linked = await api.put('/api/v1/bulk-update/any-field', { data: { productIds: [id], fieldCode: 'Category', fieldValue: categoryId } });
  expect(linked.status(), await linked.text()).toBe(200);

  expect(await matchingIds(api, { freeText: before })).toEqual([id]);
  expect(await v2Ids(api, before)).toEqual([id]);
  // A word the category's name has together with one of the product's own.
  expect(await matchingIds(api, { freeText: `${before} ${ownWord}` })).toEqual([id]);
  expect(await v2Ids(api, `${ownWord} ${before}`)).toEqual([id]);

  const renamed = await api.put(`/api/v1/category/${categoryId}`, { data: { name: `Bench ${after}` } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  expect(await matchingIds(api, { freeText: after })).toEqual([id]);
  expect(await v2Ids(api, after)).toEqual([id]);
  expect(await matchingIds(api, { freeText: `${after} ${ownWord}` })).toEqual([id]);
  expect(await v2Ids(api, `${ownWord} ${after}`)).toEqual([id]);
  expect(await matchingIds(api, { freeText: before })).toEqual([]);
  expect(await v2Ids(api, before)).toEqual([]);
  // A word the product has nowhere still finds nothing beside the name.
  expect(await matchingIds(api, { freeText: `${after} zzqxvnothing` })).toEqual([]);
  expect(await v2Ids(api, `${after} zzqxvnothing`)).toEqual([]);
});
