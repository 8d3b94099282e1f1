import { randomUUID } from 'node:crypto';
import { expect, expectV2Failure, test } from '../support/api';
import { B, type Basket } from '../support/baskets';
import { search as v1Search } from '../support/catalogue';
import { okD, purchasable, search } from '../support/commerce';
import { EMPTY_GUID, FETCHER_HEADERS } from '../support/real-clients';

/**
 * The vendor's clients send `Guid.empty` for "none" (the storefront's fetcher in its CompanyId header,
 * components/bulk-add/BulkAddSidebarView.tsx and components/cart/SizeChange in parentProductId, the
 * automation node's companyId): in every id field of a body or query, and in every header, of every
 * endpoint, the empty Guid is absent. A path segment keeps it where it names something (a new basket).
 */
const H = { headers: FETCHER_HEADERS };

test.describe('the empty Guid is "none"', () => {
  test('in the bodies of v1 and v2 searches, as JSON and as the storefront\u2019s form', async ({ api }) => {
    const all = await search(api, { pageSize: 1 });
    const none = await search(api, { pageSize: 1, categoryId: EMPTY_GUID, brandId: EMPTY_GUID, collectionId: EMPTY_GUID, brandIds: [EMPTY_GUID], categoryIds: [EMPTY_GUID] });
    expect(none.total).toBe(all.total);
    const brand = (await search(api, { allowFacets: true, pageSize: 1 })).filters.find((f) => f.key === 'brand')!.items[0];
    expect((await search(api, { brandIds: [EMPTY_GUID, brand.key], pageSize: 1 })).total).toBe(brand.count);
    const form = await okD<{ total: number }>(
      await api.post('/api/v2/catalog/search/advanced/minimal', {
        data: `categoryId=${EMPTY_GUID}&brandId=${EMPTY_GUID}&pageSize=1`,
        headers: { ...FETCHER_HEADERS, 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form.total).toBe(all.total);
    // v1: an empty Guid where a category is named is no category filter, not "no category 0000…"
    const v1All = await v1Search(api, {});
    expect((await v1Search(api, { categoryId: EMPTY_GUID, brandId: EMPTY_GUID })).totalRecords).toBe(v1All.totalRecords);
  });

  test('in basket bodies and queries: no parent, no user, a missing required id; in the path, a new basket', async ({ api }) => {
    const [p] = await purchasable(api, 1, { minStock: 5 });
    // the path's empty Guid asks for a new basket (the automation node's Order|Quote/Create)
    const created = await okD<Basket & { parentProductId: string }>(
      await api.put(`${B}/${EMPTY_GUID}/items/add`, { data: { productId: EMPTY_GUID, stockCode: p.stockCode, parentProductId: EMPTY_GUID, qty: 1 }, ...H }),
    );
    expect(created.id).not.toBe(EMPTY_GUID);
    expect(created.lineItems.map((l) => [l.productId, (l as unknown as { parentProductId: string }).parentProductId])).toEqual([[p.productId, '']]);
    // as form fields too
    const id = randomUUID();
    const viaForm = await okD<Basket>(
      await api.put(`${B}/${id}/items/add`, {
        data: `productId=${EMPTY_GUID}&stockCode=${encodeURIComponent(p.stockCode)}&parentProductId=${EMPTY_GUID}&qty=2`,
        headers: { ...FETCHER_HEADERS, 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(viaForm.lineItems.map((l) => [l.productId, l.qty])).toEqual([[p.productId, 2]]);

    // ?userId=<empty Guid>: the basket is a guest's again
    const userId = randomUUID();
    expect((await okD<Basket>(await api.put(`${B}/${id}/user?userId=${userId}`, H))).userId).toBe(userId);
    expect((await okD<Basket>(await api.put(`${B}/${id}/user?userId=${EMPTY_GUID}`, H))).userId).toBe('');
    // a required id given as the empty Guid is missing (400), not a record that does not exist (404)
    const missing = await expectV2Failure(await api.put(`${B}/${id}/merge?sourceBasketId=${EMPTY_GUID}`, H), 400, 'VALIDATION_ERROR');
    expect(missing.errors[0]).toMatch(/^sourceBasketId: /);
  });

  test('in headers: UserId and CompanyId of a fresh visitor', async ({ api }) => {
    const [p] = await purchasable(api, 1, { minStock: 5 });
    const id = randomUUID();
    const headers = { ...FETCHER_HEADERS, UserId: EMPTY_GUID, CompanyId: EMPTY_GUID };
    const b = await okD<Basket>(await api.put(`${B}/${id}/items/add`, { data: { productId: p.productId, qty: 1 }, headers }));
    expect(b.userId).toBe('');
    // a guest basket, read by any shopper
    expect((await okD<Basket>(await api.get(`${B}/${id}`, { headers: { ...FETCHER_HEADERS, UserId: randomUUID() } }))).lineItems).toHaveLength(1);
  });
});
