import path from 'node:path';
import { clientId, clientSecret, expect, expectV1Failure, expectV2Failure, fetchToken, test } from '../support/api';
import { canonicalServicePath, type RouteNode } from '../../lib/http/route-tree';
import { scanRouteTable } from '../../lib/http/route-table.mjs';

/**
 * What the vendor's real clients send, and what they must get back (issue 9: routing tolerance,
 * token endpoint, headers). The storefront's fetcher (framework/bettercommerce/fetcher.ts) posts
 * `oAuth/token` with a raw form and its stale bearer token and signs in only after a 401; the
 * automation node (nodes/BetterCommerce/Utils/Client.ts) posts `/oauth/token` and joins base URL and
 * path with a slash of its own. No answer to any of them may be a redirect.
 */
const RAW_FORM = () => `client_id=${clientId()}&client_secret=${clientSecret()}&grant_type=client_credentials`;
const noRedirects = { maxRedirects: 0 };

test.describe('token endpoint as the real clients call it', () => {
  for (const tokenPath of ['/oAuth/Token', '/oAuth/token', '/oauth/token', '/OAuth/Token', '/OAUTH/TOKEN/', '//oauth//token']) {
    test(`POST ${tokenPath} issues a token without a redirect`, async ({ request, baseURL }) => {
      // An absolute URL: `//oauth` alone would name a host.
      const res = await request.post(`${baseURL}${tokenPath}`, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        data: RAW_FORM(),
        ...noRedirects,
      });
      expect(res.status(), await res.text()).toBe(200);
      expect((await res.json()).token_type).toBe('bearer');
    });
  }

  test('the form is read whatever the Content-Type: text/plain, none, JSON, multipart', async ({ request, baseURL }) => {
    const answers = [
      await request.post('/oAuth/token', { headers: { 'Content-Type': 'text/plain' }, data: RAW_FORM(), ...noRedirects }),
      await request.post('/oAuth/token', { headers: { 'Content-Type': 'application/json' }, data: { client_id: clientId(), client_secret: clientSecret(), grant_type: 'client_credentials' }, ...noRedirects }),
      await request.post('/oAuth/token', { multipart: { client_id: clientId(), client_secret: clientSecret(), grant_type: 'client_credentials' }, ...noRedirects }),
    ];
    for (const res of answers) expect(res.status(), await res.text()).toBe(200);
    // No Content-Type header at all: a byte body sent with plain fetch.
    const bare = await fetch(`${baseURL}/oauth/token`, { method: 'POST', body: new TextEncoder().encode(RAW_FORM()), redirect: 'manual' });
    expect(bare.headers.get('content-type')).toContain('application/json');
    expect(bare.status).toBe(200);
  });

  test("a stale bearer token on the token request is ignored (the storefront's renewal)", async ({ request }) => {
    const res = await request.post('/oAuth/token', {
      headers: { Authorization: 'Bearer expired-or-revoked-token', 'Content-Type': 'application/x-www-form-urlencoded' },
      data: RAW_FORM(),
      ...noRedirects,
    });
    expect(res.status()).toBe(200);
  });

  test('errors stay RFC 6749 JSON on every spelling of the path', async ({ request }) => {
    const res = await request.post('/oauth/token', { headers: { 'Content-Type': 'text/plain' }, data: `client_id=${clientId()}&client_secret=wrong&grant_type=client_credentials`, ...noRedirects });
    expect(res.status()).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });
});

