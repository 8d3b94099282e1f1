import { z } from 'zod';
import { apiClientListSchema, apiClientSchema, apiClientSecretSchema } from '@/lib/api/schemas/api-clients';
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
      form: { grant_type: 'refresh_token', refresh_token: token.refresh_token, client_id: created.clientId, client_secret: created.clientSecret },
    });
    expect([refresh.status(), (await refresh.json()).error]).toEqual([400, 'invalid_grant']);
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

const basic = (id: string, secret: string) => ({ Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });

test.describe('v2 infra: managing API clients', () => {
  test('a disabled client is refused at once with its token, its secret and Basic; enabling lets it back in', async ({ api, request }) => {
    const shop = await createApiClient(api, `disable-${uniqueSuffix()}`);
    const token = await tokenFor(request, shop.clientId, shop.clientSecret);
    const call = (headers: Record<string, string>) => request.get('/api/v2/content/redirects', { headers });
    expect((await call(basic(shop.clientId, shop.clientSecret))).status()).toBe(200); // remembered briefly
    expect((await call(bearer(token.access_token))).status()).toBe(200);

    const disabled = await expectV2Success(await api.post(`/api/v2/infra/clients/${shop.clientId}/disable`), apiClientSchema.strict());
    expect(disabled).toMatchObject({ clientId: shop.clientId, disabled: true });
    expect(disabled.lastUsedAt).not.toBeNull();
    await expectV2Failure(await call(bearer(token.access_token)), 401, 'UNAUTHORIZED');
    await expectV2Failure(await call(basic(shop.clientId, shop.clientSecret)), 401, 'UNAUTHORIZED');
    const refused = await request.post('/oAuth/Token', {
      form: { client_id: shop.clientId, client_secret: shop.clientSecret, grant_type: 'client_credentials' },
    });
    expect([refused.status(), (await refused.json()).error]).toEqual([401, 'invalid_client']);
    const refresh = () =>
      request.post('/oAuth/Token', {
        form: { grant_type: 'refresh_token', refresh_token: token.refresh_token, client_id: shop.clientId, client_secret: shop.clientSecret },
      });
    // Disabled, the client cannot authenticate at all.
    expect([(await refresh()).status(), (await (await refresh()).json()).error]).toEqual([401, 'invalid_client']);

    await expectV2Success(await api.post(`/api/v2/infra/clients/${shop.clientId}/enable`));
    expect((await call(bearer(token.access_token))).status()).toBe(200);
    // Enabled again, what it held when disabled cannot be renewed: its refresh tokens were revoked.
    const renewed = await refresh();
    expect([renewed.status(), (await renewed.json()).error]).toEqual([400, 'invalid_grant']);
    const after = await expectV2Success(await api.get('/api/v2/infra/clients/search', { params: { search: shop.clientId } }), apiClientListSchema);
    expect(after.results.map((c) => [c.clientId, c.disabled])).toEqual([[shop.clientId, false]]);
  });

  test('a new secret is shown once and the old one stops working; a deleted client is gone with its tokens', async ({ api, request }) => {
    const shop = await createApiClient(api, `rotate-${uniqueSuffix()}`);
    const token = await tokenFor(request, shop.clientId, shop.clientSecret);
    const rotated = await expectV2Success(await api.post(`/api/v2/infra/clients/${shop.clientId}/rotate-secret`), apiClientSecretSchema.strict());
    expect(rotated.clientSecret).not.toBe(shop.clientSecret);
    const old = await request.post('/oAuth/Token', {
      form: { client_id: shop.clientId, client_secret: shop.clientSecret, grant_type: 'client_credentials' },
    });
    expect(old.status()).toBe(401);
    await tokenFor(request, shop.clientId, rotated.clientSecret);
    const listed = await api.get('/api/v2/infra/clients/search', { params: { search: shop.clientId } });
    expect(await listed.text()).not.toContain(rotated.clientSecret);
    expect((await expectV2Success(listed, apiClientListSchema)).results[0].secretRotatedAt).not.toBeNull();

    expect(await expectV2Success(await api.delete(`/api/v2/infra/clients/${shop.clientId}`))).toEqual({ clientId: shop.clientId, deleted: true });
    await expectV2Failure(await request.get('/api/v2/content/redirects', { headers: bearer(token.access_token) }), 401, 'UNAUTHORIZED');
    const gone = await expectV2Success(await api.get('/api/v2/infra/clients/search', { params: { search: shop.clientId } }), apiClientListSchema);
    expect(gone.total).toBe(0);
    await expectV2Failure(await api.delete(`/api/v2/infra/clients/${shop.clientId}`), 404, 'NOT_FOUND');
  });

  test('the list searches and pages; the client the caller uses cannot be disabled or deleted', async ({ api }) => {
    const tag = uniqueSuffix().toLowerCase();
    for (const n of [1, 2, 3]) await createApiClient(api, `Paging ${tag} ${n}`);
    const first = await expectV2Success(await api.get('/api/v2/infra/clients/search', { params: { search: tag.toUpperCase(), pageSize: 2 } }), apiClientListSchema);
    expect([first.total, first.pages, first.results.map((c) => c.name)]).toEqual([3, 2, [`Paging ${tag} 3`, `Paging ${tag} 2`]]);
    const second = await expectV2Success(await api.get('/api/v2/infra/clients/search', { params: { search: tag, pageSize: 2, page: 2 } }), apiClientListSchema);
    expect(second.results.map((c) => c.name)).toEqual([`Paging ${tag} 1`]);
    await expectV2Failure(await api.get('/api/v2/infra/clients/search', { params: { pageSize: 0 } }), 400, 'VALIDATION_ERROR');

    await expectV2Failure(await api.post(`/api/v2/infra/clients/${clientId()}/disable`), 409, 'CONFLICT');
    await expectV2Failure(await api.delete(`/api/v2/infra/clients/${clientId()}`), 409, 'CONFLICT');
    await expectV2Failure(await api.post('/api/v2/infra/clients/no-such-client/disable'), 404, 'NOT_FOUND');
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
      ['get', '/api/v2/infra/clients/search'],
      ['post', '/api/v2/infra/clients/{clientId}/disable'],
      ['post', '/api/v2/infra/clients/{clientId}/enable'],
      ['post', '/api/v2/infra/clients/{clientId}/rotate-secret'],
      ['delete', '/api/v2/infra/clients/{clientId}'],
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
