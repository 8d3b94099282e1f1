import { randomUUID } from 'node:crypto';
import { expect, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { address, registerCompany, registration } from '../support/b2b';
import { B, type Basket, type Promotion } from '../support/baskets';
import { detail } from '../support/catalogue';
import { okD, purchasable } from '../support/commerce';
import { EMPTY_GUID, FETCHER_HEADERS } from '../support/real-clients';

/**
 * The vendor storefront's basket, store-locator, B2B and content calls (better-commerce/betterstorefront
 * framework/bettercommerce/{cart,checkout,store-locator,b2b} and api/operations), replayed as it sends them.
 */
const H = { headers: FETCHER_HEADERS };

test.describe('vendor storefront: baskets', () => {
  test('cart/use-basket-validate.ts: a basket whose line is now beyond the stock is not valid, and says which line', async ({ api }) => {
    // A product of this test's own (its stock changes), priced and stocked like a seeded one.
    const [seeded] = await purchasable(api, 1, { minStock: 1 });
    const warehouseId = (await detail(api, seeded.productId)).detail.inventory[0].warehouseId as string;
    const stockCode = `VAL-${uniqueSuffix()}`;
    const created = await api.post('/api/v1/product/create', {
      data: { name: `Validate Lamp ${stockCode}`, productCode: stockCode, stockCode, itemTypes: 1, sellPrice: 12.5, status: 2, flags: { isActive: true, isVisible: true }, stock: [{ warehouseId, onHand: 3 }] },
    });
    expect(created.status(), await created.text()).toBe(200);
    const productId = (await created.json()).recordId as string;

    type Validation = { basketId: string; isValid: boolean; messageCode: string; messages: { stockCode: string; code: string; message: string }[] };
    const validate = async (basketId: string) => okD<Validation>(await api.get(`${B}/validate?basketId=${basketId}`, H));
    const id = randomUUID();
    // A basket not written yet is valid and empty, as GET basket/{id} answers it.
    expect(await validate(id)).toEqual({ basketId: id, isValid: true, messageCode: '', messages: [] });
    await okD(await api.put(`${B}/${id}/items/add`, { data: { basketId: id, productId, qty: 2 }, ...H }));
    expect(await validate(id)).toMatchObject({ isValid: true, messageCode: '', messages: [] });

    // The stock drops below the basket's quantity: SoldOut, in the JSON text the storefront parses.
    const { etag } = await detail(api, productId);
    const put = await api.put(`/api/v1/product/${productId}`, { headers: { 'If-Match': etag }, data: { stock: [{ warehouseId, onHand: 1 }] } });
    expect(put.status(), await put.text()).toBe(200);
    const after = await validate(id);
    expect(after.isValid).toBe(false);
    expect(JSON.parse(after.messageCode)).toEqual([{ Key: stockCode, Value: 'SoldOut' }]);
    expect(after.messages).toEqual([{ stockCode, code: 'SoldOut', message: expect.stringContaining('only 1 in stock') }]);
    // POST answers the same; a malformed id is a 400 in the wrapper.
    expect(await okD<Validation>(await api.post(`${B}/validate?basketId=${id}`, H))).toEqual(after);
    await expectV2Failure(await api.get(`${B}/validate?basketId=not-a-basket`, H), 400, 'VALIDATION_ERROR');
  });

  test('cart/use-create-cart.ts, use-cart.tsx, use-add-item.tsx, use-remove-item.tsx, use-delete-cart.ts: a basket with the storefront\u2019s own id', async ({
    api,
  }) => {
    const [p1, p2] = await purchasable(api, 2, { minStock: 10 });
    // use-cart.tsx reads the basket of a freshly generated id before anything is added
    const fresh = randomUUID();
    const empty = await okD<Basket>(await api.get(`${B}/${fresh}?basketId=${fresh}`, H));
    expect(empty).toMatchObject({ id: fresh, lineItems: [], currencyCode: 'GBP' });

    // use-add-item.tsx: qty is a change; the first write creates the basket with that id
    const add = (data: Record<string, unknown>) =>
      api.put(`${B}/${fresh}/items/add`, {
        data: { basketId: fresh, displayOrder: 0, isMembership: false, ...data },
        ...H,
      });
    let b = await okD<Basket>(await add({ productId: p1.productId, qty: 1, stockCode: p1.stockCode }));
    expect(b.id).toBe(fresh);
    expect(b.lineItems.map((l) => [l.productId, l.qty])).toEqual([[p1.productId, 1]]);
    b = await okD<Basket>(await add({ productId: p1.productId, qty: 2 }));
    b = await okD<Basket>(await add({ stockCode: p2.stockCode, qty: 1 }));
    expect(b.lineItems.map((l) => [l.productId, l.qty])).toEqual([
      [p1.productId, 3],
      [p2.productId, 1],
    ]);
    b = await okD<Basket>(await add({ productId: p1.productId, qty: -1 }));
    expect(b.lineItems.find((l) => l.productId === p1.productId)!.qty).toBe(2);
    b = await okD<Basket>(await add({ productId: p1.productId, qty: 0 }));
    expect(b.lineItems.map((l) => l.productId)).toEqual([p2.productId]);

    // use-remove-item.tsx: by product id
    b = await okD<Basket>(
      await api.delete(`${B}/${fresh}/items/${p2.productId}/remove`, {
        ...H,
        data: { basketId: fresh, productId: p2.productId },
      }),
    );
    expect(b.lineItems).toEqual([]);

    // use-create-cart.ts: POST create with the client's basketId answers recordId
    const chosen = randomUUID();
    const created = await okD<Basket & { recordId: string }>(
      await api.post(`${B}/create`, {
        data: { basketId: chosen, basketName: 'default', userId: EMPTY_GUID, companyId: EMPTY_GUID },
        ...H,
      }),
    );
    expect(created).toMatchObject({ id: chosen, recordId: chosen, userId: '' });
    const again = await okD<Basket & { recordId: string }>(
      await api.post(`${B}/create`, {
        data: { basketId: chosen, basketName: 'default', userId: EMPTY_GUID, companyId: EMPTY_GUID },
        ...H,
      }),
    );
    expect(again.recordId).toBe(chosen);

    // use-delete-cart.ts
    expect(await okD<boolean>(await api.delete(`${B}/${chosen}/delete?basketId=${chosen}`, H))).toBe(true);
  });

  test('cart/use-bulk-add.ts and use-update-cart-info.ts: lines in either casing, then custom info on the same path', async ({
    api,
  }) => {
    const [p1, p2] = await purchasable(api, 2, { minStock: 10 });
    const id = randomUUID();
    let b = await okD<Basket>(
      await api.put(`${B}/${id}/items/add-bulk`, {
        data: [
          { ProductId: p1.productId, StockCode: p1.stockCode, Qty: 2, ParentProductId: null },
          { stockCode: p2.stockCode, qty: 1 },
        ],
        ...H,
      }),
    );
    expect(b.lineItems.map((l) => [l.productId, l.qty])).toEqual([
      [p1.productId, 2],
      [p2.productId, 1],
    ]);
    b = await okD<Basket>(
      await api.put(`${B}/${id}/items/add-bulk`, {
        data: {
          customInfo1: 'Gift',
          customInfo2: '',
          lineInfo: [{ productId: p1.productId, customInfo1: 'Wrap it' }],
        },
        ...H,
      }),
    );
    expect(b.customInfo1).toBe('Gift');
    expect(b.lineItems.find((l) => l.productId === p1.productId)!.customInfo1).toBe('Wrap it');
  });

  test('cart/merge-cart.ts, associate-cart.ts, api/operations/apply-promo.ts, checkout/update-shipping.ts', async ({
    api,
  }) => {
    const products = await purchasable(api, 3, { minStock: 10 });
    const guest = randomUUID();
    const own = randomUUID();
    const userId = randomUUID();
    await okD(
      await api.put(`${B}/${guest}/items/add`, { data: { productId: products[0].productId, qty: 1 }, ...H }),
    );
    await okD(
      await api.put(`${B}/${own}/items/add`, { data: { productId: products[1].productId, qty: 2 }, ...H }),
    );
    let b = await okD<Basket>(
      await api.put(`${B}/${own}/user?userId=${userId}`, { data: { basketId: own, userId }, ...H }),
    );
    expect(b.userId).toBe(userId);
    b = await okD<Basket>(await api.put(`${B}/${own}/merge?sourceBasketId=${guest}`, H));
    expect(Object.fromEntries(b.lineItems.map((l) => [l.productId, l.qty]))).toEqual({
      [products[0].productId]: 1,
      [products[1].productId]: 2,
    });

    const promotions = await okD<Promotion[]>(await api.get('/api/v2/commerce/promotions/all'));
    const voucher = promotions.find(
      (p) =>
        p.isCurrent &&
        p.voucherCode &&
        p.discountPct > 0 &&
        !p.brandId &&
        !p.categoryId &&
        !Object.keys(p.minSubtotals).length,
    );
    if (voucher) {
      b = await okD<Basket>(await api.post(`${B}/${own}/promo/${voucher.voucherCode}/apply`, H));
      expect(b.voucherCodes).toEqual([voucher.voucherCode]);
      b = await okD<Basket>(await api.delete(`${B}/${own}/promo/${voucher.voucherCode}/remove`, H));
      expect(b.voucherCodes).toEqual([]);
    }
    await expectV2Failure(await api.post(`${B}/${own}/promo/NO-SUCH-VOUCHER/apply`, H), 404, 'NOT_FOUND');

    const method = b.shippingMethods[0];
    b = await okD<Basket>(
      await api.put(`${B}/${own}/delivery/shipping-method?shippingMethodId=${method.id}&countryCode=GB`, H),
    );
    expect(b.shippingMethodId).toBe(method.id);
  });

  test('bad basket input is a 4xx in the wrapper', async ({ api }) => {
    const id = randomUUID();
    const cases: [Promise<import('@playwright/test').APIResponse>, number, string][] = [
      [api.put(`${B}/${id}/items/add`, { data: { qty: 1 }, ...H }), 400, 'productId: '],
      [api.put(`${B}/${id}/items/add`, { data: { stockCode: 'X', qty: 'lots' }, ...H }), 400, 'qty: '],
      [
        api.put(`${B}/${id}/items/add`, { data: { stockCode: 'NO-SUCH-CODE', qty: 1 }, ...H }),
        404,
        'stockCode: ',
      ],
      [api.put(`${B}/not-a-guid/items/add`, { data: { stockCode: 'X', qty: 1 }, ...H }), 400, 'id: '],
      [api.put(`${B}/${id}/items/add-bulk`, { data: [], ...H }), 400, ''],
      [api.put(`${B}/${id}/user?userId=nobody`, H), 400, 'userId: '],
      [api.put(`${B}/${id}/merge?sourceBasketId=${randomUUID()}`, H), 404, ''],
      [api.delete(`${B}/${id}/items/not-a-guid/remove`, H), 400, 'lineId: '],
      [api.put(`${B}/${id}/delivery/shipping-method?shippingMethodId=x`, H), 400, 'shippingMethodId: '],
    ];
    for (const [res, status, error] of cases) {
      const body = await expectV2Failure(await res, status);
      if (error) expect(body.errors[0]).toMatch(new RegExp(`^${error}`));
    }
  });
});

test.describe('vendor storefront: stores, B2B, content', () => {
  test('store-locator: stores near a post code by GET and POST, one store by id, each with address', async ({
    api,
  }) => {
    const [home] = await okD<{ postCode: string }[]>(await api.get('/api/v2/stores/all', H));
    const code = encodeURIComponent(home.postCode);
    const near = await okD<{ id: string; address: string; address1: string; postCode: string }[]>(
      await api.get(`/api/v2/stores/${code}`, H),
    );
    expect(near.length).toBeGreaterThan(0);
    expect(await okD(await api.post(`/api/v2/stores/${code}`, H))).toEqual(near);
    expect(near[0].address).toContain(near[0].address1);
    expect(near[0].address).toContain(near[0].postCode);
    const one = await okD<{ id: string }>(await api.get(`/api/v2/stores/${near[0].id}`, H));
    expect(one.id).toBe(near[0].id);
    await expectV2Failure(await api.get('/api/v2/stores/NOT-A-CODE', H), 400, 'VALIDATION_ERROR');
    await expectV2Failure(await api.get(`/api/v2/stores/${randomUUID()}`, H), 404, 'NOT_FOUND');
  });

  test('b2b/get-users.ts, get-company.ts, get-quotes.ts, save-quote.ts: by company user, the basket id as quote id', async ({
    api,
  }) => {
    const { detail, body } = await registerCompany(api, registration());
    const user = detail.users[0];
    const users = await okD<{ id: string }[]>(await api.get(`/api/v2/commerce/b2b/${detail.id}/users`, H));
    expect(users.map((u) => u.id)).toContain(user.id);
    expect(
      await okD<{ id: string }>(await api.get(`/api/v2/commerce/b2b/${user.id}/company`, H)),
    ).toMatchObject({ id: detail.id });

    const [p] = await purchasable(api, 1);
    const basketId = randomUUID();
    await okD(
      await api.put(`${B}/${basketId}/items/add`, { data: { productId: p.productId, qty: 1 }, ...H }),
    );
    const quote = {
      purchaseOrderNo: 'PO-1',
      id: basketId,
      quoteName: '',
      email: body.email,
      companyId: EMPTY_GUID,
      shippingAddress: { ...address(), customerId: user.id },
      billingAddress: { ...address(), customerId: user.id },
    };
    expect(await okD(await api.post('/api/v2/commerce/b2b/quote/save', { data: quote, ...H }))).toBe(true);
    const quotes = await okD<{ id: string; quoteName: string }[]>(
      await api.get(`/api/v2/commerce/b2b/${user.id}/quotes?currentPage=1&pageSize=1000`, H),
    );
    expect(quotes.map((q) => q.id)).toEqual([basketId]);
    expect(quotes[0].quoteName.length).toBeGreaterThan(0);

    const nobody = await expectV2Failure(
      await api.post('/api/v2/commerce/b2b/quote/save', {
        data: { ...quote, email: 'nobody@nowhere.example' },
        ...H,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(nobody.errors[0]).toMatch(/^companyId: /);
    await expectV2Failure(await api.get(`/api/v2/commerce/b2b/${randomUUID()}/company`, H), 404, 'NOT_FOUND');
  });

  test('get-countries.ts, get-return-reason.ts, get-cancel-reason.ts, get-infra.ts, redirects and microsites', async ({
    api,
  }) => {
    for (const table of [25, 29, 2050]) {
      const items = await okD<{ itemText: string; itemValue: string }[]>(
        await api.get(`/api/v2/content/masterdata/${table}`, H),
      );
      expect(items.length, `table ${table}`).toBeGreaterThan(0);
      for (const i of items) expect(i.itemText.length * i.itemValue.length).toBeGreaterThan(0);
    }
    expect(
      (await okD<{ itemValue: string }[]>(await api.get('/api/v2/content/masterdata/25', H))).map(
        (i) => i.itemValue,
      ),
    ).toContain('GB');

    const config = await okD<{
      configSettings: { configType: string; configKeys: { key: string; value: string }[] }[];
      languages: { languageCode: string; languageCulture: string }[];
    }>(await api.get('/api/v2/infra/config', H));
    const keys = new Map(
      config.configSettings.flatMap((g) => g.configKeys.map((k) => [k.key, k.value] as const)),
    );
    expect(keys.get('RegionalSettings.DefaultCountry')).toBe('GB');
    expect(keys.get('RegionalSettings.DefaultCurrencyCode')).toBe('GBP');
    expect(keys.get('RegionalSettings.DefaultLanguageCode')).toBe('en');
    for (const k of ['DefaultTitle', 'DefaultMetaDescription', 'DefaultMetaKeywords'])
      expect(keys.get(`SeoSettings.${k}`)?.length, k).toBeGreaterThan(0);
    expect(config.languages).toContainEqual({ languageCode: 'en', languageCulture: 'en-GB' });

    const redirects = await okD<{ oldUrl: string; newUrl: string }[]>(
      await api.get('/api/v2/content/redirects', H),
    );
    for (const r of redirects) expect(r.oldUrl).toMatch(/^https:\/\/[^/]+\//);
    expect(redirects.map((r) => new URL(r.oldUrl).pathname)).not.toContain('/store-locator');
    const sites = await okD<{ slug: string }[]>(await api.get('/api/v2/content/microsite/all', H));
    for (const s of sites) expect(s.slug).toMatch(/^https:\/\/[^/]+\/\S+$/);

    // the nav's category links are in the storefront's scheme
    type Block = {
      caption: string;
      hyperlink: string;
      boxTitle: string;
      contentBody: string;
      navBlocks: Block[];
      navItems: { caption: string; itemLink: string }[];
    };
    const nav = await okD<{ header: Block[]; footer: Block[] }>(await api.get('/api/v2/content/nav', H));
    const links = nav.header.map((i) => i.hyperlink).filter(Boolean);
    expect(links.some((l) => l.startsWith('/category/'))).toBe(true);
    // Navbar.tsx and Footer.tsx read each block as {boxTitle, contentBody, navItems[{caption, itemLink}]}:
    // a block with children is a titled box of their links, a childless link a box of itself
    const blocks = [...nav.header, ...nav.footer].flatMap((i) => i.navBlocks);
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) {
      expect(b.contentBody).toBe('');
      if (b.navBlocks.length) {
        expect(b.boxTitle).toBe(b.caption);
        expect(b.navItems.map((l) => l.caption)).toEqual(b.navBlocks.map((c) => c.caption));
      } else if (b.hyperlink)
        expect(b.navItems).toEqual([
          expect.objectContaining({ caption: b.caption, itemLink: b.hyperlink.replace(/^\/+/, '') }),
        ]);
    }
  });

  test('calls outside the domain answer an empty result, and still need a token', async ({
    api,
    anonymous,
  }) => {
    const userId = randomUUID();
    expect(
      await okD(
        await api.post('/api/v2/commerce/customer/authenticate', {
          data: { username: 'a@b.example', password: 'x' },
          ...H,
        }),
      ),
    ).toEqual({});
    expect(
      await okD(await api.get(`/api/v2/commerce/customer/${userId}/wishlist?saveForLater=false`, H)),
    ).toEqual([]);
    expect(await okD(await api.get(`/api/v2/commerce/customer/${userId}/orders`, H))).toEqual([]);
    expect(
      await okD(
        await api.get('/api/v2/commerce/checkout/payment-methods?country=GB&currency=GBP&basketId=x', H),
      ),
    ).toEqual([]);
    expect(
      await okD(await api.post(`/api/v2/catalog/product/${randomUUID()}/review`, { data: {}, ...H })),
    ).toEqual({});
    expect(await okD(await api.post('/api/v2/commerce/membership/plans', { data: {}, ...H }))).toEqual([]);
    expect(await okD(await api.post('/api/v2/content/siteview/slug?slug=about', H))).toEqual({});
    // get-page-preview-content.ts, with BETTERCMS_BASE_URL pointed at this service
    expect(await okD(await api.get('/api/v2/page?id=&slug=contact-us&workingVersion=true&cachedCopy=true', H))).toEqual({});
    await expectV2Failure(
      await anonymous.get(`/api/v2/commerce/customer/${userId}/orders`),
      401,
      'UNAUTHORIZED',
    );
    await expectV2Failure(await api.get('/api/v2/no/such/endpoint', H), 404, 'NOT_FOUND');
  });
});
