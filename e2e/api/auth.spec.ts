import { clientId, clientSecret, expect, expectV1Failure, fetchToken, test } from '../support/api';

test.describe('OAuth token endpoint', () => {
  test('client credentials grant returns a bearer token for a day', async ({ request }) => {
    const token = await fetchToken(request);
    expect(token.token_type).toBe('bearer');
    expect(token.expires_in).toBe(86400);
    expect(token.access_token.length).toBeGreaterThan(30);
    expect(token.refresh_token).not.toBe(token.access_token);
  });

  test('wrong secret, unknown client, missing field and wrong grant type are RFC 6749 errors', async ({ request }) => {
    const cases: { form: Record<string, string>; status: number; error: string }[] = [
      { form: { client_id: clientId(), client_secret: 'wrong', grant_type: 'client_credentials' }, status: 401, error: 'invalid_client' },
      { form: { client_id: 'nobody', client_secret: 'x', grant_type: 'client_credentials' }, status: 401, error: 'invalid_client' },
      { form: { client_id: clientId(), grant_type: 'client_credentials' }, status: 400, error: 'invalid_request' },
      { form: { client_id: clientId(), client_secret: clientSecret() }, status: 400, error: 'invalid_request' },
      { form: { client_id: clientId(), client_secret: clientSecret(), grant_type: 'password' }, status: 400, error: 'unsupported_grant_type' },
      { form: { client_id: clientId(), client_secret: clientSecret(), grant_type: 'refresh_token', refresh_token: 'not-a-token' }, status: 400, error: 'invalid_grant' },
      // A refresh authenticates the client like a first token (e2e/api/oauth-refresh.spec.ts).
      { form: { grant_type: 'refresh_token', refresh_token: 'not-a-token' }, status: 401, error: 'invalid_client' },
    ];
    for (const c of cases) {
      const res = await request.post('/oAuth/Token', { form: c.form });
      expect(res.status(), JSON.stringify(c.form)).toBe(c.status);
      const body = await res.json();
      expect(body.error).toBe(c.error);
      expect(body.error_description.length).toBeGreaterThan(0);
      expect(JSON.stringify(body)).not.toContain(clientSecret());
    }
    // A JSON body means the same parameters (the vendor's clients send one; e2e/api/interface-tolerance.spec.ts).
    const json = await request.post('/oAuth/Token', { data: { client_id: clientId(), client_secret: 'wrong', grant_type: 'client_credentials' } });
    expect(json.status()).toBe(401);
    expect((await json.json()).error).toBe('invalid_client');
  });

  test('a refresh token yields a new pair once and the old one stops working', async ({ request }) => {
    const first = await fetchToken(request);
    const refresh = (refreshToken: string) =>
      request.post('/oAuth/Token', {
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId(), client_secret: clientSecret() },
      });
    const refreshed = await refresh(first.refresh_token);
    expect(refreshed.status()).toBe(200);
    const second = await refreshed.json();
    expect(second.access_token).not.toBe(first.access_token);
    const again = await refresh(first.refresh_token);
    expect(again.status()).toBe(400);
    expect((await again.json()).error).toBe('invalid_grant');
    const oldUse = await request.get('/api/v1/category', { headers: { Authorization: `Bearer ${first.access_token}` } });
    await expectV1Failure(oldUse, 401, 'UNAUTHORIZED');
    const newUse = await request.get('/api/v1/category', { headers: { Authorization: `Bearer ${second.access_token}` } });
    expect(newUse.status()).toBe(200);
  });
});

test.describe('API authentication', () => {
  test('missing, malformed and unknown tokens get 401 in the v1 wrapper', async ({ request }) => {
    for (const headers of [{} as Record<string, string>, { Authorization: 'Bearer' }, { Authorization: 'Bearer not-a-token' }, { Authorization: 'Basic Zm9vOmJhcg==' }]) {
      const res = await request.get('/api/v1/category', { headers });
      const body = await expectV1Failure(res, 401, 'UNAUTHORIZED');
      expect(res.headers()['www-authenticate']).toContain('Bearer');
      expect(body.status).toBe('Unauthorized');
    }
  });

  test('bearer, bare token and Basic credentials are all accepted', async ({ request }) => {
    const { access_token } = await fetchToken(request);
    const basic = Buffer.from(`${clientId()}:${clientSecret()}`).toString('base64');
    for (const authorization of [`Bearer ${access_token}`, access_token, `Basic ${basic}`]) {
      const res = await request.get('/api/v1/category', { headers: { Authorization: authorization } });
      expect(res.status(), authorization.slice(0, 12)).toBe(200);
    }
  });
});
