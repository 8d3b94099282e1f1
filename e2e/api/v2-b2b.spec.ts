import { z } from 'zod';
import { companyListItemSchema } from '@/lib/api/schemas/b2b';
import { expect, expectV2Failure, test } from '../support/api';
import { companyDetail, findCompanies, registerCompany, registration } from '../support/b2b';
import { expectV2Success } from '../support/v2';

const B2B = '/api/v2/commerce/b2b';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

test.describe('v2 B2B: company list', () => {
  test('lists companies as {id, name}, searchable and pageable', async ({ api }) => {
    const all = await expectV2Success(
      await api.get(`${B2B}/companies`),
      z.array(companyListItemSchema.strict()),
    );
    expect(all.length).toBeGreaterThan(5);
    const term = all[0].name.split(' ')[0].toLowerCase();
    const found = await findCompanies(api, term);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.name.toLowerCase().includes(term))).toBe(true);

    const page1 = await api.get(`${B2B}/companies?page=1&pagesize=3`);
    const first = await expectV2Success(page1, z.array(companyListItemSchema));
    expect(first).toHaveLength(3);
    expect(Number(page1.headers()['x-total-count'])).toBeGreaterThanOrEqual(all.length);
    const second = await expectV2Success(
      await api.get(`${B2B}/companies?page=2&pagesize=3`),
      z.array(companyListItemSchema),
    );
    expect(second.map((c) => c.id)).not.toEqual(first.map((c) => c.id));
    // a wildcard typed by a user is literal text
    expect(await findCompanies(api, '%_%')).toEqual([]);
    for (const q of ['page=0&pagesize=3', 'pagesize=abc', 'pagesize=1001']) {
      await expectV2Failure(await api.get(`${B2B}/companies?${q}`), 400, 'VALIDATION_ERROR');
    }
  });
});

