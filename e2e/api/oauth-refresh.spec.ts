import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test, uniqueSuffix } from '../support/api';
import { bearer, createApiClient, expectV2Success, tokenFor } from '../support/v2';

/**
 * Issue 32: the refresh_token grant authenticates the client (RFC 6749 §6), a refresh token renews
 * only for the client it was issued to, and rotating the secret, resetting the tokens or disabling
 * the client ends every refresh token it holds. Each test uses API clients of its own.
 */

type Credentials = { clientId: string; clientSecret: string };

const basicOf = ({ clientId, clientSecret }: Credentials) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

function refresh(request: APIRequestContext, refreshToken: string, how: { body?: Credentials; basic?: Credentials } = {}) {
  return request.post('/oAuth/Token', {
    form: {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...(how.body ? { client_id: how.body.clientId, client_secret: how.body.clientSecret } : {}),
    },
    headers: how.basic ? { Authorization: basicOf(how.basic) } : {},
  });
}

async function expectOAuthError(res: APIResponse, status: number, error: string) {
  expect(res.status(), await res.text()).toBe(status);
  expect(await res.json()).toEqual({ error, error_description: expect.any(String) });
  expect(res.headers()['cache-control']).toBe('no-store');
  if (status === 401) expect(res.headers()['www-authenticate']).toMatch(/^Basic realm="[^"]+"/);
}

async function expectPair(res: APIResponse) {
  expect(res.status(), await res.text()).toBe(200);
  const pair = await res.json();
  expect(pair).toMatchObject({ token_type: 'bearer', expires_in: 86400, access_token: expect.any(String), refresh_token: expect.any(String) });
  return pair as { access_token: string; refresh_token: string; refresh_token_expires_in: number };
}

test.describe('OAuth refresh_token grant', () => {
  test('a refresh without client credentials, with a wrong secret or with another client\'s credentials is 401 invalid_client and leaves the token to its owner', async ({
    api,
    request,
  }) => {
    const owner = await createApiClient(api, `refresh-owner-${uniqueSuffix()}`);
    const stranger = await createApiClient(api, `refresh-stranger-${uniqueSuffix()}`);
    const pair = await tokenFor(request, owner.clientId, owner.clientSecret);

    await expectOAuthError(await refresh(request, pair.refresh_token), 401, 'invalid_client');
    await expectOAuthError(
      await refresh(request, pair.refresh_token, { body: { clientId: owner.clientId, clientSecret: 'not-the-secret' } }),
      401,
      'invalid_client',
    );
    await expectOAuthError(await refresh(request, pair.refresh_token, { basic: stranger }), 401, 'invalid_client');
    await expectOAuthError(await refresh(request, pair.refresh_token, { body: stranger }), 401, 'invalid_client');

    // None of those used the token up: its owner renews it, with HTTP Basic …
    const renewed = await expectPair(await refresh(request, pair.refresh_token, { basic: owner }));
    expect((await request.get('/api/v2/content/redirects', { headers: bearer(renewed.access_token) })).status()).toBe(200);
    // … or in the body; the renewed token was used once and is gone.
    await expectPair(await refresh(request, renewed.refresh_token, { body: owner }));
    await expectOAuthError(await refresh(request, renewed.refresh_token, { body: owner }), 400, 'invalid_grant');
  });

  test('after rotate-secret the old refresh tokens renew nothing, with the new secret or the old', async ({ api, request }) => {
    const shop = await createApiClient(api, `refresh-rotate-${uniqueSuffix()}`);
    const pair = await tokenFor(request, shop.clientId, shop.clientSecret);
    const rotated = await expectV2Success(await api.post(`/api/v2/infra/clients/${shop.clientId}/rotate-secret`));
    const current = { clientId: shop.clientId, clientSecret: (rotated as Credentials).clientSecret };

    await expectOAuthError(await refresh(request, pair.refresh_token, { body: current }), 400, 'invalid_grant');
    await expectOAuthError(await refresh(request, pair.refresh_token, { body: shop }), 401, 'invalid_client');
    await expectOAuthError(await refresh(request, pair.refresh_token), 401, 'invalid_client');
    // The access token lives on until it expires (reset-tokens ends it); a new pair renews as usual.
    expect((await request.get('/api/v2/content/redirects', { headers: bearer(pair.access_token) })).status()).toBe(200);
    const fresh = await tokenFor(request, current.clientId, current.clientSecret);
    await expectPair(await refresh(request, fresh.refresh_token, { body: current }));
  });

  test('reset-tokens ends refresh tokens too', async ({ api, request }) => {
    const shop = await createApiClient(api, `refresh-reset-${uniqueSuffix()}`);
    const pair = await tokenFor(request, shop.clientId, shop.clientSecret);
    await expectV2Success(await api.post(`/api/v2/infra/clients/${shop.clientId}/reset-tokens`));
    await expectOAuthError(await refresh(request, pair.refresh_token, { body: shop }), 400, 'invalid_grant');
  });

  test('refresh tokens live as long as SecuritySettings.RefreshTokenLifetimeDays says, 30 days by default', async ({
    api,
    request,
  }) => {
    const shop = await createApiClient(api, `refresh-lifetime-${uniqueSuffix()}`);
    const day = 24 * 60 * 60;
    const setLifetime = async (days: string) =>
      expectV2Success(await api.put('/api/v2/infra/config', { data: { key: 'SecuritySettings.RefreshTokenLifetimeDays', value: days } }));
    const config = await expectV2Success(await api.get('/api/v2/infra/config'));
    const security = (config as { configSettings: { configType: string; configKeys: { key: string; value: string }[] }[] }).configSettings.find(
      (g) => g.configType === 'SecuritySettings',
    );
    expect(security?.configKeys).toContainEqual({ key: 'SecuritySettings.RefreshTokenLifetimeDays', value: '30' });
    const first = await tokenFor(request, shop.clientId, shop.clientSecret);
    expect((first as { refresh_token_expires_in?: number }).refresh_token_expires_in).toBe(30 * day);
    try {
      await setLifetime('7');
      // The next request already sees it, for a first token and for a renewal.
      const second = await expectPair(
        await request.post('/oAuth/Token', { form: { grant_type: 'client_credentials', client_id: shop.clientId, client_secret: shop.clientSecret } }),
      );
      expect(second.refresh_token_expires_in).toBe(7 * day);
      const renewed = await expectPair(await refresh(request, second.refresh_token, { basic: shop }));
      expect(renewed.refresh_token_expires_in).toBe(7 * day);
    } finally {
      await setLifetime('30');
    }
  });

  test('a GET of the token endpoint is 405 with Allow: POST and a JSON error', async ({ request }) => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await request.fetch('/oAuth/Token', { method });
      expect(res.status(), method).toBe(405);
      expect(res.headers()['allow']).toBe('POST');
      expect(res.headers()['content-type']).toContain('application/json');
      expect(await res.json()).toEqual({ error: 'invalid_request', error_description: expect.stringContaining('POST') });
    }
  });

  test('a wrong secret sent with HTTP Basic is 401 invalid_client with a Basic challenge', async ({ api, request }) => {
    const shop = await createApiClient(api, `refresh-basic-${uniqueSuffix()}`);
    const res = await request.post('/oAuth/Token', {
      form: { grant_type: 'client_credentials' },
      headers: { Authorization: basicOf({ clientId: shop.clientId, clientSecret: 'wrong' }) },
    });
    await expectOAuthError(res, 401, 'invalid_client');
  });
});
