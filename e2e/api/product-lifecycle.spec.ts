import type { APIRequestContext } from '@playwright/test';
import { expect, expectMutationFailure, expectV1Failure, test, uniqueSuffix } from '../support/api';
import { B, create as createBasket, shopper } from '../support/baskets';
import { detail, search, slot, UNKNOWN_ID, type Detail } from '../support/catalogue';
import { okD, search as storefrontSearch } from '../support/commerce';

/** A catalogue manager signed in to the back-office: the history names her. */
const STAFF = { 'X-Staff-Email': 'cat.manager@example.test', 'X-Staff-Name': encodeURIComponent('Cat Manager') };

/** Reference ids (price list, warehouse, category, brand) read from a seeded product, never hard-coded. */
async function reference(api: APIRequestContext) {
  // A seeded product with a price, stock and a brand. Other specs running beside this one add products
  // without them (imports, bare creates), newest first, so the first slots may hold only theirs: later
  // slots are looked at until one is found.
  let d: Detail | undefined;
  search: for (let n = 3; n <= 12; n++)
    for (const item of await slot(api, n)) {
      const candidate = (await detail(api, item.productId)).detail as Detail;
      if (candidate.defaultPricing && candidate.inventory.length && candidate.basicInfo.brand) {
        d = candidate;
        break search;
      }
    }
  if (!d) throw new Error('no product with a price, stock and a brand in slots 3–12');
  return {
    priceListId: d.defaultPricing.pricelist.key as string,
    priceListName: d.defaultPricing.pricelist.value as string,
    warehouseId: d.inventory[0].warehouseId as string,
    categoryId: d.basicInfo.defaultCategory.key as string,
    brandId: d.basicInfo.brand.key as string,
  };
}

async function createProduct(api: APIRequestContext, extra: Record<string, unknown> = {}) {
  const stockCode = `LC-${uniqueSuffix()}`;
  const res = await api.post('/api/v1/product/create', {
    headers: STAFF,
    data: { name: `Lifecycle Lamp ${stockCode}`, productCode: stockCode, stockCode, itemTypes: 1, sellPrice: 24.99, ...extra },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ isValid: true });
  return { id: body.recordId as string, stockCode };
}