test.describe('v2 B2B: registration', () => {
  test('a company registers with its address and first user; the password never comes back', async ({
    api,
  }) => {
    const { body, detail } = await registerCompany(api);
    expect(detail).toMatchObject({
      name: body.companyName,
      businessType: 'RETAIL',
      registeredNumber: '01234567',
    });
    expect(detail.addresses).toHaveLength(1);
    expect(detail.addresses[0]).toMatchObject({
      address1: '1 Test Street',
      city: 'Leeds',
      postCode: 'LS1 5AT',
      countryCode: 'GB',
      country: 'United Kingdom',
      isDefault: true,
      isDefaultBilling: true,
      isDefaultDelivery: true,
      customerId: detail.id,
    });
    expect(detail.users).toHaveLength(1);
    expect(detail.users[0]).toMatchObject({
      email: body.email,
      username: body.email,
      firstName: 'Pat',
      lastName: 'Buyer',
      isPrimary: true,
      companyUserRole: '1',
      newsLetterSubscribed: true,
    });
    const text = JSON.stringify(await (await api.get(`${B2B}/${detail.id}`)).json());
    expect(text).not.toContain(body.password);
    expect(text).not.toMatch(/password|scrypt/i);
    expect((await findCompanies(api, body.companyName)).map((c) => c.id)).toEqual([detail.id]);
  });

  test('form-urlencoded bodies: dotted and bracketed nested fields, JSON fields, and a JSON body', async ({
    api,
  }) => {
    const a = registration();
    const form = {
      companyName: a.companyName,
      email: a.email,
      password: a.password,
      firstName: 'Form',
      lastName: 'Filler',
      'address.address1': '2 Form Road',
      'address[city]': 'Bristol',
      'address.postCode': 'BS1 3BX',
      'address[countryCode]': 'GB',
      companyUserRole: '2',
      newsLetterSubscribed: 'false',
      notifyBySMS: 'on',
      userSourceType: '3',
      dayOfBirth: '9',
      monthOfBirth: '11',
      yearOfBirth: '1990',
    };
    const res = await api.post(`${B2B}/create`, { form });
    expect(await expectV2Success(res)).toBe(true);
    const detail = await companyDetail(api, res.headers()['location'].split('/').pop()!);
    expect(detail.addresses[0]).toMatchObject({
      address1: '2 Form Road',
      city: 'Bristol',
      postCode: 'BS1 3BX',
    });
    expect(detail.users[0]).toMatchObject({
      companyUserRole: '2',
      notifyBySMS: true,
      newsLetterSubscribed: false,
      userSourceType: 3,
      birthDate: '1990-11-09',
    });

    const b = registration();
    const asJsonField = await api.post(`${B2B}/create`, {
      form: { ...b, newsLetterSubscribed: 'true', address: JSON.stringify(b.address) },
    });
    expect(await expectV2Success(asJsonField)).toBe(true);

    const c = registration();
    const jsonUnderForm = await api.post(`${B2B}/create`, {
      headers: FORM,
      data: Buffer.from(JSON.stringify(c)),
    });
    expect(await expectV2Success(jsonUnderForm)).toBe(true);
    expect(await findCompanies(api, c.companyName)).toHaveLength(1);
  });

  test('missing, ill-typed and invalid fields are named in a 400', async ({ api }) => {
    const missing = await expectV2Failure(
      await api.post(`${B2B}/create`, { data: {} }),
      400,
      'VALIDATION_ERROR',
    );
    // password is optional since the vendor automation node registers without one (issue 9).
    for (const field of ['companyName', 'email', 'firstName', 'lastName', 'address'])
      expect(
        missing.errors.some((e: string) => e.startsWith(`${field}: `)),
        field,
      ).toBe(true);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short' }, 'password: '],
      [{ email: 'not-an-email' }, 'email: '],
      [{ newsLetterSubscribed: 'maybe' }, 'newsLetterSubscribed: must be true or false'],
      [{ address: 'somewhere' }, 'address: '],
      [
        { address: { city: 'Leeds', postCode: 'LS1 5AT', countryCode: 'GB' } },
        'address.address1: is required',
      ],
      [
        { address: { address1: 'x', city: 'Leeds', postCode: 'NOT A CODE', countryCode: 'GB' } },
        'address.postCode: ',
      ],
      [
        { address: { address1: 'x', city: 'Leeds', postCode: '1000', countryCode: 'XX' } },
        'address.countryCode: ',
      ],
      // businessType is free text since issue 9 (the vendor automation node sends free text).
      [{ companyUserRole: 99 }, 'companyUserRole: '],
      [{ birthDate: '2001-02-30' }, 'birthDate: '],
      [{ userSourceType: 'lots' }, 'userSourceType: '],
    ];
    for (const [override, error] of cases) {
      const body = await expectV2Failure(
        await api.post(`${B2B}/create`, { data: registration(override) }),
        400,
        'VALIDATION_ERROR',
      );
      expect(
        body.errors.some((e: string) => e.startsWith(error)),
        `${JSON.stringify(override)} → ${body.errors}`,
      ).toBe(true);
    }
    await expectV2Failure(
      await api.post(`${B2B}/create`, {
        headers: { 'Content-Type': 'application/json' },
        data: Buffer.from('{"companyName": '),
      }),
      400,
      'MALFORMED_BODY',
    );
    const unknownList = await expectV2Failure(
      await api.post(`${B2B}/create`, {
        data: registration({ priceListId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' }),
      }),
      404,
      'NOT_FOUND',
    );
    expect(unknownList.errors[0]).toMatch(/^priceListId: /);
  });

  test('registration is all or nothing: a taken email leaves no company behind', async ({ api }) => {
    const { body: first } = await registerCompany(api);
    const second = registration({ email: first.email.toUpperCase() });
    const dup = await expectV2Failure(await api.post(`${B2B}/create`, { data: second }), 409, 'DUPLICATE');
    expect(dup.errors[0]).toMatch(/^email: /);
    expect(await findCompanies(api, second.companyName)).toEqual([]);
    const third = registration({ username: first.email });
    const dupName = await expectV2Failure(await api.post(`${B2B}/create`, { data: third }), 409, 'DUPLICATE');
    expect(dupName.errors[0]).toMatch(/^username: /);
    expect(await findCompanies(api, third.companyName)).toEqual([]);
  });
});
