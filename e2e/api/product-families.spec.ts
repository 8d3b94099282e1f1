import { expect, test, uniqueSuffix } from '../support/api';
import type { APIResponse } from '@playwright/test';

interface Family {
  id: number;
  name: string;
  code: string;
}

/** Product family mutations answer Wrapper B whose result holds the mutation fields. */
async function expectFamilyFailure(res: APIResponse, status: number, messageCode: string) {
  expect(res.status(), await res.text()).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ statusCode: status, errorId: messageCode, messageCode });
  expect(body.result).toMatchObject({ isValid: false, messageCode, recordId: '00000000-0000-0000-0000-000000000000' });
  expect(body.result.errors.length).toBeGreaterThan(0);
  return body.result.errors as string[];
}

test.describe('v1 product families', () => {
  test('the list is Wrapper B of {id, name, code} (and the requiredAttributes extension)', async ({ api }) => {
    const body = await (await api.get('/api/v1/product-family')).json();
    expect(body).toMatchObject({ statusCode: 200, status: 'OK', error: null, errorId: null, message: null, messageCode: 'OK' });
    expect(body.result.length).toBeGreaterThan(0);
    for (const f of body.result as Family[]) {
      expect(Object.keys(f).sort()).toEqual(['code', 'id', 'name', 'requiredAttributes']);
      expect(Number.isInteger(f.id)).toBe(true);
    }
  });

  test('create, read, rename and list a family', async ({ api }) => {
    const code = `FAM-${uniqueSuffix()}`;
    const created = await api.post('/api/v1/product-family', { data: { name: `Garden ${code}`, code } });
    expect(created.status()).toBe(200);
    const c = await created.json();
    expect(c).toMatchObject({ statusCode: 200, messageCode: 'OK', result: { isValid: true, errors: [], messageCode: 'OK' } });
    const id = Number(c.result.recordId);
    expect(Number.isInteger(id)).toBe(true);

    const read = await (await api.get(`/api/v1/product-family/${id}`)).json();
    expect(read.result).toEqual({ id, name: `Garden ${code}`, code, requiredAttributes: [] });

    const renamed = await api.put(`/api/v1/product-family/${id}`, { data: { name: `Garden & Patio ${code}` } });
    expect((await renamed.json()).result).toMatchObject({ isValid: true, recordId: String(id) });
    const list = (await (await api.get('/api/v1/product-family')).json()).result as Family[];
    expect(list).toContainEqual({ id, name: `Garden & Patio ${code}`, code, requiredAttributes: [] });
  });

  test('names and codes are unique regardless of case', async ({ api }) => {
    const code = `DUP-${uniqueSuffix()}`;
    const first = await api.post('/api/v1/product-family', { data: { name: `Dup ${code}`, code } });
    const id = Number((await first.json()).result.recordId);
    const sameName = await api.post('/api/v1/product-family', { data: { name: `DUP ${code}`.toLowerCase(), code: `${code}-2` } });
    expect((await expectFamilyFailure(sameName, 409, 'DUPLICATE'))[0]).toMatch(/^name: /);
    const sameCode = await api.post('/api/v1/product-family', { data: { name: `Other ${code}`, code: code.toLowerCase() } });
    expect((await expectFamilyFailure(sameCode, 409, 'DUPLICATE'))[0]).toMatch(/^code: /);
    const other = await api.post('/api/v1/product-family', { data: { name: `Other ${code}`, code: `${code}-3` } });
    const otherId = Number((await other.json()).result.recordId);
    const clash = await api.put(`/api/v1/product-family/${otherId}`, { data: { code } });
    expect((await expectFamilyFailure(clash, 409, 'DUPLICATE'))[0]).toMatch(/^code: /);
    // an unchanged value is not a clash with itself
    expect((await api.put(`/api/v1/product-family/${id}`, { data: { code, name: `Dup ${code}` } })).status()).toBe(200);
  });

  test('bad input gets 4xx in the wrapper and changes nothing', async ({ api }) => {
    const before = (await (await api.get('/api/v1/product-family')).json()).result.length;
    const cases: { data: unknown; field?: string }[] = [
      { data: { code: 'NO-NAME' }, field: 'name' },
      { data: { name: 'No code' }, field: 'code' },
      { data: { name: 5, code: 'X-1' }, field: 'name' },
      { data: { name: 'Spaces', code: 'has space' }, field: 'code' },
      { data: { name: '', code: 'EMPTY' }, field: 'name' },
      { data: [1, 2] },
    ];
    for (const c of cases) {
      const errors = await expectFamilyFailure(await api.post('/api/v1/product-family', { data: c.data }), 400, 'VALIDATION_ERROR');
      if (c.field) expect(errors.join(' '), JSON.stringify(c.data)).toContain(`${c.field}:`);
    }
    const malformed = await api.post('/api/v1/product-family', { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{"name":') });
    await expectFamilyFailure(malformed, 400, 'MALFORMED_BODY');
    expect((await (await api.get('/api/v1/product-family')).json()).result.length).toBe(before);
  });

  test('unknown and malformed ids', async ({ api }) => {
    for (const bad of ['abc', '1.5', '-1', '0', '99999999999']) {
      const res = await api.get(`/api/v1/product-family/${bad}`);
      expect(res.status(), bad).toBe(400);
      expect((await res.json()).messageCode).toBe('VALIDATION_ERROR');
    }
    const missing = await api.get('/api/v1/product-family/999999');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404, messageCode: 'NOT_FOUND', result: null });
    await expectFamilyFailure(await api.put('/api/v1/product-family/999999', { data: { name: 'x' } }), 404, 'NOT_FOUND');
    const list = (await (await api.get('/api/v1/product-family')).json()).result as Family[];
    await expectFamilyFailure(await api.put(`/api/v1/product-family/${list[0].id}`, { data: {} }), 400, 'VALIDATION_ERROR');
  });
});
