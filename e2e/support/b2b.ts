import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { companyDetailSchema, companyListItemSchema } from '@/lib/api/schemas/b2b';
import { uniqueSuffix } from './api';
import { expectV2Success } from './v2';

/** A valid registration body with unique company name and email. */
export function registration(overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix().toLowerCase();
  return {
    companyName: `Test Trading ${suffix} Ltd`,
    email: `buyer.${suffix}@test-trading.example`,
    password: `pw-${suffix}-long`,
    firstName: 'Pat',
    lastName: 'Buyer',
    title: 'Mx',
    telephone: '01632 960123',
    businessType: 'RETAIL',
    registeredNumber: '01234567',
    newsLetterSubscribed: true,
    address: { address1: '1 Test Street', city: 'Leeds', postCode: 'ls1 5at', countryCode: 'gb' },
    ...overrides,
  };
}

export const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Pat',
  lastName: 'Buyer',
  address1: '10 Quote Lane',
  city: 'York',
  postCode: 'YO1 9QL',
  countryCode: 'GB',
  ...overrides,
});

/** The companies whose name contains `name` (the list's search extension). */
export async function findCompanies(api: APIRequestContext, name: string) {
  const res = await api.get(`/api/v2/commerce/b2b/companies?search=${encodeURIComponent(name)}`);
  return expectV2Success(res, z.array(companyListItemSchema));
}

export async function companyDetail(api: APIRequestContext, id: string) {
  return expectV2Success(await api.get(`/api/v2/commerce/b2b/${id}`), companyDetailSchema);
}

/** Registers a company and returns its detail (found through the Location header). */
export async function registerCompany(api: APIRequestContext, body = registration()) {
  const res = await api.post('/api/v2/commerce/b2b/create', { data: body });
  expect200True(await expectV2Success(res));
  const location = res.headers()['location'];
  return { body, detail: await companyDetail(api, location.split('/').pop()!) };
}

function expect200True(result: unknown) {
  if (result !== true) throw new Error(`expected result true, got ${JSON.stringify(result)}`);
}
