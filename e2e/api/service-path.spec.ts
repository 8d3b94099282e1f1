import { clientId, clientSecret, expect, test } from '../support/api';

/**
 * The service's own path (issue 37, server/): /api, /oAuth and /media are answered by the server's
 * router, not by Next, with the same security headers as before (lib/security/static-headers.mjs),
 * HEAD and OPTIONS as Next answered them, and next-auth's /api/auth left to Next. Plain fetch, not the
 * contract-checked context: OPTIONS, HEAD and 405 are no operations of the document.
 */
const base = () => `http://127.0.0.1:${process.env.TEST_PORT}`;
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function expectSecurityHeaders(res: Response, csp: string | RegExp) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
  if (typeof csp === 'string') expect(res.headers.get('content-security-policy')).toBe(csp);
  else expect(res.headers.get('content-security-policy')).toMatch(csp);
}

async function token(): Promise<string> {
  const res = await fetch(`${base()}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: clientId(), client_secret: clientSecret(), grant_type: 'client_credentials' }),
  });
  expect(res.status).toBe(200);
  expectSecurityHeaders(res, API_CSP);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()).access_token;
}

test.describe('the service answered outside Next', () => {
  test('every kind of service answer carries the security headers: success, refusal, unknown path, media', async () => {
    const auth = { Authorization: `Bearer ${await token()}` };
    const answers = [
      await fetch(`${base()}/api/health`),
      await fetch(`${base()}/API/V1/Category`, { headers: auth }),
      await fetch(`${base()}/api/v2/content/nav`),
      await fetch(`${base()}/api/no/such/thing`, { headers: auth }),
      await fetch(`${base()}/api/v1/category/%ZZ`, { headers: auth }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 404, 400]);
    for (const res of answers) {
      expectSecurityHeaders(res, API_CSP);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const media = await fetch(`${base()}/media/demo/lamp.svg`);
    expect(media.status).toBe(200);
    expectSecurityHeaders(media, /sandbox/);
    expect(media.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('HEAD answers like GET without a body, OPTIONS lists the methods, a method a route lacks is 405', async () => {
    const head = await fetch(`${base()}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const options = await fetch(`${base()}/api/v1/category`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
    const patch = await fetch(`${base()}/api/v1/category`, { method: 'PATCH' });
    expect(patch.status).toBe(405);
  });

  test("next-auth stays Next's, pages keep their nonce CSP and the sign-in redirect", async () => {
    const session = await fetch(`${base()}/api/auth/session`);
    expect(session.status).toBe(200);
    expect(session.headers.get('content-type')).toContain('application/json');
    const page = await fetch(`${base()}/catalogue/products`, { redirect: 'manual' });
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toContain('/login');
    const login = await fetch(`${base()}/login`);
    expect(login.status).toBe(200);
    expectSecurityHeaders(login, /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  });
});
