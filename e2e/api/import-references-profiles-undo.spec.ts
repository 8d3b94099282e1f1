import { expect, expectV1Failure, test } from '../support/api';
import { expectV2Success } from '../support/v2';
import { catalogueProduct, csv, postImport, previewImport, productValues, runImport } from '../support/import';

/**
 * Supplier files (issue 33): brands, categories and collections named as people write them, missing
 * ones created on request; saved mapping profiles per supplier; and an import undone like a bulk run.
 * Through the API on the shared test server (PGlite and PostgreSQL). No assertion here depends on how
 * a sell price is read (import-prices-stock.spec.ts turns the tax setting off for one test).
 */
const tagOf = (what: string) => `IRP${what}${Date.now().toString(36).toUpperCase()}`;

type Api = Parameters<Parameters<typeof test>[2]>[0]['api'];
type Option = { key: string; value: string };

async function options(api: Api, fieldCode: string): Promise<Option[]> {
  const metas = (await (await api.get('/api/v1/meta-info')).json()).result as { fieldCode: string; options: Option[] }[];
  return metas.find((m) => m.fieldCode === fieldCode)!.options;
}

/** Accents on the vowels and odd case: what a supplier's system may make of a name. */
const mangled = (name: string) => `  ${name.toUpperCase().replace(/E/g, 'É').replace(/A/g, 'À')} `;

async function inCollection(api: Api, collectionId: string, stockCode: string): Promise<boolean> {
  const res = await api.post('/api/v1/search/advanced?pagesize=5', { data: { collectionId, stockCode } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).result as { stockCode: string }[]).some((p) => p.stockCode === stockCode);
}

test('brands and categories by code, name or path in any case and accents; an unknown one names the closest; brands and collections created on request, categories never', async ({ api }) => {
  const tag = tagOf('R');
  const brands = (await expectV2Success(await api.get('/api/v2/catalog/brand/all'))) as { id: string; code: string; name: string }[];
  const [byName, byCode, typo] = brands.filter((b) => b.name.length >= 8).slice(0, 3);
  const leaves = await options(api, 'Category');
  const lastTwo = (path: string) => path.split(' › ').slice(-2).join(' › ');
  // A leaf whose last two levels name it alone, so that they find it.
  const leaf = leaves.find((c) => c.value.split(' › ').length >= 3 && leaves.filter((o) => lastTwo(o.value) === lastTwo(c.value)).length === 1)!;
  const levels = leaf.value.split(' › ');
  const wrongLeaf = [...levels.slice(0, -1), levels.at(-1)!.slice(0, -2)].join(' › ');
  const file = csv([
    ['Code', 'Title', 'Manufacturer', 'Category', 'Collection'],
    [`${tag}-1`, `Named ${tag}`, mangled(byName.name), levels.join('/').toLowerCase(), ''],
    [`${tag}-2`, `Coded ${tag}`, byCode.code.toLowerCase(), levels.slice(-2).join(' > '), ''],
    [`${tag}-3`, `Typo ${tag}`, typo.name.slice(0, -1), leaf.value, ''],
    [`${tag}-4`, `Lost ${tag}`, byName.name, wrongLeaf, ''],
    [`${tag}-5`, `New brand ${tag}`, `Brand ${tag}`, leaf.value, `Collection ${tag}`],
  ]);
  const mapping = { Code: 'StockCode', Title: 'Name', Manufacturer: 'Brand', Category: 'Category', Collection: 'Collections' };

  const refused = await runImport(api, file, { mapping });
  expect(refused.job.counts).toMatchObject({ created: 2, skipped: 3 });
  expect(refused.errors).toEqual([
    { rowNumber: 3, column: 'Manufacturer', message: `no brand named "${typo.name.slice(0, -1)}" — did you mean "${typo.name}"?` },
    { rowNumber: 4, column: 'Category', message: `no category named "${wrongLeaf}" — did you mean "${leaf.value}"?` },
    { rowNumber: 5, column: 'Manufacturer', message: `no brand named "Brand ${tag}"` },
    { rowNumber: 5, column: 'Collection', message: `no collection named "Collection ${tag}"` },
  ]);
  for (const [n, brand] of [[0, byName], [1, byCode]] as const) {
    const product = refused.created.find((p) => p.stockCode === `${tag}-${n + 1}`)!;
    const detail = (await (await api.get(`/api/v1/product/${product.id}`)).json()).result;
    expect(detail.basicInfo.brand).toEqual({ key: brand.id, value: brand.name });
    expect(detail.basicInfo.defaultCategory.key).toBe(leaf.key);
  }

  const createdRun = await runImport(api, csv([['Code', 'Title', 'Manufacturer', 'Category', 'Collection'], [`${tag}-5`, `New brand ${tag}`, `Brand ${tag}`, leaf.value, `Collection ${tag}`]]), {
    mapping,
    createMissing: 'brands,collections',
  });
  expect(createdRun.job.counts).toMatchObject({ created: 1, errors: 0, warnings: 2 });
  expect(createdRun.warnings).toEqual([
    { rowNumber: 1, column: 'Manufacturer', message: expect.stringMatching(new RegExp(`^brand "Brand ${tag}" was created \\(code BRAND-${tag}\\)$`)) },
    { rowNumber: 1, column: 'Collection', message: expect.stringMatching(new RegExp(`^collection "Collection ${tag}" was created \\(code COLLECTION-${tag}\\)$`)) },
  ]);
  const created = (await (await api.get(`/api/v1/product/${createdRun.created[0].id}`)).json()).result;
  expect(created.basicInfo.brand.value).toBe(`Brand ${tag}`);

  await expectV1Failure(await postImport(api, file, { mapping, createMissing: 'categories' }), 400, 'VALIDATION_ERROR');
});

