import { expect, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { address, companyDetail, registerCompany } from '../support/b2b';
import { expectV2Success } from '../support/v2';

const B2B = '/api/v2/commerce/b2b';

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
