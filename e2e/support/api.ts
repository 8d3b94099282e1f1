import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { installContractCheck } from './contract';

export { expect };

// Every answer a request context of this worker receives is checked against the OpenAPI document.
installContractCheck();

/** Credentials the harness provisioned through CATALOGUE_CLIENT_ID / CATALOGUE_CLIENT_SECRET. */
export const clientId = () => process.env.TEST_CLIENT_ID!;
export const clientSecret = () => process.env.TEST_CLIENT_SECRET!;

export async function fetchToken(request: APIRequestContext) {
  const res = await request.post('/oAuth/Token', {
    form: { client_id: clientId(), client_secret: clientSecret(), grant_type: 'client_credentials' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string; expires_in: number; token_type: string };
}

let workerToken: string | undefined;

/**
 * `api`: a request context that sends a valid bearer token (one token per worker).
 * `anonymous`: the plain context, for authentication tests.
 */
export const test = base.extend<{ api: APIRequestContext; anonymous: APIRequestContext }>({
  api: async ({ playwright, baseURL }, use) => {
    if (!workerToken) {
      const ctx = await playwright.request.newContext({ baseURL });
      workerToken = (await fetchToken(ctx)).access_token;
      await ctx.dispose();
    }
    const ctx = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${workerToken}` },
    });
    await use(ctx);
    await ctx.dispose();
  },
  anonymous: async ({ request }, use) => {
    await use(request);
  },
});

/** Asserts a v1 Wrapper B/A failure and returns its body. */
export async function expectV1Failure(res: APIResponse, status: number, messageCode?: string) {
  expect(res.status(), await res.text()).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ statusCode: status, result: null });
  expect(typeof body.status).toBe('string');
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  if (messageCode) expect(body.messageCode).toBe(messageCode);
  return body;
}

/** Asserts a mutation result C failure and returns its body. */
export async function expectMutationFailure(res: APIResponse, status: number, messageCode?: string) {
  expect(res.status(), await res.text()).toBe(status);
  const body = await res.json();
  expect(body.isValid).toBe(false);
  expect(Array.isArray(body.errors)).toBe(true);
  expect(body.errors.length).toBeGreaterThan(0);
  if (messageCode) expect(body.messageCode).toBe(messageCode);
  return body;
}

/** Asserts a v2 Wrapper D failure and returns its body. */
export async function expectV2Failure(res: APIResponse, status: number, messageCode?: string) {
  expect(res.status(), await res.text()).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ statusCode: status, success: false, result: null });
  expect(body.errors.length).toBeGreaterThan(0);
  if (messageCode) expect(body.messageCode).toBe(messageCode);
  return body;
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();
