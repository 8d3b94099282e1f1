import type { APIRequestContext, APIResponse } from '@playwright/test';
import { z } from 'zod';
import { apiClientSchema } from '@/lib/api/schemas/api-clients';
import { CLIENT_SECRET_LIMITS } from '@/lib/security/rate-limit-policy';
import { expect, expectV1Failure, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { bearer, expectV2Success, tokenFor } from '../support/v2';

/**
 * Issue 14: brute force on client secrets and API floods are refused with 429 and Retry-After. Every
 * test uses API clients of its own, so the limits never touch the rest of the suite.
 */

const created = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
  rateLimitPerMinute: z.number().nullable(),
});

async function newClient(api: APIRequestContext, data: Record<string, unknown> = {}) {
  return expectV2Success(
    await api.post('/api/v2/infra/clients', { data: { name: `limits-${uniqueSuffix()}`, ...data } }),
    created.passthrough(),
  );
}

function retryAfter(res: APIResponse): number {
  const value = Number(res.headers()['retry-after']);
  expect(Number.isInteger(value), `Retry-After: ${res.headers()['retry-after']}`).toBe(true);
  return value;
}

test.describe('rate limits', () => {
  test('wrong client secrets lock the client id out at that address with 429 and Retry-After, even for the right secret', async ({
    api,
    request,
  }) => {
    const client = await newClient(api);
    const attempt = (secret: string) =>
      request.post('/oAuth/Token', {
        form: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: secret },
      });
    for (let i = 1; i < CLIENT_SECRET_LIMITS.perClientAtAddress; i++) {
      const res = await attempt(`wrong-${i}`);
      expect(res.status(), `attempt ${i}`).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'invalid_client' });
    }
    // The failure that reaches the limit already answers 429: the caller is told to stop.
    const locked = await attempt('wrong-last');
    expect(locked.status()).toBe(429);
    expect(await locked.json()).toEqual({ error: 'temporarily_unavailable', error_description: expect.stringMatching(/try again in \d+ s/) });
    const wait = retryAfter(locked);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(CLIENT_SECRET_LIMITS.lockSeconds);

    // The right secret does not open the lock.
    const right = await attempt(client.clientSecret);
    expect(right.status()).toBe(429);
    retryAfter(right);
    // Nor do Basic credentials on an API call: 429 in the endpoint's wrapper.
    const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
    const viaBasic = await request.get('/api/v2/content/redirects', { headers: { Authorization: `Basic ${basic}` } });
    await expectV2Failure(viaBasic, 429, 'RATE_LIMITED');
    retryAfter(viaBasic);

    // The lock is per client id: another client from the same address still gets its token.
    const other = await newClient(api);
    await tokenFor(request, other.clientId, other.clientSecret);
  });

  test('a client over its calls-a-minute budget gets 429 RATE_LIMITED with Retry-After in v1 and v2 wrappers', async ({
    api,
    request,
  }) => {
    const client = await newClient(api, { rateLimitPerMinute: 3 });
    expect(client.rateLimitPerMinute).toBe(3);
    const listed = await expectV2Success(await api.get('/api/v2/infra/clients'), z.array(apiClientSchema.strict()));
    expect(listed.find((c) => c.clientId === client.clientId)?.rateLimitPerMinute).toBe(3);

    const { access_token } = await tokenFor(request, client.clientId, client.clientSecret);
    const auth = { headers: bearer(access_token) };
    for (let i = 0; i < 3; i++) expect((await request.get('/api/v2/content/redirects', auth)).status()).toBe(200);

    const v2 = await request.get('/api/v2/content/redirects', auth);
    const body = await expectV2Failure(v2, 429, 'RATE_LIMITED');
    expect(body.errors.join(' ')).toContain('3 calls a minute');
    expect(retryAfter(v2)).toBeGreaterThan(0);
    expect(retryAfter(v2)).toBeLessThanOrEqual(60);

    const v1 = await request.get('/api/v1/category', auth);
    await expectV1Failure(v1, 429, 'RATE_LIMITED');
    retryAfter(v1);

    // The budget is the client's own: the suite's client is not throttled.
    expect((await api.get('/api/v2/content/redirects')).status()).toBe(200);
  });

  test('a budget that is not a positive whole number is refused with a field error', async ({ api }) => {
    for (const rateLimitPerMinute of [0, -5, 2.5, 'many']) {
      const body = await expectV2Failure(
        await api.post('/api/v2/infra/clients', { data: { name: `bad-${uniqueSuffix()}`, rateLimitPerMinute } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.errors.join(' ')).toMatch(/^rateLimitPerMinute: /);
    }
  });

  test('RATE_LIMITED and the 429 answers are in the OpenAPI document', async ({ request }) => {
    const doc = await (await request.get('/api/openapi.json')).json();
    expect(doc.info.description).toContain('RATE_LIMITED');
    expect(doc.paths['/oAuth/Token'].post.responses['429'].headers['Retry-After']).toBeTruthy();
    expect(doc.paths['/api/v2/content/redirects'].get.responses['429'].headers['Retry-After']).toBeTruthy();
  });
});
