import { expect, expectMutationFailure, expectV1Failure, test, uniqueSuffix } from '../support/api';

interface TreeItem {
  id: string;
  name: string;
  iId: number;
  categoryCode: string;
  parentId: string | null;
  displayOrder: number;
  prodCount: number;
  description: string;
  subCategories: TreeItem[];
}

const flatten = (items: TreeItem[]): TreeItem[] => items.flatMap((i) => [i, ...flatten(i.subCategories)]);

async function tree(api: import('@playwright/test').APIRequestContext) {
  const res = await api.get('/api/v1/category');
  expect(res.status()).toBe(200);
  return (await res.json()).result as TreeItem[];
}

test.describe('v1 categories', () => {
  test('the list is Wrapper B with a nested tree of the seeded departments', async ({ api }) => {
    const res = await api.get('/api/v1/category');
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 200, status: 'OK', error: null, errorId: null, message: null, messageCode: 'OK' });
    const roots = body.result as TreeItem[];
    expect(roots.length).toBeGreaterThanOrEqual(5);
    const all = flatten(roots);
    const depth = (i: TreeItem): number => 1 + Math.max(0, ...i.subCategories.map(depth));
    expect(Math.max(...roots.map(depth))).toBeGreaterThanOrEqual(4);
    for (const item of all) {
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof item.iId).toBe('number');
      expect(typeof item.name).toBe('string');
      expect(typeof item.description).toBe('string');
      // a parent counts at least the products of each child
      for (const child of item.subCategories) expect(item.prodCount).toBeGreaterThanOrEqual(child.prodCount);
    }
    expect(roots.reduce((s, r) => s + r.prodCount, 0)).toBeGreaterThan(0);
  });

  test('create, read, update and move a category', async ({ api }) => {
    const roots = await tree(api);
    const parent = roots[0];
    const code = `T-${uniqueSuffix()}`;
    const created = await api.post('/api/v1/category', {
      data: { categoryCode: code, categoryName: 'Test Linen Edit', parentCategoryCode: parent.categoryCode, productFamilyId: 1 },
    });
    expect(created.status()).toBe(200);
    const c = await created.json();
    expect(c).toMatchObject({ isValid: true, errors: [], messageCode: 'OK' });
    expect(c.recordId).toMatch(/^[0-9a-f-]{36}$/);

    const detailRes = await api.get(`/api/v1/category/${c.recordId}`);
    expect(detailRes.status()).toBe(200);
    const etag = detailRes.headers()['etag'];
    const detail = await detailRes.json();
    expect(detail).toMatchObject({ name: 'Test Linen Edit', categoryCode: code, parentId: parent.id, parent: parent.name, level: 2, hasChild: false, prodCount: 0, productFamilyId: 1 });
    expect(detail.files).toEqual([]);

    const updated = await api.put(`/api/v1/category/${c.recordId}`, {
      headers: { 'If-Match': etag },
      data: {
        name: 'Linen Edit',
        metaTitle: 'Linen | Shop',
        isFeatured: true,
        files: [{ url: '/media/categories/linen.svg', altText: 'Linen banner', mediaType: 0, isDefault: true }],
        subcategories: [{ categoryCode: `${code}-SUB`, categoryName: 'Linen Shirts' }],
      },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    expect((await updated.json()).recordId).toBe(c.recordId);
    const after = await (await api.get(`/api/v1/category/${c.recordId}`)).json();
    expect(after).toMatchObject({ name: 'Linen Edit', metaTitle: 'Linen | Shop', isFeatured: true, hasChild: true });
    expect(after.files).toHaveLength(1);
    expect(after.files[0]).toMatchObject({ url: '/media/categories/linen.svg', altText: 'Linen banner', isDefault: true });
    expect(after.subcategories).toEqual([{ parentCategoryCode: code, categoryCode: `${code}-SUB`, categoryName: 'Linen Shirts', productFamilyId: 0 }]);

    // a stale ETag is refused and changes nothing
    const stale = await api.put(`/api/v1/category/${c.recordId}`, { headers: { 'If-Match': etag }, data: { name: 'Lost update' } });
    await expectMutationFailure(stale, 409, 'CONFLICT');
    expect((await (await api.get(`/api/v1/category/${c.recordId}`)).json()).name).toBe('Linen Edit');

    // move it to another department, first among its new siblings
    const target = roots[1];
    const moved = await api.put(`/api/v1/category/${c.recordId}`, { data: { parentId: target.id, displayOrder: 1 } });
    expect(moved.status()).toBe(200);
    const newTree = flatten(await tree(api));
    const inTree = newTree.find((i) => i.id === c.recordId)!;
    expect(inTree.parentId).toBe(target.id);
    const siblings = newTree.find((i) => i.id === target.id)!.subCategories;
    expect(siblings[0].id).toBe(c.recordId);
    expect(siblings.map((s) => s.displayOrder)).toEqual(siblings.map((_, i) => i + 1));
  });

  test('a category cannot move under its own subcategory', async ({ api }) => {
    const roots = await tree(api);
    const dept = roots[0];
    const child = dept.subCategories[0];
    const res = await api.put(`/api/v1/category/${dept.id}`, { data: { parentId: child.id } });
    const body = await expectMutationFailure(res, 400, 'VALIDATION_ERROR');
    expect(body.errors[0]).toContain('parentId');
    expect((await tree(api)).map((r) => r.id)).toContain(dept.id);
  });

  test('bad input gets mutation result C failures and changes nothing', async ({ api }) => {
    const roots = await tree(api);
    const existing = roots[0].categoryCode;
    const cases: { data: unknown; status: number; code: string; field?: string }[] = [
      { data: { categoryName: 'No code' }, status: 400, code: 'VALIDATION_ERROR', field: 'categoryCode' },
      { data: { categoryCode: 'X-1', categoryName: '' }, status: 400, code: 'VALIDATION_ERROR', field: 'categoryName' },
      { data: { categoryCode: 'has space', categoryName: 'x' }, status: 400, code: 'VALIDATION_ERROR', field: 'categoryCode' },
      { data: { categoryCode: 'X-2', categoryName: 'x', productFamilyId: 'one' }, status: 400, code: 'VALIDATION_ERROR', field: 'productFamilyId' },
      { data: { categoryCode: existing, categoryName: 'Dup' }, status: 409, code: 'DUPLICATE', field: 'categoryCode' },
      { data: { categoryCode: `X-${uniqueSuffix()}`, categoryName: 'x', parentCategoryCode: 'NO-SUCH' }, status: 404, code: 'NOT_FOUND', field: 'parentCategoryCode' },
      { data: { categoryCode: `X-${uniqueSuffix()}`, categoryName: 'x', productFamilyId: 99999 }, status: 404, code: 'NOT_FOUND', field: 'productFamilyId' },
      { data: [1, 2], status: 400, code: 'VALIDATION_ERROR' },
    ];
    // Nothing refused is written: judged by the codes tried, not by a count another worker's tests change.
    const tried = ['BIG', ...cases.map((c) => (c.data as { categoryCode?: string }).categoryCode).filter((code) => code && code !== existing)];
    const existingBefore = flatten(await tree(api)).filter((c) => c.categoryCode === existing).map((c) => c.name);
    for (const c of cases) {
      const body = await expectMutationFailure(await api.post('/api/v1/category', { data: c.data }), c.status, c.code);
      if (c.field) expect(body.errors.join(' '), JSON.stringify(c.data)).toContain(`${c.field}:`);
      expect(body.recordId).toBe('00000000-0000-0000-0000-000000000000');
    }
    const malformed = await api.post('/api/v1/category', { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{"categoryCode":') });
    await expectMutationFailure(malformed, 400, 'MALFORMED_BODY');
    const huge = await api.post('/api/v1/category', { data: { categoryCode: 'BIG', categoryName: 'x'.repeat(1_100_000) } });
    await expectMutationFailure(huge, 413, 'PAYLOAD_TOO_LARGE');
    const after = flatten(await tree(api));
    for (const code of tried) expect(after.some((c) => c.categoryCode === code), `${code} was written`).toBe(false);
    expect(after.filter((c) => c.categoryCode === existing).map((c) => c.name)).toEqual(existingBefore);
  });

  test('detail and update of unknown or malformed ids', async ({ api }) => {
    await expectV1Failure(await api.get('/api/v1/category/not-a-guid'), 400, 'VALIDATION_ERROR');
    await expectV1Failure(await api.get('/api/v1/category/6f1c2b9e-1111-4222-8333-444455556666'), 404, 'NOT_FOUND');
    await expectMutationFailure(await api.put('/api/v1/category/6f1c2b9e-1111-4222-8333-444455556666', { data: { name: 'x' } }), 404, 'NOT_FOUND');
    const roots = await tree(api);
    const bad = await api.put(`/api/v1/category/${roots[0].id}`, { data: { name: '', displayOrder: 0, isFeatured: 'yes' } });
    const body = await expectMutationFailure(bad, 400, 'VALIDATION_ERROR');
    expect(body.errors.join(' ')).toContain('name:');
    expect(body.errors.join(' ')).toContain('displayOrder:');
    expect(body.errors.join(' ')).toContain('isFeatured:');
    const badMatch = await api.put(`/api/v1/category/${roots[0].id}`, { headers: { 'If-Match': 'banana' }, data: { name: 'x' } });
    await expectMutationFailure(badMatch, 400, 'VALIDATION_ERROR');
  });
});
