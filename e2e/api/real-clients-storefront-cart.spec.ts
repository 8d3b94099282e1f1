import { randomUUID } from 'node:crypto';
import { expect, expectV2Failure, test } from '../support/api';
import { registerCompany, registration } from '../support/b2b';
import { B, type Basket } from '../support/baskets';
import { okD, purchasable } from '../support/commerce';
import { EMPTY_GUID, FETCHER_HEADERS } from '../support/real-clients';

/**
 * The vendor storefront's cart as a shopper changes it (better-commerce/betterstorefront): the cart
 * page, the size change, the bulk-add sidebar, the product page's engraving and the transfer-basket
 * dialog, each call as the named client file sends it.
 */
const H = { headers: FETCHER_HEADERS };
type Line = Basket['lineItems'][number] & { parentProductId: string; customInfo2: string };
const lines = (b: Basket) => (b.lineItems as Line[]).map((l) => [l.productId, l.qty]);

test.describe('vendor storefront: cart', () => {
  test('pages/cart.tsx handleItem: +, − and remove name the line by its own id (productId: product?.id) with its stockCode', async ({ api }) => {
    const [p1, p2] = await purchasable(api, 2, { minStock: 10 });
    const basketId = randomUUID();
    // cart/use-add-item.tsx sends these fields of pages/cart.tsx's data
    const add = (data: Record<string, unknown>) =>
      api.put(`${B}/${basketId}/items/add`, { data: { basketId, displayOrder: undefined, isMembership: false, ...data }, ...H });
    await okD(await add({ productId: p1.productId, stockCode: p1.stockCode, qty: 1 }));
    let b = await okD<Basket>(await add({ productId: p2.productId, stockCode: p2.stockCode, qty: 2 }));
    const line = b.lineItems.find((l) => l.productId === p1.productId)!;
    expect(line.id).not.toBe(p1.productId);

    // 'increase': qty 1, 'decrease': qty -1, 'delete': qty 0, each with productId = the line's id
    b = await okD<Basket>(await add({ productId: line.id, stockCode: line.stockCode, qty: 1 }));
    expect(lines(b)).toEqual([[p1.productId, 2], [p2.productId, 2]]);
    b = await okD<Basket>(await add({ productId: line.id, stockCode: line.stockCode, qty: -1 }));
    expect(lines(b)).toEqual([[p1.productId, 1], [p2.productId, 2]]);
    b = await okD<Basket>(await add({ productId: line.id, stockCode: line.stockCode, qty: 0 }));
    expect(lines(b)).toEqual([[p2.productId, 2]]);

    // a line of this basket only, and only with its own stock code
    const other = b.lineItems[0];
    const failure = await expectV2Failure(await add({ productId: other.id, stockCode: p1.stockCode, qty: 1 }), 404, 'NOT_FOUND');
    expect(failure.errors[0]).toMatch(/^productId: /);
    const elsewhere = randomUUID();
    await expectV2Failure(
      await api.put(`${B}/${elsewhere}/items/add`, { data: { productId: other.id, stockCode: other.stockCode, qty: 1 }, ...H }),
      404,
      'NOT_FOUND',
    );
    expect(lines(await okD<Basket>(await api.get(`${B}/${basketId}`, H)))).toEqual([[p2.productId, 2]]);
  });

  test('components/cart/SizeChange: the old size out (qty 0), the new one in, parentProductId Guid.empty, in one add-bulk', async ({ api }) => {
    const [small, large] = await purchasable(api, 2, { minStock: 10 });
    const basketId = randomUUID();
    await okD(await api.put(`${B}/${basketId}/items/add`, { data: { productId: small.productId, stockCode: small.stockCode, qty: 3 }, ...H }));
    const old = (await okD<Basket>(await api.get(`${B}/${basketId}`, H))).lineItems[0] as Line;
    // itemToBeDeleted and itemToBeSaved as handleUpdateProductItemSize builds them (customInfo… of the old line)
    const b = await okD<Basket>(
      await api.put(`${B}/${basketId}/items/add-bulk`, {
        data: [
          { productId: small.productId, stockCode: small.stockCode, parentProductId: EMPTY_GUID, qty: 0 },
          {
            productId: large.productId,
            parentProductId: EMPTY_GUID,
            stockCode: large.stockCode,
            qty: old.qty,
            displayOrder: 1,
            customInfo1: old.customInfo1,
            customInfo2: old.customInfo2,
            customInfo1Formatted: null,
          },
        ],
        ...H,
      }),
    );
    expect(lines(b)).toEqual([[large.productId, 3]]);
    expect((b.lineItems[0] as Line).parentProductId).toBe('');
    // all or nothing: an unknown stock code leaves the basket as it was
    await expectV2Failure(
      await api.put(`${B}/${basketId}/items/add-bulk`, {
        data: [
          { productId: large.productId, stockCode: large.stockCode, parentProductId: EMPTY_GUID, qty: 0 },
          { productId: EMPTY_GUID, stockCode: 'NO-SUCH-CODE', parentProductId: EMPTY_GUID, qty: 1 },
        ],
        ...H,
      }),
      404,
      'NOT_FOUND',
    );
    expect(lines(await okD<Basket>(await api.get(`${B}/${basketId}`, H)))).toEqual([[large.productId, 3]]);
  });

  test('components/bulk-add/BulkAddSidebarView.tsx basketLine: productId and parentProductId Guid.empty, lines by stock code', async ({ api }) => {
    const [p1, p2] = await purchasable(api, 2, { minStock: 10 });
    const basketId = randomUUID();
    // bulkAddToCart posts {basketId, products} to its API route, which puts the products as they are
    const b = await okD<Basket>(
      await api.put(`${B}/${basketId}/items/add-bulk`, {
        data: [
          { productId: EMPTY_GUID, stockCode: p1.stockCode, parentProductId: EMPTY_GUID, qty: 2 },
          { productId: EMPTY_GUID, stockCode: p2.stockCode, parentProductId: EMPTY_GUID, qty: 1 },
        ],
        ...H,
      }),
    );
    expect(lines(b)).toEqual([[p1.productId, 2], [p2.productId, 1]]);
    for (const l of b.lineItems as Line[]) expect(l.parentProductId).toBe('');
  });

  test('cart/use-update-cart-info.ts from components/Product/ProductView.tsx handleEngravingSubmit: customInfo1 an object, lineInfo its JSON text', async ({ api }) => {
    const [p] = await purchasable(api, 1, { minStock: 10 });
    const basketId = randomUUID();
    // computedProducts: the line the engraving adds, as bulk-add-cart and then update-cart-info send it
    const engraving = { message: 'FOR ANNA', imageUrl: 'https://cdn.example.test/anna.png' };
    const computed = {
      ProductId: p.productId,
      BasketId: basketId,
      ParentProductId: null,
      Qty: 1,
      DisplayOrder: 0,
      StockCode: p.stockCode,
      ItemType: 0,
      CustomInfo1: engraving.message,
      CustomInfo2: engraving.imageUrl,
      CustomInfo3: null,
      CustomInfo4: null,
      CustomInfo5: null,
      ProductName: 'Engraved',
      ManualUnitPrice: 0,
      PostCode: null,
      IsSubscription: false,
      IsMembership: false,
      SubscriptionPlanId: null,
      SubscriptionTermId: null,
      UserSubscriptionPricing: 0,
      GiftWrapId: null,
      IsGiftWrapApplied: false,
      ItemGroupId: 0,
      PriceMatchReqId: EMPTY_GUID,
    };
    await okD(await api.put(`${B}/${basketId}/items/add-bulk`, { data: [computed], ...H }));
    // params['customInfo' + (i + 1)] = info[i] (the engraving form's values: {line1: {message, imageUrl}}),
    // params['lineInfo'] = JSON.stringify(lineInfo)
    const b = await okD<Basket & { customInfo1: string }>(
      await api.put(`${B}/${basketId}/items/add-bulk`, {
        data: { customInfo1: engraving, lineInfo: JSON.stringify([computed]) },
        ...H,
      }),
    );
    expect(JSON.parse(b.customInfo1)).toEqual(engraving);
    const line = b.lineItems[0] as Line;
    expect([line.productId, line.qty, line.customInfo1, line.customInfo2]).toEqual([p.productId, 1, engraving.message, engraving.imageUrl]);

    // the plain form (components/Product/Engraving/form.tsx): strings, and a line that is not in the basket is a 404
    const again = await okD<Basket & { customInfo1: string; customInfo2: string }>(
      await api.put(`${B}/${basketId}/items/add-bulk`, { data: { customInfo1: 'Line one', customInfo2: 'Line two', lineInfo: '[]' }, ...H }),
    );
    expect([again.customInfo1, again.customInfo2]).toEqual(['Line one', 'Line two']);
    await expectV2Failure(
      await api.put(`${B}/${basketId}/items/add-bulk`, {
        data: { customInfo1: 'x', lineInfo: JSON.stringify([{ ...computed, ProductId: randomUUID() }]) },
        ...H,
      }),
      404,
      'NOT_FOUND',
    );
    await expectV2Failure(await api.put(`${B}/${basketId}/items/add-bulk`, { data: { lineInfo: '{not json' }, ...H }), 400, 'VALIDATION_ERROR');
  });

  test('components/TransferBasket (b2b/get-users.ts): users keyed by userId, with the role by name and phoneNo', async ({ api }) => {
    const { detail } = await registerCompany(api, registration());
    const users = await okD<{ id: string; userId: string; companyUserRole: string; companyUserRoleCode: string; phoneNo: string; firstName: string }[]>(
      await api.get(`/api/v2/commerce/b2b/${detail.id}/users`, H),
    );
    expect(users.length).toBeGreaterThan(0);
    // the role's name as master data CompanyUserRoles (table 23) gives it
    const roles = await okD<{ itemValue: string; itemText: string }[]>(await api.get('/api/v2/content/masterdata/23', H));
    for (const u of users) {
      // <option key={transitUser?.userId} value={transitUser?.userId}>
      expect(u.userId).toBe(u.id);
      const role = detail.users.find((d: { id: string }) => d.id === u.id)!;
      expect(u.companyUserRoleCode).toBe(role.companyUserRole);
      expect(u.companyUserRole).toBe(roles.find((m) => m.itemValue === role.companyUserRole)!.itemText);
      expect(u.phoneNo).toBe(role.telephone || role.mobile);
    }
  });
});
