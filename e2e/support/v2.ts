import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { z } from 'zod';
import { wrapperDSchema } from '@/lib/api/schemas/wrappers';
import { expect } from './api';

const WRAPPER_D_KEYS = ['errors', 'message', 'messageCode', 'result', 'status', 'statusCode', 'success'];

/**
 * Asserts a v2 success: HTTP 200 and exactly the fields of Wrapper D; parses `result` with the
 * service's own schema when given (field names and types) and returns it.
 */
export async function expectV2Success<T extends z.ZodType = z.ZodUnknown>(
  res: APIResponse,
  schema?: T,
): Promise<z.output<T>> {
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(WRAPPER_D_KEYS);
  expect(body).toMatchObject({ statusCode: 200, status: 'OK', errors: [], success: true, messageCode: 'OK' });
  if (!schema) return body.result;
  const parsed = wrapperDSchema(schema).safeParse(body);
  expect(parsed.error?.issues ?? [], 'result matches its schema').toEqual([]);
  return (parsed.data as unknown as { result: z.output<T> }).result;
}

/** An OAuth token for any client id and secret. */
export async function tokenFor(request: APIRequestContext, clientId: string, clientSecret: string) {
  const res = await request.post('/oAuth/Token', {
    form: { client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates an API client through the admin endpoint and returns its credentials. */
export async function createApiClient(api: APIRequestContext, name: string, isAdmin = false) {
  const res = await api.post('/api/v2/infra/clients', { data: { name, isAdmin } });
  return (await expectV2Success(res)) as {
    clientId: string;
    clientSecret: string;
    name: string;
    isAdmin: boolean;
  };
}