test('a saved mapping profile per supplier: listed, applied by the preview with its options, enough to import with; names unique', async ({ api }) => {
  const tag = tagOf('P');
  const supplier = (await options(api, 'Vendor'))[0];
  const p = await catalogueProduct(api, 411);
  const body = {
    name: `Supplier ${tag}`,
    supplierId: supplier.key,
    mapping: { 'Item code': 'StockCode', 'Product name': 'Name', RRP: 'ListPrice:RETAIL-GBP', Cost: 'CostPrice:RETAIL-GBP' },
    options: { decimalComma: true, createMissing: [] },
  };
  const made = await api.post('/api/v1/import/profiles', { data: body });
  expect(made.status(), await made.text()).toBe(201);
  const profile = (await made.json()).result;
  expect(made.headers().location).toBe(`/api/v1/import/profiles/${profile.id}`);
  expect(profile).toMatchObject({ name: body.name, supplier: { key: supplier.key, value: supplier.value }, mapping: body.mapping, options: body.options });
  const listed = (await (await api.get(`/api/v1/import/profiles?supplierId=${supplier.key}`)).json()).result as { id: string }[];
  expect(listed.map((l) => l.id)).toContain(profile.id);
  await expectV1Failure(await api.post('/api/v1/import/profiles', { data: { ...body, name: body.name.toLowerCase() } }), 409, 'DUPLICATE');
  await expectV1Failure(await api.post('/api/v1/import/profiles', { data: { ...body, name: `Other ${tag}`, mapping: { Price: 'Price:NO-SUCH-LIST' } } }), 400, 'VALIDATION_ERROR');

  const file = csv([['Item code', 'Product name', 'RRP', 'Colour'], [p.stockCode, '', '1.234,50', '']]);
  const preview = (await (await previewImport(api, file, 'supplier.csv', profile.id)).json()).result;
  expect(preview).toMatchObject({
    profile: { id: profile.id, name: body.name },
    mapping: { 'Item code': 'StockCode', 'Product name': 'Name', RRP: 'ListPrice:RETAIL-GBP', Colour: 'ColorName' },
    missingColumns: ['Cost'],
    options: { decimalComma: true, createMissing: [] },
  });

  const run = await runImport(api, file, { profileId: profile.id });
  expect(run.options.decimalComma).toBe(true);
  expect(run.job.counts).toMatchObject({ updated: 1, errors: 0 });
  expect((await productValues(api, p.id)).prices['Retail GBP'].listPrice).toBe(1234.5);

  const renamed = await api.put(`/api/v1/import/profiles/${profile.id}`, { data: { ...body, name: `Renamed ${tag}` } });
  expect((await renamed.json()).result.name).toBe(`Renamed ${tag}`);
  expect((await api.delete(`/api/v1/import/profiles/${profile.id}`)).status()).toBe(200);
  await expectV1Failure(await api.get(`/api/v1/import/profiles/${profile.id}`), 404, 'NOT_FOUND');
  await expectV1Failure(await postImport(api, file, { profileId: profile.id }), 404, 'NOT_FOUND');
});