test.describe('API paths in other casings and shapes', () => {
  test('static segments match in any casing, doubled and trailing slashes are ignored, never redirected', async ({ api, baseURL }) => {
    const reference = await api.get('/api/v1/category');
    expect(reference.status()).toBe(200);
    const expected = await reference.json();
    for (const variant of ['/API/V1/CATEGORY', '/Api/v1/Category', '/api/v1/category/', '//api//v1//category', '/API//V1/category/']) {
      const res = await api.get(`${baseURL}${variant}`, noRedirects);
      expect(res.status(), variant).toBe(200);
      expect(await res.json(), variant).toEqual(expected);
    }
  });

  test('a POST with a trailing slash or doubled slash reaches its handler, not a redirect', async ({ api, baseURL }) => {
    for (const variant of ['/api/v2/commerce/basket/create/', '//API/V2/commerce//basket/Create']) {
      const res = await api.post(`${baseURL}${variant}`, { data: {}, ...noRedirects });
      expect(res.status(), variant).toBe(200);
      expect((await res.json()).success, variant).toBe(true);
    }
  });

  test('every operation of the OpenAPI document answers the same in upper case', async ({ api }) => {
    const doc = await (await api.get('/api/openapi.json')).json();
    const nil = '00000000-0000-0000-0000-000000000000';
    let compared = 0;
    for (const [template, operations] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      if (!('get' in operations) || template.startsWith('/oAuth')) continue;
      const concrete = template.replace(/\{[^}]+\}/g, nil);
      const shouting = template
        .split('/')
        .map((s) => (s.startsWith('{') ? nil : s.toUpperCase()))
        .join('/');
      const [a, b] = [await api.get(concrete, noRedirects), await api.get(shouting, noRedirects)];
      expect(b.status(), shouting).toBe(a.status());
      expect((await b.json()).messageCode, shouting).toBe((await a.json()).messageCode);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(20);
  });

  test('the route table comes from the route folders; dynamic segments keep their case', () => {
    const table = scanRouteTable(path.join(process.cwd(), 'app')) as RouteNode;
    const cases: [string, string][] = [
      ['/OAUTH/TOKEN', '/oAuth/Token'],
      ['/api/V2/Commerce/Basket/AbC-123/ITEMS', '/api/v2/commerce/basket/AbC-123/items'],
      ['/API/V2/STORES/SW1A 1AA', '/api/v2/stores/SW1A 1AA'],
      ['/API/V1/SEARCH/BY-BRAND/XyZ', '/api/v1/search/by-brand/XyZ'],
      // "create" is a folder beside [id]: Next prefers the folder, so does the proxy.
      ['/api/v2/commerce/basket/CREATE', '/api/v2/commerce/basket/create'],
      // No route: the leading static segments are fixed, the rest kept, so the 404 comes in the wrapper.
      ['/API/V2/NoSuchThing/Here', '/api/v2/NoSuchThing/Here'],
    ];
    for (const [sent, routed] of cases) expect(canonicalServicePath(sent, table), sent).toBe(routed);
  });
});

test.describe('no token on an API path is a 401 in the wrapper, never the sign-in page', () => {
  test('v1, v2 and any casing', async ({ anonymous }) => {
    await expectV1Failure(await anonymous.get('/api/v1/category', noRedirects), 401, 'UNAUTHORIZED');
    await expectV1Failure(await anonymous.get('/API/V1/Category/', noRedirects), 401, 'UNAUTHORIZED');
    await expectV2Failure(await anonymous.get('/api/v2/content/nav', noRedirects), 401, 'UNAUTHORIZED');
    await expectV2Failure(await anonymous.get('/Api/V2/Content/Nav', { headers: { Authorization: 'Bearer stale' }, ...noRedirects }), 401, 'UNAUTHORIZED');
    await expectV2Failure(await anonymous.post('/api/v2/commerce/basket/create', { data: {}, ...noRedirects }), 401, 'UNAUTHORIZED');
  });

  test('the storefront signs in after the 401 and the same call then succeeds', async ({ anonymous }) => {
    const first = await anonymous.get('/api/v2/content/nav', noRedirects);
    expect(first.status()).toBe(401);
    const { access_token } = await fetchToken(anonymous);
    const again = await anonymous.get('/api/v2/content/nav', { headers: { Authorization: `Bearer ${access_token}` }, ...noRedirects });
    expect(again.status()).toBe(200);
  });
});

test.describe("the storefront's localisation headers", () => {
  const filled = {
    Currency: 'GBP',
    Language: 'en-GB',
    Country: 'GB',
    DeviceId: 'b0e8f1f2-device',
    SessionId: 'session-42',
    CompanyId: '00000000-0000-0000-0000-000000000000',
    MicrositeId: '00000000-0000-0000-0000-000000000000',
    ClientIP: '203.0.113.7',
    UserToken: 'opaque-user-token',
    DomainId: '2',
  };
  const empty = Object.fromEntries(Object.keys(filled).map((k) => [k, '']));
  const calls: [string, 'get' | 'post', unknown][] = [
    ['/api/v1/category', 'get', undefined],
    ['/api/v1/search/all?page=1&pagesize=2', 'get', undefined],
    ['/api/v2/content/nav', 'get', undefined],
    ['/api/v2/infra/config', 'get', undefined],
    ['/api/v2/catalog/search/advanced', 'post', { freeText: '', currentPage: 1, pageSize: 2 }],
    ['/api/v2/commerce/basket/create', 'post', {}],
    ['/api/v2/stores/all', 'get', undefined],
  ];
  for (const [name, headers] of [
    ['filled in', filled],
    ['empty', empty],
  ] as const) {
    test(`are accepted ${name} on every call`, async ({ api }) => {
      for (const [url, method, data] of calls) {
        const res = method === 'get' ? await api.get(url, { headers, ...noRedirects }) : await api.post(url, { headers, data, ...noRedirects });
        expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
      }
    });
  }

  test('a culture such as en-GB chooses the language where a language code is used', async ({ api }) => {
    const culture = await (await api.get('/api/v2/content/nav', { headers: { Language: 'en-GB' } })).json();
    const code = await (await api.get('/api/v2/content/nav', { headers: { Language: 'en' } })).json();
    expect(culture.result).toEqual(code.result);
  });
});