async function history(api: APIRequestContext, path: string, query = '') {
  const res = await api.get(`${path}/history${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { result: { field: string; before: unknown; after: unknown; actor: { name: string; kind: string }; source: string }[]; totalRecords: number };
}

test.describe('product lifecycle', () => {
  test('a product created with the vendor body is readable, searchable in v1 and v2, and its creation is in the history', async ({ api }) => {
    const ref = await reference(api);
    const { id, stockCode } = await createProduct(api, {
      status: 2,
      basicInfo: { defaultCategoryId: ref.categoryId, brandId: ref.brandId },
      flags: { isActive: true, isVisible: true },
      stock: [{ warehouseId: ref.warehouseId, onHand: 12, allocated: 2 }],
    });
    const { detail: d, etag } = await detail(api, id);
    expect(etag).toBe('"1"');
    expect(d.basicInfo).toMatchObject({ name: `Lifecycle Lamp ${stockCode}`, stockCode, productCode: stockCode, status: 2 });
    expect(d.basicInfo.defaultCategory.key).toBe(ref.categoryId);
    expect(d.defaultPricing.sellPrice).toBe(24.99);
    expect(d.defaultPricing.sellPriceExcVat).toBeLessThanOrEqual(24.99);
    expect(d.inventory).toEqual([expect.objectContaining({ warehouseId: ref.warehouseId, stockOnHand: 12, stockAllocated: 2 })]);

    const v1 = await search(api, { freeText: stockCode });
    expect(v1.result.map((r) => r.productId)).toContain(id);
    await expect
      .poll(async () => (await storefrontSearch(api, { freeText: stockCode })).results.map((r) => r.stockCode))
      .toContain(stockCode);

    const h = await history(api, `/api/v1/product/${id}`);
    expect(h.result[0]).toMatchObject({ field: '*', before: null, actor: { kind: 'staff', name: 'Cat Manager' }, source: 'page' });
    // "Stock code contains" (its own trigram rows, product_code_search) finds the new product by a
    // fragment, and follows a change of its code.
    const fragment = (code: string) => code.slice(4);
    const containing = async (code: string) => (await search(api, { stockCode: fragment(code) })).result.map((r) => r.productId);
    expect(await containing(stockCode)).toContain(id);
    const renamed = `LR-${uniqueSuffix()}`;
    const put = await api.put(`/api/v1/product/${id}`, { data: { basicInfo: { stockCode: renamed } } });
    expect(put.status(), await put.text()).toBe(200);
    expect(await containing(renamed)).toContain(id);
    expect(await containing(stockCode)).not.toContain(id);
    await expect.poll(async () => (await search(api, { freeText: fragment(renamed) })).result.map((r) => r.productId)).toContain(id);
  });

  test('create refuses taken codes with 409 and bad values with 400 on the field, writing nothing', async ({ api }) => {
    const [seeded] = await slot(api, 7);
    const { detail: s } = await detail(api, seeded.productId);
    const fresh = `LC-${uniqueSuffix()}`;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ stockCode: seeded.stockCode }, 409, 'DUPLICATE', 'stockCode'],
      [{ sku: s.identifiers.sku }, 409, 'DUPLICATE', 'sku'],
      [{ barcode: s.identifiers.barcode }, 409, 'DUPLICATE', 'barcode'],
      [{ sellPrice: 'twelve' }, 400, 'VALIDATION_ERROR', 'sellPrice'],
      [{ sellPrice: 1.234 }, 400, 'VALIDATION_ERROR', 'sellPrice'],
      [{ status: 9 }, 400, 'VALIDATION_ERROR', 'basicInfo.status'],
      [{ basicInfo: { defaultCategoryId: UNKNOWN_ID } }, 400, 'VALIDATION_ERROR', 'basicInfo.defaultCategoryId'],
      [{ dimensions: { weight: 'heavy' } }, 400, 'VALIDATION_ERROR', 'dimensions.weight'],
      [{ name: '' }, 400, 'VALIDATION_ERROR', 'name'],
      [{ basicInfo: { colour: 'red' } }, 400, 'VALIDATION_ERROR', 'basicInfo'],
      [{ stock: [{ warehouseId: UNKNOWN_ID, onHand: 1 }] }, 400, 'VALIDATION_ERROR', 'stock.0.warehouseId'],
    ];
    for (const [extra, status, code, field] of cases) {
      const res = await api.post('/api/v1/product/create', { data: { name: 'Refused', stockCode: fresh, itemTypes: 1, ...extra } });
      const body = await expectMutationFailure(res, status, code);
      expect(body.errors.join(' '), JSON.stringify(extra)).toContain(`${field}`);
    }
    // Nothing partial: the stock code every refused call used is still free.
    expect((await search(api, { freeText: fresh })).totalRecords).toBe(0);
    await createProduct(api, { stockCode: fresh });
  });

  test('PUT edits every group in one write with a history row per changed field; a stale ETag writes nothing', async ({ api }) => {
    const ref = await reference(api);
    const { id, stockCode } = await createProduct(api);
    const { etag } = await detail(api, id);
    const sku = `SKU-${uniqueSuffix()}`;
    const res = await api.put(`/api/v1/product/${id}`, {
      headers: { ...STAFF, 'If-Match': etag },
      data: {
        basicInfo: { name: 'Renamed Lamp', status: 3 },
        identifiers: { sku, mpn: 'MPN-1' },
        seo: { metaTitle: 'A lamp for reading' },
        prices: [{ priceListId: ref.priceListId, sellPrice: '30.00', costPrice: '11.50' }],
        stock: [{ warehouseId: ref.warehouseId, onHand: 5 }],
        tags: ['Reading', 'lamp'],
        categories: [ref.categoryId],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(res.headers()['etag']).toBe('"2"');
    const { detail: d } = await detail(api, id);
    expect(d.basicInfo).toMatchObject({ name: 'Renamed Lamp', status: 3 });
    expect(d.identifiers).toMatchObject({ sku, mpn: 'MPN-1' });
    expect(d.seo.metaTitle).toBe('A lamp for reading');
    expect(d.defaultPricing).toMatchObject({ sellPrice: 30, costPrice: 11.5 });
    expect(d.defaultPricing.sellPriceExcVat).toBeLessThanOrEqual(30);
    expect(d.inventory[0]).toMatchObject({ stockOnHand: 5, stockAllocated: 0 });
    expect(d.basicInfo.categories.map((c: { key: string }) => c.key)).toContain(ref.categoryId);

    const h = await history(api, `/api/v1/product/${id}`, '?pagesize=100');
    const fields = h.result.map((r) => r.field);
    for (const f of ['basicInfo.name', 'basicInfo.status', 'identifiers.sku', 'seo.metaTitle', 'tags', 'categories'])
      expect(fields, f).toContain(f);
    expect(fields.some((f) => /^prices\.[^.]+\.GBP\.sellPrice$/.test(f))).toBe(true);
    expect(fields.some((f) => /^stock\.[^.]+\.onHand$/.test(f))).toBe(true);
    const name = h.result.find((r) => r.field === 'basicInfo.name')!;
    expect(name).toMatchObject({ before: `Lifecycle Lamp ${stockCode}`, after: 'Renamed Lamp', actor: { name: 'Cat Manager' } });

    // The page still holds ETag "1": refused, nothing written, no history.
    const stale = await api.put(`/api/v1/product/${id}`, { headers: { 'If-Match': etag }, data: { basicInfo: { name: 'Lost update' }, stock: [{ warehouseId: ref.warehouseId, onHand: 99 }] } });
    await expectMutationFailure(stale, 409, 'CONFLICT');
    const after = (await detail(api, id)).detail as Detail;
    expect(after.basicInfo.name).toBe('Renamed Lamp');
    expect(after.inventory[0].stockOnHand).toBe(5);
    expect((await history(api, `/api/v1/product/${id}`)).totalRecords).toBe(h.totalRecords);
  });

  test('PUT adds a price list and a warehouse the product had no row in, then removes them; the default price and allocated stock stay', async ({ api }) => {
    const ref = await reference(api);
    const choicesRes = await api.get('/api/v1/product/edit-choices');
    expect(choicesRes.status(), await choicesRes.text()).toBe(200);
    const { result: choices } = (await choicesRes.json()) as { result: { priceLists: { id: string; isDefault: boolean; currencyCode: string }[]; warehouses: { id: string }[] } };
    const list = choices.priceLists.find((l) => !l.isDefault)!;
    const [home, other] = [ref.warehouseId, choices.warehouses.find((w) => w.id !== ref.warehouseId)!.id];
    const { id } = await createProduct(api, { stock: [{ warehouseId: home, onHand: 4, allocated: 1 }] });
    const put = async (data: Record<string, unknown>) => api.put(`/api/v1/product/${id}`, { headers: STAFF, data });

    const added = await put({ prices: [{ priceListId: list.id, sellPrice: '19.50' }], stock: [{ warehouseId: other, onHand: 7 }] });
    expect(added.status(), await added.text()).toBe(200);
    let d = (await detail(api, id)).detail as Detail;
    expect(d.pricelists.find((p: Detail) => p.pricelist.key === list.id)).toMatchObject({ sellPrice: 19.5, currencyCode: list.currencyCode });
    expect(d.inventory.find((i: Detail) => i.warehouseId === other)).toMatchObject({ stockOnHand: 7, stockAllocated: 0 });

    // The default list's price and a warehouse with allocated units are refused, and so nothing else of the write happens.
    const refused = await put({ prices: [{ priceListId: ref.priceListId, remove: true }], stock: [{ warehouseId: other, remove: true }] });
    expect((await expectMutationFailure(refused, 400, 'VALIDATION_ERROR')).errors.join(' ')).toContain('prices.0.remove');
    const allocated = await put({ stock: [{ warehouseId: other, onHand: 9 }, { warehouseId: home, remove: true }] });
    expect((await expectMutationFailure(allocated, 400, 'VALIDATION_ERROR')).errors.join(' ')).toContain('stock.1.remove');
    await expectMutationFailure(await put({ stock: [{ warehouseId: other, remove: true, onHand: 1 }] }), 400, 'VALIDATION_ERROR');
    d = (await detail(api, id)).detail as Detail;
    expect(d.inventory).toHaveLength(2);
    expect(d.inventory.find((i: Detail) => i.warehouseId === other).stockOnHand).toBe(7);

    const removed = await put({ prices: [{ priceListId: list.id, remove: true }], stock: [{ warehouseId: other, remove: true }] });
    expect(removed.status(), await removed.text()).toBe(200);
    d = (await detail(api, id)).detail as Detail;
    expect(d.pricelists.map((p: Detail) => p.pricelist.key)).not.toContain(list.id);
    expect(d.inventory.map((i: Detail) => i.warehouseId)).toEqual([home]);
    const h = await history(api, `/api/v1/product/${id}`, '?pagesize=100');
    const stockRemoval = h.result.find((r) => /^stock\.[^.]+\.onHand$/.test(r.field) && r.before === 7);
    expect(stockRemoval).toMatchObject({ after: null, actor: { name: 'Cat Manager' } });
  });

  test('PUT refuses a taken SKU, a bad value and an unknown product, and a refused write leaves no partial change', async ({ api }) => {
    const ref = await reference(api);
    const [seeded] = await slot(api, 9);
    const { id } = await createProduct(api);
    const dup = await expectMutationFailure(await api.put(`/api/v1/product/${id}`, { data: { identifiers: { sku: seeded.sku } } }), 409, 'DUPLICATE');
    expect(dup.errors.join(' ')).toContain('sku:');
    // The price is valid, the allocation is not: neither is written.
    const bad = await api.put(`/api/v1/product/${id}`, {
      data: { prices: [{ priceListId: ref.priceListId, sellPrice: 99 }], stock: [{ warehouseId: ref.warehouseId, onHand: 1, allocated: 3 }] },
    });
    expect((await expectMutationFailure(bad, 400, 'VALIDATION_ERROR')).errors.join(' ')).toContain('stock.0.allocated');
    expect((await detail(api, id)).detail.defaultPricing.sellPrice).toBe(24.99);
    await expectMutationFailure(await api.put(`/api/v1/product/${id}`, { data: { flags: { isActive: 'maybe' } } }), 400, 'VALIDATION_ERROR');
    await expectMutationFailure(await api.put(`/api/v1/product/${UNKNOWN_ID}`, { data: { basicInfo: { name: 'Ghost' } } }), 404, 'NOT_FOUND');
    await expectMutationFailure(await api.put(`/api/v1/product/${id}`, { headers: { 'If-Match': 'yesterday' }, data: {} }), 400, 'VALIDATION_ERROR');
  });

  test('a rich-text description is stored sanitised: script, handlers and javascript: links are stripped, the formatting kept', async ({ api }) => {
    const { id } = await createProduct(api, { basicInfo: { description: '<p>Hi<script>alert(1)</script></p>' } });
    expect((await detail(api, id)).detail.basicInfo.description).toBe('<p>Hi</p>');
    const { etag } = await detail(api, id);
    const html =
      '<h2 onclick="steal()">Care</h2><p><strong>Wipe</strong> <em>dry</em><img src=x onerror="alert(1)"></p>' +
      '<ul><li><a href="javascript:alert(1)">bad</a> <a href="https://example.test/care" target="_blank">guide</a></li></ul><style>p{}</style>';
    const res = await api.put(`/api/v1/product/${id}`, { headers: { ...STAFF, 'If-Match': etag }, data: { basicInfo: { description: html } } });
    expect(res.status(), await res.text()).toBe(200);
    expect((await detail(api, id)).detail.basicInfo.description).toBe(
      '<h2>Care</h2><p><strong>Wipe</strong> <em>dry</em></p><ul><li><a>bad</a> <a href="https://example.test/care" target="_blank" rel="noopener noreferrer nofollow">guide</a></li></ul>',
    );
    // The history holds what was stored, not what was sent.
    const h = await history(api, `/api/v1/product/${id}`);
    expect(h.result.find((r) => r.field === 'basicInfo.description')?.after).not.toContain('script');
  });

  test('delete hides the product, the deleted list shows it, restore brings it back with its prices', async ({ api }) => {
    const { id, stockCode } = await createProduct(api);
    const del = await api.delete(`/api/v1/product/${id}`, { headers: STAFF });
    expect(del.status(), await del.text()).toBe(200);
    await expectV1Failure(await api.get(`/api/v1/product/${id}`), 404, 'NOT_FOUND');
    expect((await search(api, { freeText: stockCode })).totalRecords).toBe(0);
    const listed = await api.get('/api/v1/product/deleted?pagesize=50');
    expect(listed.status()).toBe(200);
    const entry = (await listed.json()).result.find((r: { productId: string }) => r.productId === id);
    expect(entry).toMatchObject({ stockCode, deletedBy: 'Cat Manager' });
    expect(Date.parse(entry.purgeAfter) - Date.parse(entry.deletedAt)).toBe(30 * 86_400_000);
    await expectMutationFailure(await api.delete(`/api/v1/product/${id}`), 404, 'NOT_FOUND');

    const restored = await api.post(`/api/v1/product/${id}/restore`, { headers: STAFF });
    expect(restored.status(), await restored.text()).toBe(200);
    const { detail: d } = await detail(api, id);
    expect(d.basicInfo.stockCode).toBe(stockCode);
    expect(d.defaultPricing.sellPrice).toBe(24.99);
    expect((await search(api, { freeText: stockCode })).totalRecords).toBe(1);
    const fields = (await history(api, `/api/v1/product/${id}`)).result.map((r) => `${r.field}:${r.after}`);
    expect(fields.slice(0, 2)).toEqual(['deleted:false', 'deleted:true']);

    await expectMutationFailure(await api.post(`/api/v1/product/${id}/restore`), 409, 'CONFLICT');
    await expectMutationFailure(await api.post(`/api/v1/product/${UNKNOWN_ID}/restore`), 404, 'NOT_FOUND');
  });

  test('a product in an open basket cannot be deleted (409) and stays', async ({ api }) => {
    const ref = await reference(api);
    const { id } = await createProduct(api, {
      status: 2,
      basicInfo: { defaultCategoryId: ref.categoryId },
      flags: { isActive: true, isVisible: true },
      stock: [{ warehouseId: ref.warehouseId, onHand: 10 }],
    });
    const s = shopper();
    const basket = await createBasket(api, s.headers);
    await okD(await api.post(`${B}/${basket.id}/items`, { data: { productId: id, qty: 1 }, headers: s.headers }));
    const refused = await expectMutationFailure(await api.delete(`/api/v1/product/${id}`), 409, 'CONFLICT');
    expect(refused.message ?? refused.errors.join(' ')).toMatch(/basket/);
    await detail(api, id);
  });

  test('duplicate copies a product as a draft under a new stock code with zero stock; archive is a status', async ({ api }) => {
    const ref = await reference(api);
    const { id } = await createProduct(api, { stock: [{ warehouseId: ref.warehouseId, onHand: 8 }], tags: ['desk'] });
    const copyCode = `LC-${uniqueSuffix()}`;
    const res = await api.post(`/api/v1/product/${id}/duplicate`, { headers: STAFF, data: { stockCode: copyCode } });
    expect(res.status(), await res.text()).toBe(200);
    const copyId = (await res.json()).recordId;
    expect(copyId).not.toBe(id);
    const { detail: c } = await detail(api, copyId);
    expect(c.basicInfo).toMatchObject({ stockCode: copyCode, status: 1 });
    expect(c.defaultPricing.sellPrice).toBe(24.99);
    expect(c.inventory[0]).toMatchObject({ warehouseId: ref.warehouseId, stockOnHand: 0 });
    expect((await search(api, { freeText: copyCode })).totalRecords).toBe(1);
    const taken = await expectMutationFailure(await api.post(`/api/v1/product/${id}/duplicate`, { data: { stockCode: copyCode } }), 409, 'DUPLICATE');
    expect(taken.errors.join(' ')).toContain('stockCode:');
    await expectMutationFailure(await api.post(`/api/v1/product/${UNKNOWN_ID}/duplicate`, { data: { stockCode: `LC-${uniqueSuffix()}` } }), 404, 'NOT_FOUND');

    const archived = await api.put(`/api/v1/product/${id}`, { data: { basicInfo: { status: 3 } } });
    expect(archived.status()).toBe(200);
    expect((await detail(api, id)).detail.basicInfo.status).toBe(3);
  });

  test('a variant is created under a master with its own attribute value', async ({ api }) => {
    const { id: masterId } = await createProduct(api);
    const code = `LC-${uniqueSuffix()}`;
    const res = await api.post(`/api/v1/product/${masterId}/variants`, { data: { stockCode: code, attributes: { ColorName: 'Red' }, sellPrice: '26.00' } });
    expect(res.status(), await res.text()).toBe(200);
    const variantId = (await res.json()).recordId;
    const { detail: v } = await detail(api, variantId);
    expect(v.basicInfo).toMatchObject({ stockCode: code, colorName: 'Red' });
    expect(v.defaultPricing.sellPrice).toBe(26);
    const { detail: m } = await detail(api, masterId);
    expect(m.variants.variantProduct.items.map((i: { productId: string }) => i.productId)).toContain(variantId);
    // The master's variants now differ by colour: another attribute is refused, as is a variant of a variant.
    const wrong = await expectMutationFailure(await api.post(`/api/v1/product/${masterId}/variants`, { data: { stockCode: `LC-${uniqueSuffix()}`, attributes: { Size: 'M' } } }), 400, 'VALIDATION_ERROR');
    expect(wrong.errors.join(' ')).toContain('attributes.ColorName');
    await expectMutationFailure(await api.post(`/api/v1/product/${variantId}/variants`, { data: { stockCode: `LC-${uniqueSuffix()}`, attributes: { ColorName: 'Blue' } } }), 422, 'RULE_VIOLATION');
    // A master with variants cannot be deleted before them.
    await expectMutationFailure(await api.delete(`/api/v1/product/${masterId}`), 409, 'CONFLICT');
  });
});

test.describe('history of categories, suppliers and product families', () => {
  test('edits of a category, a supplier and a family are listed newest first with the staff member', async ({ api }) => {
    const suffix = uniqueSuffix();
    const tree = await api.get('/api/v1/category');
    const parent = (await tree.json()).result[0];
    const cat = await api.post('/api/v1/category', { headers: STAFF, data: { categoryCode: `H${suffix}`, categoryName: 'History Shelf', parentCategoryCode: parent.categoryCode } });
    expect(cat.status(), await cat.text()).toBe(200);
    const catId = (await cat.json()).recordId;
    expect((await api.put(`/api/v1/category/${catId}`, { headers: STAFF, data: { name: 'History Shelves' } })).status()).toBe(200);
    const ch = await history(api, `/api/v1/category/${catId}`);
    expect(ch.result[0]).toMatchObject({ field: 'name', before: 'History Shelf', after: 'History Shelves', actor: { name: 'Cat Manager' } });
    expect(ch.result.at(-1)!.field).toBe('*');

    const sup = await api.post('/api/v1/supplier', { headers: STAFF, data: { code: `S${suffix}`, name: 'History Supplies' } });
    expect(sup.status(), await sup.text()).toBe(200);
    const supId = (await sup.json()).result.recordId;
    expect((await api.put('/api/v1/supplier', { headers: STAFF, data: { recordId: supId, name: 'History Supplies Ltd' } })).status()).toBe(200);
    expect((await history(api, `/api/v1/supplier/${supId}`)).result[0]).toMatchObject({ field: 'name', after: 'History Supplies Ltd' });

    const fam = await api.post('/api/v1/product-family', { headers: STAFF, data: { code: `F${suffix}`, name: `History family ${suffix}` } });
    expect(fam.status(), await fam.text()).toBe(200);
    const famId = (await fam.json()).result.recordId;
    expect((await api.put(`/api/v1/product-family/${famId}`, { headers: STAFF, data: { name: `History kin ${suffix}` } })).status()).toBe(200);
    const fh = await history(api, `/api/v1/product-family/${famId}`, '?page=1&pagesize=1');
    expect(fh.totalRecords).toBe(2);
    expect(fh.result).toEqual([expect.objectContaining({ field: 'name', after: `History kin ${suffix}` })]);

    await expectV1Failure(await api.get(`/api/v1/product/not-a-guid/history`), 400, 'VALIDATION_ERROR');
  });
});
