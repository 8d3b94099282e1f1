import { clientId, expect, expectMutationFailure, expectV1Failure, expectV2Failure, test } from '../support/api';

/**
 * The request guard (issue 14, "Input"): malformed percent-encodings, control characters, over-long
 * strings and deep JSON are refused with a field error in the endpoint's own wrapper before a handler
 * or the database sees them. e2e/api/fuzz.spec.ts throws thousands of such inputs at every operation;
 * these are the readable cases.
 */
test.describe('malformed percent-encodings in the path are 400 in the wrapper', () => {
  for (const bad of ['%', '%E0%A4%A', '%C0%AF', '%ZZ', '%00', 'a%1Fb']) {
    test(`path segment "${bad}"`, async ({ api }) => {
      const v1 = await expectV1Failure(await api.get(`/api/v1/category/${bad}`), 400);
      expect(v1.error).toMatch(/^path: segment/);
      await expectMutationFailure(await api.put(`/api/v1/category/${bad}`, { data: { name: 'x' } }), 400);
      const v2 = await expectV2Failure(await api.get(`/api/v2/commerce/basket/${bad}`), 400);
      expect(v2.errors[0]).toMatch(/^path: segment/);
      await expectV2Failure(await api.get(`/api/v2/${bad}/anything`), 400);
    });
  }

  test('media with a malformed path is no server error', async ({ anonymous }) => {
    const res = await anonymous.get('/media/%');
    expect(res.status()).toBeLessThan(500);
  });
});

test.describe('query strings', () => {
  test('a NUL byte names the parameter', async ({ api }) => {
    const body = await expectV1Failure(await api.get('/api/v1/search/all?freeText=a%00b'), 400, 'MALFORMED_REQUEST');
    expect(body.error).toBe('query.freeText: contains a control character');
  });

  test('a malformed encoding and an over-long value are refused', async ({ api }) => {
    const bad = await expectV2Failure(await api.get('/api/v2/content/nav?lang=%E0%A4%A'), 400, 'MALFORMED_REQUEST');
    expect(bad.errors[0]).toMatch(/^query\.lang: /);
    const long = await expectV2Failure(await api.get(`/api/v2/content/nav?q=${'x'.repeat(8_200)}`), 400, 'MALFORMED_REQUEST');
    expect(long.errors).toEqual(['query: is longer than 8192 characters']);
  });
});

test.describe('bodies', () => {
  test('a control character in a JSON string is a field error; tab and newline are text', async ({ api }) => {
    const nul = await expectMutationFailure(await api.post('/api/v1/category', { data: { name: 'Shoes\u0000', parentId: null } }), 400, 'VALIDATION_ERROR');
    expect(nul.errors).toContain('body.name: contains a control character');
    const bell = await expectV2Failure(await api.post('/api/v2/catalog/search/advanced', { data: { freeText: 'a\u0007' } }), 400);
    expect(bell.errors).toContain('body.freeText: contains a control character');
    const text = await api.post('/api/v2/catalog/search/advanced', { data: { freeText: 'a\tb\nc' } });
    expect(text.status()).toBe(200);
  });

  test('over-long strings and JSON nested deeper than 32 levels are refused', async ({ api }) => {
    const long = await expectV2Failure(await api.post('/api/v2/catalog/search/advanced', { data: { freeText: 'y'.repeat(10_001) } }), 400);
    expect(long.errors).toContain('body.freeText: is longer than 10000 characters');
    let deep: unknown = 'bottom';
    for (let i = 0; i < 40; i++) deep = { d: deep };
    const nested = await expectV2Failure(await api.post('/api/v2/catalog/search/advanced', { data: deep }), 400);
    expect(nested.errors[0]).toMatch(/is nested deeper than 32 levels$/);
  });
});

test.describe('token endpoint', () => {
  test('a NUL in client_id and a malformed query are RFC 6749 errors', async ({ request }) => {
    const nul = await request.post('/oAuth/Token', { form: { client_id: `${clientId()}\u0000`, client_secret: 'x', grant_type: 'client_credentials' } });
    expect(nul.status()).toBe(400);
    expect(await nul.json()).toMatchObject({ error: 'invalid_request', error_description: 'client_id: contains a control character' });
    const query = await request.post('/oAuth/Token?x=%', { form: { client_id: clientId(), client_secret: 'x', grant_type: 'client_credentials' } });
    expect(query.status()).toBe(400);
    expect((await query.json()).error).toBe('invalid_request');
  });
});
