import { z } from 'zod';
import { apiClientSchema } from '@/lib/api/schemas/api-clients';
import { clientId, expect, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { bearer, createApiClient, expectV2Success, tokenFor } from '../support/v2';

test.describe('v2 infra: API clients', () => {
  test('an admin creates a client, it gets a token and calls the API, and a reset locks it out', async ({
    api,
    request,
  }) => {
    const list = await expectV2Success(
      await api.get('/api/v2/infra/clients'),
      z.array(apiClientSchema.strict()),
    );
    expect(list.find((c) => c.clientId === clientId())).toMatchObject({ isAdmin: true });
    const created = await createApiClient(api, `shop-${uniqueSuffix()}`);
    expect(created.clientSecret.length).toBeGreaterThan(30);
    expect(created.isAdmin).toBe(false);
    const token = await tokenFor(request, created.clientId, created.clientSecret);
    expect(
      (await request.get('/api/v2/content/redirects', { headers: bearer(token.access_token) })).status(),
    ).toBe(200);

    const listed = await expectV2Success(await api.get('/api/v2/infra/clients'), z.array(apiClientSchema));
    const mine = listed.find((c) => c.clientId === created.clientId)!;
    expect(mine).toMatchObject({ isAdmin: false, activeTokens: 1, tokensResetAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.clientSecret);
    expect(JSON.stringify(listed)).not.toMatch(/scrypt|hash/i);

    const reset = await expectV2Success(
      await api.post(`/api/v2/infra/clients/${created.clientId}/reset-tokens`),
    );
    expect(reset).toEqual({ revoked: 1 });
    await expectV2Failure(
      await request.get('/api/v2/content/redirects', { headers: bearer(token.access_token) }),
      401,
      'UNAUTHORIZED',
    );
    const refresh = await request.post('/oAuth/Token', {
      form: { grant_type: 'refresh_token', refresh_token: token.refresh_token },
    });
    expect(refresh.status()).toBe(400);
    const afterReset = (
      await expectV2Success(await api.get('/api/v2/infra/clients'), z.array(apiClientSchema))
    ).find((c) => c.clientId === created.clientId)!;
    expect(afterReset.activeTokens).toBe(0);
    expect(afterReset.tokensResetAt).not.toBeNull();
    // the secret still works: a new token can be fetched
    const again = await tokenFor(request, created.clientId, created.clientSecret);
    expect(
      (await request.get('/api/v2/content/redirects', { headers: bearer(again.access_token) })).status(),
    ).toBe(200);
  });

  test('a client that is not admin gets 403 on client management; an admin client does not', async ({
    api,
    request,
  }) => {
    const plain = await createApiClient(api, `plain-${uniqueSuffix()}`);
    const admin = await createApiClient(api, `second-admin-${uniqueSuffix()}`, true);
    const plainToken = (await tokenFor(request, plain.clientId, plain.clientSecret)).access_token;
    const adminToken = (await tokenFor(request, admin.clientId, admin.clientSecret)).access_token;
    await expectV2Failure(
      await request.get('/api/v2/infra/clients', { headers: bearer(plainToken) }),
      403,
      'FORBIDDEN',
    );
    await expectV2Failure(
      await request.post('/api/v2/infra/clients', { headers: bearer(plainToken), data: { name: 'x' } }),
      403,
      'FORBIDDEN',
    );
    await expectV2Failure(
      await request.post(`/api/v2/infra/clients/${plain.clientId}/reset-tokens`, {
        headers: bearer(plainToken),
      }),
      403,
      'FORBIDDEN',
    );
    expect((await request.get('/api/v2/infra/clients', { headers: bearer(adminToken) })).status()).toBe(200);
  });

  test('client management rejects bad input', async ({ api, anonymous }) => {
    for (const data of [
      {},
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 5 },
      { name: 'ok', isAdmin: 'yes' },
    ])
      await expectV2Failure(await api.post('/api/v2/infra/clients', { data }), 400, 'VALIDATION_ERROR');
    await expectV2Failure(
      await api.post('/api/v2/infra/clients', {
        headers: { 'Content-Type': 'application/json' },
        data: Buffer.from('{"name":'),
      }),
      400,
      'MALFORMED_BODY',
    );
    const unknown = await expectV2Failure(
      await api.post('/api/v2/infra/clients/no-such-client/reset-tokens'),
      404,
      'NOT_FOUND',
    );
    expect(unknown.errors[0]).toMatch(/^clientId: /);
    await expectV2Failure(await anonymous.get('/api/v2/infra/clients'), 401, 'UNAUTHORIZED');
  });
});

test.describe('v2 OpenAPI', () => {
  test('the document describes the content, B2B, stores and infra paths, extensions marked', async ({
    anonymous,
  }) => {
    const doc = await (await anonymous.get('/api/openapi.json')).json();
    const extensions = [
      ['get', '/api/v2/content/feed/all'],
      ['get', '/api/v2/commerce/b2b/{companyId}'],
      ['get', '/api/v2/commerce/b2b/{companyId}/quotes'],
      ['put', '/api/v2/infra/config'],
      ['get', '/api/v2/infra/clients'],
      ['post', '/api/v2/infra/clients'],
      ['post', '/api/v2/infra/clients/{clientId}/reset-tokens'],
    ];
    const contract = [
      ['get', '/api/v2/content/nav'],
      ['get', '/api/v2/content/feed'],
      ['get', '/api/v2/content/redirects'],
      ['get', '/api/v2/content/masterdata/{id}'],
      ['get', '/api/v2/content/microsite/all'],
      ['get', '/api/v2/commerce/b2b/companies'],
      ['post', '/api/v2/commerce/b2b/create'],
      ['put', '/api/v2/commerce/b2b/{companyId}/update'],
      ['post', '/api/v2/commerce/b2b/quote/save'],
      ['get', '/api/v2/stores/all'],
      ['post', '/api/v2/stores/{postCode}'],
      ['get', '/api/v2/infra/cache/clear'],
      ['get', '/api/v2/infra/config'],
    ];
    for (const [method, path] of [...contract, ...extensions]) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.security.length, `${method} ${path} needs a token`).toBeGreaterThan(0);
      expect(!!op['x-extension'], `${method} ${path} extension flag`).toBe(
        extensions.some(([m, p]) => m === method && p === path),
      );
    }
    for (const id of [
      'NavItem',
      'Feed',
      'RedirectRule',
      'MasterDataItem',
      'Microsite',
      'CompanyRegistration',
      'Address',
      'Quotation',
      'Store',
      'StoreSettings',
    ])
      expect(doc.components.schemas[id], id).toBeDefined();
  });
});
