import { SIGN_IN_LIMITS } from '@/lib/security/rate-limit-policy';
import { LoginPage } from '../support/pages/login-page';
import { expect, signIn, test, uniqueSuffix } from '../support/back-office';

/**
 * Issue 14: sign-in resists brute force, pages refuse with real status codes, and every kind of
 * answer carries the security headers.
 */
test.describe('sign-in limits', () => {
  test('after repeated failures the sign-in page says how long to wait, never which field was wrong', async ({
    page,
  }) => {
    test.setTimeout(120_000); // six sign-ins, each seconds long on a busy test machine
    // An email of its own: the limit is per email typed, known or not, so no other spec's account is slowed.
    const email = `nobody-${uniqueSuffix().toLowerCase()}@demo.local`;
    const login = new LoginPage(page);
    await login.goto();
    // Each attempt waits for the server's answer, and then for the page to apply it: React resets the
    // form (the password empties) when the action's result is rendered. The answer alone came before
    // that, and the next attempt's password, typed meanwhile, was wiped by the reset (an attempt with
    // no password; the repeated "not right" message could not tell the two attempts apart).
    const attempt = async (password: string) => {
      const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login');
      await login.signIn(email, password);
      await answered;
      await expect(login.password()).toHaveValue('', { timeout: 30_000 });
    };
    const timeout = 30_000; // hashing takes seconds when the test machine is busy
    for (let i = 1; i < SIGN_IN_LIMITS.accountAtAddress.delayAfter; i++) {
      await attempt(`wrong-${i}`);
      await expect(login.error()).toHaveText('The email or password is not right.', { timeout });
    }
    await attempt('wrong-again');
    const wait = /^Too many failed sign-ins\. Wait \d+ seconds?, then try again\.$/;
    await expect(login.error()).toHaveText(wait, { timeout });
    // Another attempt answers with a wait too: refused unchecked within the wait, or a failure that doubles it.
    await attempt('another-guess');
    await expect(login.error()).toHaveText(wait, { timeout });
    await expect(login.email()).toHaveValue(email);
  });
});

test.describe('status codes and headers', () => {
  test('a page of another role is HTTP 403 with the reason, an unknown page 404', async ({ page }) => {
    await signIn(page, 'b2b');
    const refused = await page.request.get('/catalogue/categories');
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('Your role does not include this area');
    const allowed = await page.request.get('/b2b/companies');
    expect(allowed.status()).toBe(200);
    const unknown = await page.request.get(`/no-such-page-${uniqueSuffix()}`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
  });

  test('pages carry a nonce CSP without inline scripts; API answers and /docs their own strict one', async ({
    page,
    api,
  }) => {
    const common = (headers: Record<string, string>) => {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      return headers['content-security-policy'];
    };

    const first = await page.goto('/login');
    const csp = common(first!.headers());
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // A fresh nonce for every request, and the page's scripts carry it (so the form still works).
    const second = common((await page.request.get('/login')).headers());
    expect(second).not.toBe(csp);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const scripts = page.locator('script');
    expect(await scripts.count()).toBeGreaterThan(0);
    for (const n of await scripts.evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce)))
      expect(n).toBe(nonce);

    const apiCsp = common((await api.get('/api/v2/content/redirects')).headers());
    expect(apiCsp).toContain("default-src 'none'");
    const docs = await page.request.get('/docs');
    expect(docs.status()).toBe(200);
    expect(common(docs.headers())).toContain("script-src 'none'");
    const media = await page.request.get('/media/no-such-file.png');
    expect(common(media.headers())).toContain('sandbox');
  });
});

test.describe('Content-Security-Policy violations', () => {
  // Every UI test fails on a violation (the cspViolations fixture); this one shows the collector sees
  // one, and takes it so that the test itself passes.
  test('an injected inline handler is refused, and the browser suite notices', async ({ page, cspViolations }) => {
    await page.goto('/login');
    // Script the page's nonce does not cover: an event handler attribute.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Injected';
      button.setAttribute('onclick', 'document.body.dataset.injected = "ran"');
      document.body.append(button);
    });
    await page.getByRole('button', { name: 'Injected' }).click();
    const seen: ReturnType<typeof cspViolations.take> = [];
    await expect.poll(() => seen.push(...cspViolations.take())).toBe(1);
    expect(seen[0]).toMatchObject({ blockedURI: 'inline', violatedDirective: 'script-src-attr' });
    expect(new URL(seen[0].documentURI).pathname).toBe('/login');
    await expect(page.locator('body')).not.toHaveAttribute('data-injected');
  });
});
