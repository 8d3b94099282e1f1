import { randomUUID } from 'node:crypto';
import { clientId, clientSecret, expect, expectMutationFailure, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { search as v1Search } from '../support/catalogue';
import { registerCompany, registration } from '../support/b2b';
import { okD, purchasable } from '../support/commerce';
import { EMPTY_GUID, FETCHER_HEADERS } from '../support/real-clients';

/**
 * The vendor's workflow-automation node (better-commerce/n8n-nodes-bettercommerce), replayed as its
 * Utils/Client.ts sends each call: JSON bodies with Content-Type application/json, a bearer token,
 * module base URLs /api/v2/catalog, /api/v2/commerce and /api/v2/commerce/b2b.
 */
const JSON_TYPE = { 'Content-Type': 'application/json' };
const CATALOG = '/api/v2/catalog';
const COMMERCE = '/api/v2/commerce';

test.describe('vendor automation node', () => {
  test('Utils/Client.ts getAccessToken: a client-credentials token, then a call with it', async ({
    anonymous,
  }) => {
    // The node posts to {auth}/oauth/token, lower case, as sent
    const res = await anonymous.post('/oauth/token', {
      form: { grant_type: 'client_credentials', client_id: clientId(), client_secret: clientSecret() },
    });
    expect(res.status()).toBe(200);
    const { access_token } = await res.json();
    expect(typeof access_token).toBe('string');
    const ok = await anonymous.post(`${CATALOG}/search/advanced`, {
      data: { currentPage: 1, pageSize: 1 },
      headers: { ...JSON_TYPE, Authorization: `Bearer ${access_token}` },
    });
    expect(ok.status()).toBe(200);
  });

  test('Modules/Product/Get and GetAll: a product by id, the advanced search with JSON options', async ({
    api,
  }) => {
    const page = await okD<{ results: { id: string; stockCode: string; name: string }[]; total: number }>(
      await api.post(`${CATALOG}/search/advanced`, {
        data: { currentPage: 1, pageSize: 20, sortBy: 'name', sortOrder: 1 },
        headers: JSON_TYPE,
      }),
    );
    expect(page.results.length).toBeGreaterThan(0);
    const names = page.results.map((r) => r.name.toLowerCase());
    expect(names[0].localeCompare(names[names.length - 1])).toBeGreaterThanOrEqual(0); // name, descending
    const product = await okD<{ id: string; stockCode: string; name: string }>(
      await api.get(`${CATALOG}/product/${page.results[0].id}`, { headers: JSON_TYPE }),
    );
    expect(product).toMatchObject({ id: page.results[0].id, stockCode: page.results[0].stockCode });
    await expectV2Failure(
      await api.get(`${CATALOG}/product/${randomUUID()}`, { headers: JSON_TYPE }),
      404,
      'NOT_FOUND',
    );
    await expectV2Failure(
      await api.get(`${CATALOG}/product/12345`, { headers: JSON_TYPE }),
      400,
      'VALIDATION_ERROR',
    );
  });

  test('Modules/Quote/Create and Quote/GetByEmail: basket from the empty Guid, user, quote, the user\u2019s quotes', async ({
    api,
  }) => {
    const { body, detail } = await registerCompany(api, registration());
    const user = detail.users[0];
    const [p1, p2] = await purchasable(api, 2, { minStock: 10 });
    // Step 1 (customer lookup/create) is outside this service: an empty answer
    expect(
      await okD(
        await api.post(`${COMMERCE}/customer/${encodeURIComponent(body.email)}/exists`, {
          data: {},
          headers: JSON_TYPE,
        }),
      ),
    ).toBe(false);
    expect(
      await okD(
        await api.post(`${COMMERCE}/customer/create`, {
          data: { email: body.email, firstName: 'Pat', lastName: 'Buyer' },
          headers: JSON_TYPE,
        }),
      ),
    ).toEqual({});

    // Step 2: the empty Guid starts a new basket; its id comes back in result.id
    const first = await okD<{ id: string; lineItems: { stockCode: string; qty: number }[] }>(
      await api.put(`${COMMERCE}/basket/${EMPTY_GUID}/items/add`, {
        data: { stockCode: p1.stockCode, qty: 2, customerEmail: body.email },
        headers: JSON_TYPE,
      }),
    );
    expect(first.id).not.toBe(EMPTY_GUID);
    expect(first.lineItems.map((l) => [l.stockCode, l.qty])).toEqual([[p1.stockCode, 2]]);
    // Step 3, 4
    await okD(
      await api.put(`${COMMERCE}/basket/${first.id}/items/add`, {
        data: { stockCode: p2.stockCode, qty: 1 },
        headers: JSON_TYPE,
      }),
    );
    const owned = await okD<{ userId: string; lineItems: unknown[] }>(
      await api.put(`${COMMERCE}/basket/${first.id}/user?userId=${user.id}`, {
        data: {},
        headers: JSON_TYPE,
      }),
    );
    expect(owned).toMatchObject({ userId: user.id });
    expect(owned.lineItems).toHaveLength(2);

    // Step 5: checkout addresses are outside this service
    const address = {
      firstName: 'Pat',
      lastName: 'Buyer',
      address1: '1 Test Street',
      address2: '',
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'United Kingdom',
      postCode: 'LS1 5AT',
      phoneNo: '01632 960123',
    };
    expect(
      await okD(
        await api.put(`${COMMERCE}/checkout/${first.id}/address`, {
          data: { shippingAddress: address, billingAddress: address },
          headers: JSON_TYPE,
        }),
      ),
    ).toEqual({});

    // Step 6: the quote, with the empty Guid as companyId and the country as a name
    const saved = await api.post(`${COMMERCE}/b2b/quote/save`, {
      data: {
        purchaseOrderNo: 'PO-77',
        quoteName: 'Workflow quote',
        email: body.email,
        companyId: EMPTY_GUID,
        shippingAddress: address,
        billingAddress: address,
      },
      headers: JSON_TYPE,
    });
    expect(await okD(saved)).toBe(true);

    // Quote/GetByEmail: the b2b module's /{userId}/quotes
    const quotes = await okD<
      { quoteName: string; purchaseOrderNo: string; shippingAddress: { countryCode: string } }[]
    >(await api.get(`${COMMERCE}/b2b/${user.id}/quotes?currentPage=1&pageSize=100`, { headers: JSON_TYPE }));
    expect(quotes.map((q) => [q.quoteName, q.purchaseOrderNo])).toEqual([['Workflow quote', 'PO-77']]);
    expect(quotes[0].shippingAddress.countryCode).toBe('GB');

    // Order/Create's last step converts the basket to an order: outside this service
    expect(
      await okD(await api.post(`${COMMERCE}/checkout/${first.id}/convert`, { data: {}, headers: JSON_TYPE })),
    ).toEqual({});
  });

  test('b2b/create with the node\u2019s body: free-text business type, role 0, no password', async ({
    api,
  }) => {
    const reg = registration();
    const { password: _password, ...noPassword } = reg;
    void _password;
    const res = await api.post(`${COMMERCE}/b2b/create`, {
      data: { ...noPassword, businessType: 'Independent garden centre', companyUserRole: 0 },
      headers: JSON_TYPE,
    });
    expect(await okD(res)).toBe(true);
    const company = await okD<{ businessType: string; users: { email: string; companyUserRole: string }[] }>(
      await api.get(res.headers()['location'], { headers: JSON_TYPE }),
    );
    expect(company.businessType).toBe('Independent garden centre');
    expect(company.users[0]).toMatchObject({ email: reg.email, companyUserRole: '1' });
    expect(JSON.stringify(company)).not.toMatch(/password/i);

    await expectV2Failure(
      await api.post(`${COMMERCE}/b2b/create`, {
        data: { ...registration(), password: 'short' },
        headers: JSON_TYPE,
      }),
      400,
      'VALIDATION_ERROR',
    );
    await expectV2Failure(
      await api.post(`${COMMERCE}/b2b/create`, {
        data: { ...registration(), companyUserRole: 99 },
        headers: JSON_TYPE,
      }),
      400,
      'VALIDATION_ERROR',
    );
  });

  test('Modules/Product/Create with its defaults (itemTypes 0, sellPrice 0, no additional fields): a standalone product', async ({ api }) => {
    // Description.ts: itemTypes is a number defaulting to 0, sellPrice a number defaulting to 0; Action.ts
    // posts {name, productCode, stockCode, itemTypes, sellPrice, ...additionalFields} with Client.ts create
    const stockCode = `N8N-${uniqueSuffix()}`;
    const res = await api.post('/api/v1/product/create', {
      data: { name: `Node Lamp ${stockCode}`, productCode: stockCode, stockCode, itemTypes: 0, sellPrice: 0 },
      headers: JSON_TYPE,
    });
    expect(res.status(), await res.text()).toBe(200);
    const { recordId } = await res.json();
    // item type 1, a product (the back-office search filters by it)
    const found = await v1Search(api, { freeText: stockCode, itemType: 1 });
    expect(found.result.map((p) => p.productId)).toEqual([recordId]);
    expect((await v1Search(api, { freeText: stockCode, itemType: 2 })).totalRecords).toBe(0);
    // it has no SEO URL: its storefront page is products/<id>, so a card of it links to a page that opens
    const page = await okD<{ id: string; slug: string }>(
      await api.post(`/api/v2/catalog/product/slug?slug=products/${recordId}`, { headers: FETCHER_HEADERS }),
    );
    expect([page.id, page.slug]).toEqual([recordId, `products/${recordId}`]);
    // an item type beyond the vendor's is still refused
    const refused = await expectMutationFailure(
      await api.post('/api/v1/product/create', { data: { name: 'X', stockCode: `${stockCode}-X`, itemTypes: 3 }, headers: JSON_TYPE }),
      400,
    );
    expect(refused.errors[0]).toMatch(/^itemTypes: /);
  });

  test('bad input from the node is a 4xx in the wrapper', async ({ api }) => {
    await expectV2Failure(
      await api.put(`${COMMERCE}/basket/${EMPTY_GUID}/items/add`, { data: { qty: 1 }, headers: JSON_TYPE }),
      400,
      'VALIDATION_ERROR',
    );
    const address = {
      firstName: 'Pat',
      lastName: 'Buyer',
      address1: '1 Test Street',
      city: 'Leeds',
      country: 'Atlantis',
      postCode: 'LS1 5AT',
    };
    const failure = await expectV2Failure(
      await api.post(`${COMMERCE}/b2b/quote/save`, {
        data: {
          quoteName: 'Q',
          email: 'x@y.example',
          companyId: EMPTY_GUID,
          shippingAddress: address,
          billingAddress: address,
        },
        headers: JSON_TYPE,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(failure.errors.some((e: string) => e.startsWith('shippingAddress.countryCode: '))).toBe(true);
    await expectV2Failure(
      await api.get(`${COMMERCE}/b2b/${randomUUID()}/quotes?currentPage=1&pageSize=100`, {
        headers: JSON_TYPE,
      }),
      404,
      'NOT_FOUND',
    );
  });
});
