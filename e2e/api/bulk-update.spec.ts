import { expect, expectMutationFailure, test } from '../support/api';
import {
  detail,
  fieldValues,
  matchingIds,
  NIL,
  optionsOf,
  search,
  slot,
  UNKNOWN_ID,
} from '../support/catalogue';

const idsOf = (items: { productId: string }[]) => items.map((i) => i.productId);

test.describe('v1 bulk update: each endpoint changes what it says', () => {
  test('any-field sets one attribute, bumps the version and records the user', async ({ api }) => {
    const items = await slot(api, 10);
    const ids = idsOf(items);
    const before = await detail(api, ids[0]);
    const user = crypto.randomUUID();
    const res = await api.put('/api/v1/bulk-update/any-field', {
      headers: { UserId: user },
      data: { productIds: [...ids, ids[0].toUpperCase()], fieldCode: 'weight', fieldValue: '2.345' },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(await res.json()).toEqual({
      isValid: true,
      message: '5 products: 5 changed, 0 already so, 0 skipped',
      errors: [],
      messageCode: 'OK',
      recordId: NIL,
      run: { id: expect.any(String), products: 5, changed: 5, unchanged: 0, skipped: 0 },
    });
    for (const id of ids) {
      const { detail: d } = await detail(api, id);
      expect(d.dimensions.weight.value).toBe(2.345);
      expect(d.audit.updatedBy).toBe(user);
    }
    const after = await detail(api, ids[0]);
    expect(after.detail.audit.version).toBe(before.detail.audit.version + 1);
    expect(after.etag).not.toBe(before.etag);
    expect((await matchingIds(api, { lastUpdatedId: user })).sort()).toEqual([...ids].sort());
  });

  test('multiple-fields, listing form', async ({ api }) => {
    const ids = idsOf(await slot(api, 11));
    const res = await api.put('/api/v1/bulk-update/multiple-fields', {
      data: {
        productIds: ids,
        data: [
          { fieldCode: 'SellWithoutInventory', fieldValue: 'true' },
          { fieldCode: 'FulfilFromWarehouseDays', fieldValue: 4 },
          { fieldCode: 'LaunchDate', fieldValue: '2027-03-01' },
          { fieldCode: 'DimHeight', fieldValue: '12.5' },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    for (const id of ids) {
      const { detail: d } = await detail(api, id);
      expect(d.flags.sellWithoutInventory).toBe(true);
      expect(d.inventory.every((i: { fulfilFromWarehouseDays: number }) => i.fulfilFromWarehouseDays === 4)).toBe(true);
      expect(d.dimensions.height.value).toBe(12.5);
    }
    const values = await fieldValues(api, ids, ['LaunchDate']);
    expect([...values.values()].every((v) => v.LaunchDate === '2027-03-01')).toBe(true);
  });

  test('multiple-field, the sample form: each product its own data', async ({ api }) => {
    const ids = idsOf(await slot(api, 12));
    const fits = (await optionsOf(api, 'Fit')).map((o) => o.key);
    const body = ids.map((productId, i) => ({
      productId,
      data: [
        { fieldCode: 'MinPurchaseQty', fieldValue: String(i + 1) },
        { fieldCode: 'Fit', fieldValue: fits[i % fits.length] },
      ],
    }));
    const res = await api.put('/api/v1/bulk-update/multiple-field', { data: body });
    expect(res.status(), await res.text()).toBe(200);
    const { message, run } = await res.json();
    // A product may already have had its values: changed and already so together are the five.
    expect(message).toMatch(/^5 products: \d changed, \d already so, 0 skipped$/);
    expect(run.changed + run.unchanged).toBe(5);
    const values = await fieldValues(api, ids, ['MinPurchaseQty', 'Fit']);
    ids.forEach((id, i) => expect(values.get(id)).toEqual({ MinPurchaseQty: String(i + 1), Fit: fits[i % fits.length] }));
    const { detail: d } = await detail(api, ids[0]);
    expect(d.purchasability.minPurchaseQty).toBe(1);
    expect(d.customAttributes.customFieldsWithValues).toContainEqual({ key: 'Fit', value: fits[0] });
  });

  test('tags are added and existing tags kept', async ({ api }) => {
    const ids = idsOf(await slot(api, 13));
    const before = await fieldValues(api, ids, ['Tags']);
    const tag = `e2e-${Date.now().toString(36)}`;
    for (const t of [`${tag}-a`, `${tag}-B`]) {
      const res = await api.put('/api/v1/bulk-update/tags', { data: { productIds: ids, tags: [t, ` ${t} `] } });
      expect(res.status(), await res.text()).toBe(200);
    }
    const after = await fieldValues(api, ids, ['Tags']);
    for (const id of ids) {
      const old = before.get(id)!.Tags.split(',').filter(Boolean);
      expect(after.get(id)!.Tags.split(',')).toEqual([...old, `${tag}-a`, `${tag}-b`]);
    }
    expect((await matchingIds(api, { tag: `${tag}-A` })).sort()).toEqual([...ids].sort());

    // Extension: mode remove takes a tag off again, the others stay in their order.
    const removed = await api.put('/api/v1/bulk-update/tags', { data: { productIds: ids, tags: [`${tag}-A`], mode: 'remove' } });
    expect(removed.status(), await removed.text()).toBe(200);
    const rest = await fieldValues(api, ids, ['Tags']);
    for (const id of ids) expect(rest.get(id)!.Tags.split(',')).toEqual([...before.get(id)!.Tags.split(',').filter(Boolean), `${tag}-b`]);
    expect(await matchingIds(api, { tag: `${tag}-a` })).toEqual([]);
  });

  test('collection adds the products to it', async ({ api }) => {
    const ids = idsOf(await slot(api, 14));
    const collections = await optionsOf(api, 'Collections');
    const collection = collections[collections.length - 1];
    const res = await api.put('/api/v1/bulk-update/collection', { data: { productIds: ids, collectionId: collection.key } });
    expect(res.status(), await res.text()).toBe(200);
    const inCollection = await matchingIds(api, { collectionId: collection.key });
    for (const id of ids) expect(inCollection).toContain(id);
    const values = await fieldValues(api, ids, ['Collections']);
    for (const id of ids) expect(values.get(id)!.Collections.split(',')).toContain(collection.key);
  });

  test('vendor, hsn-code and coo', async ({ api }) => {
    const ids = idsOf(await slot(api, 15));
    const vendor = (await optionsOf(api, 'Vendor')).at(-1)!;
    expect((await api.put('/api/v1/bulk-update/vendor', { data: { productIds: ids, vendorId: vendor.key } })).status()).toBe(200);
    expect((await api.put('/api/v1/bulk-update/hsn-code', { data: { productIds: ids, hsnCode: '61091000' } })).status()).toBe(200);
    expect((await api.put('/api/v1/bulk-update/coo', { data: { productIds: ids, countryOfOrigin: 'pt' } })).status()).toBe(200);
    for (const id of ids) {
      const { detail: d } = await detail(api, id);
      expect(d.basicInfo.tariffCode).toBe('61091000');
      expect(d.basicInfo.originCountry).toBe('PT');
    }
    const byVendor = await matchingIds(api, { vendorId: vendor.key });
    for (const id of ids) expect(byVendor).toContain(id);
  });

  test('brand and sub-brand, and free text follows the new brand', async ({ api }) => {
    const items = await slot(api, 16);
    const ids = idsOf(items);
    const brands = await optionsOf(api, 'Brand');
    const subs = await optionsOf(api, 'SubBrand');
    const sub = subs[subs.length - 1];
    const parent = brands.find((b) => sub.value.startsWith(`${b.value} › `))!;
    const other = brands.find((b) => b.key !== parent.key)!;

    expect((await api.put('/api/v1/bulk-update/brand', { data: { productIds: ids, brandId: sub.key } })).status()).toBe(200);
    let d = (await detail(api, ids[0])).detail;
    expect(d.basicInfo.brand).toEqual({ key: parent.key, value: parent.value });
    expect(d.basicInfo.subbrand.key).toBe(sub.key);

    expect((await api.put('/api/v1/bulk-update/brand', { data: { productIds: ids, brandId: other.key } })).status()).toBe(200);
    d = (await detail(api, ids[0])).detail;
    expect(d.basicInfo.brand).toEqual({ key: other.key, value: other.value });
    expect(d.basicInfo.subbrand).toBeNull(); // the old sub-brand belonged to another brand
    const found = await search(api, { freeText: `${other.value} ${items[0].stockCode}` });
    expect(idsOf(found.result)).toContain(ids[0]);
    expect(found.result.find((r) => r.productId === ids[0])!.brandName).toBe(other.value);
  });

  test('status, and by-status sees it', async ({ api }) => {
    const ids = idsOf(await slot(api, 17));
    const res = await api.put('/api/v1/bulk-update/status', { data: { productIds: ids, status: 4 } });
    expect(res.status(), await res.text()).toBe(200);
    for (const id of ids) expect((await detail(api, id)).detail.basicInfo.status).toBe(4);
    const discontinued = await matchingIds(api, { status: 4 });
    for (const id of ids) expect(discontinued).toContain(id);
    expect((await api.put('/api/v1/bulk-update/status', { data: { productIds: ids, status: 2 } })).status()).toBe(200);
    const active = await search(api, { status: 2, stockCode: (await detail(api, ids[0])).detail.basicInfo.stockCode });
    expect(active.result.find((r) => r.productId === ids[0])!.published).not.toBeNull();
  });

  test('category moves the default category and by-category follows', async ({ api }) => {
    const ids = idsOf(await slot(api, 18));
    const categories = await optionsOf(api, 'Category');
    const target = categories[categories.length - 1];
    const res = await api.put('/api/v1/bulk-update/any-field', { data: { productIds: ids, fieldCode: 'Category', fieldValue: target.key } });
    expect(res.status(), await res.text()).toBe(200);
    const inCategory = await matchingIds(api, { categoryId: target.key });
    for (const id of ids) {
      expect(inCategory).toContain(id);
      const { detail: d } = await detail(api, id);
      expect(d.basicInfo.defaultCategory.key).toBe(target.key);
      expect(d.basicInfo.categories[0].key).toBe(target.key);
    }
    const leafName = target.value.split(' › ').at(-1)!;
    expect(await matchingIds(api, { freeText: leafName })).toContain(ids[0]);
  });

  test('a rename is found by free text at once', async ({ api }) => {
    const ids = idsOf(await slot(api, 19));
    const word = `Zephyrine${Date.now().toString(36)}`;
    const res = await api.put('/api/v1/bulk-update/any-field', { data: { productIds: ids.slice(0, 2), fieldCode: 'Name', fieldValue: `${word} Scarf` } });
    expect(res.status(), await res.text()).toBe(200);
    expect((await matchingIds(api, { freeText: word.toLowerCase() })).sort()).toEqual(ids.slice(0, 2).sort());
  });
});

test.describe('v1 bulk update: all or nothing', () => {
  test('an unknown id in the batch leaves every product unchanged', async ({ api }) => {
    const ids = idsOf(await slot(api, 20));
    const before = await Promise.all(ids.map((id) => detail(api, id)));
    const res = await api.put('/api/v1/bulk-update/multiple-fields', {
      data: { productIds: [...ids.slice(0, 3), UNKNOWN_ID, ...ids.slice(3)], data: [{ fieldCode: 'Weight', fieldValue: '9.999' }, { fieldCode: 'IsActive', fieldValue: 'false' }] },
    });
    const body = await expectMutationFailure(res, 404, 'NOT_FOUND');
    expect(body.errors).toContain(`productIds.3: no product has id ${UNKNOWN_ID}`);
    expect(body.errors[0]).toMatch(/^productIds: 1 of the listed products do not exist/);
    for (const [i, id] of ids.entries()) {
      const now = await detail(api, id);
      expect(now.etag).toBe(before[i].etag);
      expect(now.detail.dimensions.weight.value).toBe(before[i].detail.dimensions.weight.value);
      expect(now.detail.flags.isActive).toBe(before[i].detail.flags.isActive);
    }
  });

  test('one bad value refuses the whole call', async ({ api }) => {
    const ids = idsOf(await slot(api, 21));
    const before = await Promise.all(ids.map((id) => detail(api, id)));
    const res = await api.put('/api/v1/bulk-update/multiple-fields', {
      data: { productIds: ids, data: [{ fieldCode: 'Weight', fieldValue: '1.5' }, { fieldCode: 'HSNCode', fieldValue: '12ab' }] },
    });
    const body = await expectMutationFailure(res, 400, 'VALIDATION_ERROR');
    expect(body.errors).toEqual([expect.stringMatching(/^data\.1\.fieldValue: /)]);
    for (const [i, id] of ids.entries()) expect((await detail(api, id)).etag).toBe(before[i].etag);
  });

  test('If-Match guards a single product', async ({ api }) => {
    const [first, second] = idsOf(await slot(api, 22));
    const { etag } = await detail(api, first);
    const ok = await api.put('/api/v1/bulk-update/hsn-code', { headers: { 'If-Match': etag }, data: { productIds: [first], hsnCode: '640399' } });
    expect(ok.status(), await ok.text()).toBe(200);
    expect((await ok.json()).recordId).toBe(first);
    const stale = await api.put('/api/v1/bulk-update/hsn-code', { headers: { 'If-Match': etag }, data: { productIds: [first], hsnCode: '640400' } });
    await expectMutationFailure(stale, 409, 'CONFLICT');
    expect((await detail(api, first)).detail.basicInfo.tariffCode).toBe('640399');
    const several = await api.put('/api/v1/bulk-update/hsn-code', { headers: { 'If-Match': etag }, data: { productIds: [first, second], hsnCode: '640400' } });
    expect((await expectMutationFailure(several, 400, 'VALIDATION_ERROR')).errors[0]).toMatch(/^If-Match: /);
    // An unknown product with If-Match: named, as without it (not a version check of nothing).
    const unknown = await api.put('/api/v1/bulk-update/hsn-code', { headers: { 'If-Match': etag }, data: { productIds: [UNKNOWN_ID], hsnCode: '640400' } });
    expect((await expectMutationFailure(unknown, 404, 'NOT_FOUND')).errors).toContain(`productIds.0: no product has id ${UNKNOWN_ID}`);
  });
});

test.describe('v1 bulk update: bad input', () => {
  test('field rules come from meta-info', async ({ api }) => {
    const ids = idsOf(await slot(api, 23));
    const cases: [Record<string, unknown>, string][] = [
      [{ fieldCode: 'StockCode', fieldValue: 'X' }, 'fieldCode: StockCode cannot be bulk-updated'],
      [{ fieldCode: 'NoSuchField', fieldValue: 'X' }, 'fieldCode: no attribute has code NoSuchField'],
      [{ fieldCode: 'Weight', fieldValue: 'heavy' }, 'fieldValue: '],
      [{ fieldCode: 'Weight', fieldValue: '-1' }, 'fieldValue: '],
      [{ fieldCode: 'IsActive', fieldValue: 'yes' }, 'fieldValue: '],
      [{ fieldCode: 'LaunchDate', fieldValue: '01/03/2027' }, 'fieldValue: '],
      [{ fieldCode: 'Brand', fieldValue: UNKNOWN_ID }, 'fieldValue: no brand has id'],
      [{ fieldCode: 'Category', fieldValue: UNKNOWN_ID }, 'fieldValue: no leaf category has id'],
      [{ fieldCode: 'CountryOfOrigin', fieldValue: 'XX' }, 'fieldValue: no country has code XX'],
      [{ fieldCode: 'Status', fieldValue: '7' }, 'fieldValue: '],
      [{ fieldCode: 'Name', fieldValue: '' }, 'fieldValue: '],
      [{ fieldCode: 'Collections', fieldValue: '' }, 'fieldCode: Collections cannot be bulk-updated'],
    ];
    for (const [change, message] of cases) {
      const body = await expectMutationFailure(await api.put('/api/v1/bulk-update/any-field', { data: { productIds: ids, ...change } }), 400, 'VALIDATION_ERROR');
      expect(body.errors[0], JSON.stringify(change)).toContain(message);
    }
    const twice = await api.put('/api/v1/bulk-update/multiple-fields', { data: { productIds: ids, data: [{ fieldCode: 'Weight', fieldValue: '1' }, { fieldCode: 'weight', fieldValue: '2' }] } });
    expect((await expectMutationFailure(twice, 400, 'VALIDATION_ERROR')).errors[0]).toMatch(/^data\.1\.fieldCode: /);
  });

  test('ids and bodies are checked before anything is written', async ({ api }) => {
    const ids = idsOf(await slot(api, 24));
    const bad: [string, unknown, string][] = [
      ['any-field', { productIds: [ids[0], 'nope'], fieldCode: 'Weight', fieldValue: '1' }, 'productIds.1: must be a Guid'],
      ['any-field', { productIds: [], fieldCode: 'Weight', fieldValue: '1' }, 'productIds: '],
      ['any-field', { fieldCode: 'Weight', fieldValue: '1' }, 'productIds: is required'],
      ['any-field', { productIds: ids, fieldValue: '1' }, 'fieldCode: is required'],
      ['any-field', { productIds: ids, fieldCode: 'Weight', fieldValue: { kg: 1 } }, 'fieldValue: '],
      ['multiple-fields', { productIds: ids }, 'data: is required'],
      ['multiple-fields', { productIds: [ids[0], 'nope'], data: [{ fieldCode: 'Weight', fieldValue: '1' }] }, 'productIds.1: must be a Guid'],
      ['multiple-fields', [{ productId: 'x', data: [] }], '0.productId: must be a Guid'],
      ['multiple-fields', [{ productId: ids[0], data: [] }], '0.data: must hold at least one field'],
      ['tags', { productIds: ids, tags: [] }, 'tags: '],
      ['tags', { productIds: ids, tags: 'summer' }, 'tags: '],
      ['collection', { productIds: ids, collectionId: 'x' }, 'collectionId: must be a Guid'],
      ['vendor', { productIds: ids }, 'vendorId: is required'],
      ['hsn-code', { productIds: ids, hsnCode: '12' }, 'hsnCode: '],
      ['coo', { productIds: ids, countryOfOrigin: 'Narnia' }, 'countryOfOrigin: '],
      ['brand', { productIds: ids, brandId: 42 }, 'brandId: '],
      ['status', { productIds: ids, status: 5 }, 'status: '],
      ['status', { productIds: ids, status: '2' }, 'status: '],
    ];
    for (const [path, body, message] of bad) {
      const failure = await expectMutationFailure(await api.put(`/api/v1/bulk-update/${path}`, { data: body }), 400, 'VALIDATION_ERROR');
      expect(failure.errors.join(' | '), `${path} ${JSON.stringify(body)}`).toContain(message);
      expect(failure.recordId).toBe(NIL);
    }
    for (const [path, body, field] of [
      ['collection', { productIds: ids, collectionId: UNKNOWN_ID }, 'collectionId'],
      ['vendor', { productIds: ids, vendorId: UNKNOWN_ID }, 'vendorId'],
      ['brand', { productIds: ids, brandId: UNKNOWN_ID }, 'brandId'],
    ] as const) {
      const failure = await expectMutationFailure(await api.put(`/api/v1/bulk-update/${path}`, { data: body }), 404, 'NOT_FOUND');
      expect(failure.errors[0]).toMatch(new RegExp(`^${field}: `));
    }
    const malformed = await api.put('/api/v1/bulk-update/status', { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{"productIds":[') });
    await expectMutationFailure(malformed, 400, 'MALFORMED_BODY');
    const badUser = await api.put('/api/v1/bulk-update/status', { headers: { UserId: 'bob' }, data: { productIds: ids, status: 2 } });
    expect((await expectMutationFailure(badUser, 400, 'VALIDATION_ERROR')).errors).toEqual(['UserId: must be a Guid']);
  });

  test('at most 100,000 products per call', async ({ api }) => {
    const many = Array.from({ length: 100_001 }, () => crypto.randomUUID());
    const res = await api.put('/api/v1/bulk-update/status', { data: { productIds: many, status: 1 } });
    const body = await expectMutationFailure(res, 400, 'VALIDATION_ERROR');
    expect(body.errors[0]).toContain('at most 100000');
    // 50 unknown ids: the first 20 are listed, with the count
    const unknown = Array.from({ length: 50 }, () => crypto.randomUUID());
    const missing = await expectMutationFailure(await api.put('/api/v1/bulk-update/status', { data: { productIds: unknown, status: 1 } }), 404, 'NOT_FOUND');
    expect(missing.errors[0]).toMatch(/^productIds: 50 of the listed products do not exist \(the first 20 are listed\)/);
    expect(missing.errors).toHaveLength(21);
  });
});
