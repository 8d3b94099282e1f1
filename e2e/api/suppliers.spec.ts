import { expect, expectV1Failure, test, uniqueSuffix } from '../support/api';
import type { APIRequestContext, APIResponse } from '@playwright/test';

const NIL = '00000000-0000-0000-0000-000000000000';

async function expectSupplierFailure(res: APIResponse, status: number, messageCode: string) {
  expect(res.status(), await res.text()).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ statusCode: status, messageCode, result: { isValid: false, messageCode, recordId: NIL } });
  return body.result.errors as string[];
}

async function createSupplier(api: APIRequestContext, extra: Record<string, unknown> = {}) {
  const code = `SUPT-${uniqueSuffix()}`;
  const res = await api.post('/api/v1/supplier', { data: { code, name: `Test Mill ${code}`, ...extra } });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ statusCode: 200, messageCode: 'OK', result: { isValid: true, messageCode: 'OK' } });
  return { code, id: body.result.recordId as string };
}

test.describe('v1 suppliers', () => {
  test('create with every create field, then read it back', async ({ api }) => {
    const { code, id } = await createSupplier(api, {
      email: 'orders@testmill.example',
      phoneNo: '+44 161 555 0100',
      defaultLeadDays: 21,
      type: 2,
      currencyCode: 'eur',
      taxRegNo: 'GB123456789',
      countryCode: 'pt',
      taxInclusive: true,
      status: true,
      dropship: false,
      paymentTermCode: 'NET30',
      shipmentTermCode: 'FOB',
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const res = await api.get(`/api/v1/supplier/${id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['etag']).toMatch(/^"\d+"$/);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 200, messageCode: 'OK', error: null });
    expect(body.result).toMatchObject({
      recordId: id,
      code,
      email: 'orders@testmill.example',
      defaultLeadDays: 21,
      type: 2,
      currencyCode: 'EUR',
      countryCode: 'PT',
      country: 'Portugal',
      taxInclusive: true,
      status: true,
      dropship: false,
      accountManagerId: '',
    });
  });

  test('update adds the update fields and honours If-Match', async ({ api }) => {
    const { id } = await createSupplier(api);
    const etag = (await api.get(`/api/v1/supplier/${id}`)).headers()['etag'];
    const manager = '1b2c3d4e-5f60-4712-8a9b-0c1d2e3f4a5b';
    const updated = await api.put('/api/v1/supplier', {
      headers: { 'If-Match': etag },
      data: {
        recordId: id,
        name: 'Renamed Mill',
        fax: '+44 161 555 0199',
        website: 'https://www.renamed-mill.example',
        poCreateType: 2,
        accountManagerId: manager,
        accountManagerEmail: 'am@northfold.example',
        accountManager: 'Priya Shah',
      },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    expect((await updated.json()).result).toMatchObject({ isValid: true, recordId: id });
    const after = (await (await api.get(`/api/v1/supplier/${id}`)).json()).result;
    expect(after).toMatchObject({ name: 'Renamed Mill', fax: '+44 161 555 0199', poCreateType: 2, accountManagerId: manager, accountManager: 'Priya Shah' });

    const stale = await api.put('/api/v1/supplier', { headers: { 'If-Match': etag }, data: { recordId: id, name: 'Lost update' } });
    await expectSupplierFailure(stale, 409, 'CONFLICT');
    expect((await (await api.get(`/api/v1/supplier/${id}`)).json()).result.name).toBe('Renamed Mill');
  });

  test('a client may choose the recordId; codes are unique', async ({ api }) => {
    const chosen = crypto.randomUUID();
    const { code, id } = await createSupplier(api, { recordId: chosen });
    expect(id).toBe(chosen);
    const again = await api.post('/api/v1/supplier', { data: { code: `${code}-B`, name: 'Other', recordId: chosen } });
    expect((await expectSupplierFailure(again, 409, 'DUPLICATE'))[0]).toMatch(/^recordId: /);
    const dupCode = await api.post('/api/v1/supplier', { data: { code: code.toLowerCase(), name: 'Other' } });
    expect((await expectSupplierFailure(dupCode, 409, 'DUPLICATE'))[0]).toMatch(/^code: /);
    const other = await createSupplier(api);
    const clash = await api.put('/api/v1/supplier', { data: { recordId: other.id, code } });
    expect((await expectSupplierFailure(clash, 409, 'DUPLICATE'))[0]).toMatch(/^code: /);
  });

  test('bad input is refused field by field', async ({ api }) => {
    const cases: { data: unknown; field: string }[] = [
      { data: { name: 'No code' }, field: 'code' },
      { data: { code: 'X-NO-NAME' }, field: 'name' },
      { data: { code: 'X-1', name: 'x', email: 'not-an-email' }, field: 'email' },
      { data: { code: 'X-2', name: 'x', countryCode: 'ZZ' }, field: 'countryCode' },
      { data: { code: 'X-3', name: 'x', currencyCode: 'EURO' }, field: 'currencyCode' },
      { data: { code: 'X-4', name: 'x', defaultLeadDays: 'ten' }, field: 'defaultLeadDays' },
      { data: { code: 'X-5', name: 'x', defaultLeadDays: 1.5 }, field: 'defaultLeadDays' },
      { data: { code: 'X-6', name: 'x', status: 'yes' }, field: 'status' },
      { data: { code: 'X-7', name: 'x', recordId: 'not-a-guid' }, field: 'recordId' },
      { data: { code: 'X-8', name: 'x', website: 'ftp://x' }, field: 'website' },
    ];
    for (const c of cases) {
      const errors = await expectSupplierFailure(await api.post('/api/v1/supplier', { data: c.data }), 400, 'VALIDATION_ERROR');
      expect(errors.join(' '), JSON.stringify(c.data)).toContain(`${c.field}:`);
    }
    const malformed = await api.post('/api/v1/supplier', { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{') });
    await expectSupplierFailure(malformed, 400, 'MALFORMED_BODY');
    expect((await expectSupplierFailure(await api.put('/api/v1/supplier', { data: { name: 'x' } }), 400, 'VALIDATION_ERROR'))[0]).toMatch(/^recordId: /);
    const unknown = await api.put('/api/v1/supplier', { data: { recordId: crypto.randomUUID(), name: 'x' } });
    await expectSupplierFailure(unknown, 404, 'NOT_FOUND');
    const badMatch = await api.put('/api/v1/supplier', { headers: { 'If-Match': 'banana' }, data: { recordId: crypto.randomUUID() } });
    await expectSupplierFailure(badMatch, 400, 'VALIDATION_ERROR');
  });

  test('the list pages and searches (extension)', async ({ api }) => {
    const { code, id } = await createSupplier(api, { email: `buyer-${uniqueSuffix().toLowerCase()}@findme.example` });
    const first = await (await api.get('/api/v1/supplier')).json();
    expect(first).toMatchObject({ statusCode: 200, status: 'OK', error: '', errorId: '', messageCode: 'OK' });
    expect(first.result.length).toBeLessThanOrEqual(10);
    expect(first.totalRecords).toBeGreaterThanOrEqual(first.result.length);
    const byCode = await (await api.get(`/api/v1/supplier?search=${encodeURIComponent(code.toLowerCase())}`)).json();
    expect(byCode.totalRecords).toBe(1);
    expect(byCode.result[0].recordId).toBe(id);
    const byEmail = await (await api.get('/api/v1/supplier?search=FINDME.example&pagesize=1000')).json();
    expect(byEmail.result.map((s: { recordId: string }) => s.recordId)).toContain(id);
    const beyond = await (await api.get(`/api/v1/supplier?page=9999&pagesize=5`)).json();
    expect(beyond.result).toEqual([]);
    expect(beyond.totalRecords).toBeGreaterThan(0);
    for (const q of ['page=0', 'pagesize=1001', 'page=abc', 'pagesize=-3']) await expectV1Failure(await api.get(`/api/v1/supplier?${q}`), 400, 'VALIDATION_ERROR');
  });

  test('detail of unknown or malformed ids', async ({ api }) => {
    await expectV1Failure(await api.get('/api/v1/supplier/not-a-guid'), 400, 'VALIDATION_ERROR');
    await expectV1Failure(await api.get(`/api/v1/supplier/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
  });
});
