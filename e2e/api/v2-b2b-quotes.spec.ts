import { z } from 'zod';
import { quotationSchema } from '@/lib/api/schemas/b2b-quotes';
import { expect, expectV2Failure, test } from '../support/api';
import { address, registerCompany, registration } from '../support/b2b';
import { expectV2Success } from '../support/v2';

const B2B = '/api/v2/commerce/b2b';

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
    // companyId may be absent (the company of the user with this email), as the vendor's clients send it.
    for (const f of ['quoteName', 'email', 'shippingAddress', 'billingAddress'])
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
      await api.post(`${B2B}/quote/save`, {
        headers: { 'Content-Type': 'application/json' },
        data: Buffer.from('nope'),
      }),
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