test('an import is undone like a bulk run: fields, prices and stock get their old values back, collections and new stock rows go, created products move to the deleted products', async ({ api }) => {
  const tag = tagOf('U');
  const store = 'London Regent Street Store';
  let target: { id: string; stockCode: string } | undefined;
  for (let page = 421; !target; page++) {
    const candidate = await catalogueProduct(api, page);
    if (!(store in (await productValues(api, candidate.id)).stock)) target = candidate;
  }
  const before = await productValues(api, target.id);
  const collection = (await options(api, 'Collections'))[0];
  const wasIn = await inCollection(api, collection.key, target.stockCode);
  const file = csv([
    ['Code', 'Title', 'Price', 'RRP', 'Cost', 'Qty', 'Shop qty', 'Collection'],
    [target.stockCode, `Undo me ${tag}`, '77.00', '88.00', '11.00', '321', '4', collection.value],
    [`${tag}-new`, `Created ${tag}`, '15.00', '', '', '6', '', ''],
  ]);
  const run = await runImport(api, file, {
    mapping: { Code: 'StockCode', Title: 'Name', Price: 'Price:RETAIL-GBP', RRP: 'ListPrice:RETAIL-GBP', Cost: 'CostPrice:RETAIL-GBP', Qty: 'Stock', 'Shop qty': 'Stock:LDN-STORE', Collection: 'Collections' },
  });
  expect(run.job.counts).toMatchObject({ created: 1, updated: 1, errors: 0 });
  const changed = await productValues(api, target.id);
  expect(changed).toMatchObject({ name: `Undo me ${tag}`, stock: { [store]: { stockOnHand: 4, stockAllocated: 0 } } });
  expect(changed.prices['Retail GBP']).toMatchObject({ listPrice: 88, costPrice: 11 });
  expect(await inCollection(api, collection.key, target.stockCode)).toBe(true);
  const createdId = run.created[0].id;
  const bulkRun = (await (await api.get(`/api/v1/bulk-update/runs/${run.runId}`)).json()).result;
  expect(bulkRun).toMatchObject({ id: run.id, operation: 'import', status: 'done', productCount: 2, result: { created: 1, updated: 1 } });

  const undo = await api.post(`/api/v1/bulk-update/runs/${run.runId}/undo`);
  expect(undo.status(), await undo.text()).toBe(200);
  expect((await undo.json()).result).toMatchObject({ undoOf: run.id, restoredProducts: 2, skipped: { count: 0 } });
  expect(await productValues(api, target.id)).toEqual(before);
  expect(await inCollection(api, collection.key, target.stockCode)).toBe(wasIn);
  expect((await api.get(`/api/v1/product/${createdId}`)).status()).toBe(404);
  const bin = (await (await api.get('/api/v1/product/deleted?pagesize=100')).json()).result as { productId: string }[];
  expect(bin.map((d) => d.productId)).toContain(createdId);
  expect((await (await api.get(`/api/v1/import/${run.id}`)).json()).result.undoneBy).toEqual(expect.any(String));
  await expectV1Failure(await api.post(`/api/v1/bulk-update/runs/${run.runId}/undo`), 409, 'CONFLICT');
});
