import { z } from 'zod';
import { companyListItemSchema, quotationSchema } from '@/lib/api/schemas/b2b';
import { expect, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { address, companyDetail, findCompanies, registerCompany, registration } from '../support/b2b';
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
    const jsonUnderForm = await api.post(`${B2B}/create`, { headers: FORM, data: Buffer.from(JSON.stringify(c)) });
    expect(await expectV2Success(jsonUnderForm)).toBe(true);
    expect(await findCompanies(api, c.companyName)).toHaveLength(1);
  });

  test('missing, ill-typed and invalid fields are named in a 400', async ({ api }) => {
    const missing = await expectV2Failure(
      await api.post(`${B2B}/create`, { data: {} }),
      400,
      'VALIDATION_ERROR',
    );
    for (const field of ['companyName', 'email', 'password', 'firstName', 'lastName', 'address'])
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
      [{ businessType: 'NOT-A-TYPE' }, 'businessType: '],
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

test.describe('v2 B2B: update', () => {
  test('staff change a company, its address and primary user; fields left out keep their value', async ({
    api,
  }) => {
    const { detail } = await registerCompany(api);
    const name = `Renamed ${uniqueSuffix()} Ltd`;
    const res = await api.put(`${B2B}/${detail.id}/update`, {
      data: {
        companyId: detail.id,
        companyName: name,
        lastName: 'Changed',
        companyUserRole: 3,
        password: 'a-new-password',
        address: address({ isDefaultDelivery: true }),
      },
    });
    expect(await expectV2Success(res)).toBe(true);
    const after = await companyDetail(api, detail.id);
    expect(after).toMatchObject({
      name,
      businessType: detail.businessType,
      registeredNumber: detail.registeredNumber,
    });
    expect(after.users[0]).toMatchObject({
      lastName: 'Changed',
      firstName: 'Pat',
      email: detail.users[0].email,
      companyUserRole: '3',
    });
    expect(after.addresses).toHaveLength(1);
    expect(after.addresses[0]).toMatchObject({
      id: detail.addresses[0].id,
      address1: '10 Quote Lane',
      city: 'York',
      isDefault: true,
      isDefaultBilling: true,
    });
    expect(JSON.stringify(after)).not.toContain('a-new-password');

    const form = await api.put(`${B2B}/${detail.id}/update`, {
      form: {
        'address.address1': '11 Form Lane',
        'address.city': 'Leeds',
        'address.postCode': 'LS2 7EW',
        'address.countryCode': 'GB',
        notifyByPost: 'true',
      },
    });
    expect(await expectV2Success(form)).toBe(true);
    const again = await companyDetail(api, detail.id);
    expect(again.addresses[0].address1).toBe('11 Form Lane');
    expect(again.users[0]).toMatchObject({ notifyByPost: true, lastName: 'Changed' });
  });

  test('bad updates: email, unknown company, mismatched id, foreign address, taken username', async ({
    api,
  }) => {
    const { detail } = await registerCompany(api);
    const { detail: other } = await registerCompany(api);
    const url = `${B2B}/${detail.id}/update`;
    const email = await expectV2Failure(
      await api.put(url, { data: { email: 'new@x.example' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(email.errors).toContain('email: cannot be changed through this endpoint');
    await expectV2Failure(
      await api.put(`${B2B}/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/update`, { data: { lastName: 'X' } }),
      404,
      'NOT_FOUND',
    );
    await expectV2Failure(
      await api.put(`${B2B}/not-a-guid/update`, { data: { lastName: 'X' } }),
      400,
      'VALIDATION_ERROR',
    );
    const mismatch = await expectV2Failure(
      await api.put(url, { data: { companyId: other.id } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(mismatch.errors[0]).toMatch(/^companyId: /);
    const foreign = await expectV2Failure(
      await api.put(url, { data: { address: address({ id: other.addresses[0].id }) } }),
      404,
      'NOT_FOUND',
    );
    expect(foreign.errors[0]).toMatch(/^address\.id: /);
    await expectV2Failure(await api.put(url, { data: { lastName: '' } }), 400, 'VALIDATION_ERROR');
    await expectV2Failure(
      await api.put(url, { data: { notifyByEmail: 'perhaps' } }),
      400,
      'VALIDATION_ERROR',
    );
    await expectV2Failure(
      await api.put(url, { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{') }),
      400,
      'MALFORMED_BODY',
    );
    const taken = await expectV2Failure(
      await api.put(url, { data: { username: other.users[0].username } }),
      409,
      'DUPLICATE',
    );
    expect(taken.errors[0]).toMatch(/^username: /);
    expect((await companyDetail(api, detail.id)).users[0].username).toBe(detail.users[0].username);
  });
});

test.describe('v2 B2B: quotations and detail', () => {
  test('a buyer saves a quotation; it is listed and can be replaced', async ({ api }) => {
    const { detail } = await registerCompany(api);
    const quote = {
      companyId: detail.id,
      quoteName: 'Uniforms',
      purchaseOrderNo: 'PO-1',
      email: detail.users[0].email,
      shippingAddress: address({ countryCode: 'FR', postCode: '75001', city: 'Paris' }),
      billingAddress: address(),
    };
    expect(await expectV2Success(await api.post(`${B2B}/quote/save`, { data: quote }))).toBe(true);
    const list = await expectV2Success(await api.get(`${B2B}/${detail.id}/quotes`), z.array(quotationSchema));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ quoteName: 'Uniforms', purchaseOrderNo: 'PO-1', companyId: detail.id });
    expect(list[0].shippingAddress).toMatchObject({ city: 'Paris', countryCode: 'FR', country: 'France' });

    const form = await api.post(`${B2B}/quote/save`, {
      form: {
        id: list[0].id,
        companyId: detail.id,
        quoteName: 'Uniforms v2',
        email: quote.email,
        shippingAddress: JSON.stringify(address()),
        'billingAddress.address1': '1 Bill St',
        'billingAddress.city': 'Leeds',
        'billingAddress.postCode': 'LS1 5AT',
        'billingAddress.countryCode': 'GB',
      },
    });
    expect(await expectV2Success(form)).toBe(true);
    const replaced = await expectV2Success(
      await api.get(`${B2B}/${detail.id}/quotes`),
      z.array(quotationSchema),
    );
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ id: list[0].id, quoteName: 'Uniforms v2' });
    expect(replaced[0].billingAddress.address1).toBe('1 Bill St');
  });

  test('quotation mistakes: unknown company, missing fields, a country not shipped to, a foreign id', async ({
    api,
  }) => {
    const { detail } = await registerCompany(api);
    const { detail: other } = await registerCompany(api);
    const good = {
      companyId: detail.id,
      quoteName: 'Q',
      email: 'q@test.example',
      shippingAddress: address(),
      billingAddress: address(),
    };
    const unknown = await expectV2Failure(
      await api.post(`${B2B}/quote/save`, {
        data: { ...good, companyId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' },
      }),
      404,
      'NOT_FOUND',
    );
    expect(unknown.errors[0]).toMatch(/^companyId: /);
    const missing = await expectV2Failure(
      await api.post(`${B2B}/quote/save`, { data: {} }),
      400,
      'VALIDATION_ERROR',
    );
    for (const f of ['companyId', 'quoteName', 'email', 'shippingAddress', 'billingAddress'])
      expect(
        missing.errors.some((e: string) => e.startsWith(`${f}: `)),
        f,
      ).toBe(true);
    const noShip = await expectV2Failure(
      await api.post(`${B2B}/quote/save`, {
        data: { ...good, shippingAddress: address({ countryCode: 'ZZ', postCode: '1' }) },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(noShip.errors[0]).toMatch(/^shippingAddress\.countryCode: /);
    await expectV2Failure(
      await api.post(`${B2B}/quote/save`, { data: { ...good, billingAddress: { city: 'x' } } }),
      400,
      'VALIDATION_ERROR',
    );
    await expectV2Failure(
      await api.post(`${B2B}/quote/save`, { data: { ...good, companyId: 42 } }),
      400,
      'VALIDATION_ERROR',
    );
    await expectV2Failure(
      await api.post(`${B2B}/quote/save`, { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('nope') }),
      400,
      'MALFORMED_BODY',
    );
    expect(
      await expectV2Success(await api.post(`${B2B}/quote/save`, { data: { ...good, companyId: other.id } })),
    ).toBe(true);
    const [foreign] = await expectV2Success(
      await api.get(`${B2B}/${other.id}/quotes`),
      z.array(quotationSchema),
    );
    await expectV2Failure(
      await api.post(`${B2B}/quote/save`, { data: { ...good, id: foreign.id } }),
      404,
      'NOT_FOUND',
    );
    expect(
      await expectV2Success(await api.get(`${B2B}/${detail.id}/quotes`), z.array(quotationSchema)),
    ).toEqual([]);
  });

  test('detail and quotes of an unknown or malformed company id', async ({ api, anonymous }) => {
    for (const path of ['', '/quotes']) {
      await expectV2Failure(
        await api.get(`${B2B}/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b${path}`),
        404,
        'NOT_FOUND',
      );
      await expectV2Failure(await api.get(`${B2B}/12345${path}`), 400, 'VALIDATION_ERROR');
    }
    await expectV2Failure(await anonymous.get(`${B2B}/companies`), 401, 'UNAUTHORIZED');
    await expectV2Failure(
      await anonymous.post(`${B2B}/create`, { data: registration() }),
      401,
      'UNAUTHORIZED',
    );
  });
});
