import { expect, expectV1Failure, fetchToken, test } from '../support/api';
import { search } from '../support/commerce';
import { csv, postHugeFile, postImport, previewImport, runImport, xlsx, xlsxBomb } from '../support/import';

/**
 * Product import (issue 11): preview, dry run, run and every refused file, through the API on the
 * shared test server (PGlite and PostgreSQL); cancel and resume after a kill are in
 * import-restart.spec.ts (a server of its own). Each test's stock codes carry a tag of its own.
 */
const tagOf = (what: string) => `IMP${what}${Date.now().toString(36).toUpperCase()}`;

type Api = Parameters<Parameters<typeof test>[2]>[0]['api'];

async function findByStockCode(api: Api, stockCode: string): Promise<{ id: string; stockCode: string; name: string }[]> {
  const res = await api.post('/api/v1/search/advanced?pagesize=100', { data: { stockCode } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result;
}

async function someProduct(api: Api) {
  const res = await api.post('/api/v1/search/advanced?pagesize=1&page=7', { data: {} });
  const item = (await res.json()).result[0] as { productId: string; stockCode: string; name: string };
  return { id: item.productId, stockCode: item.stockCode, name: item.name };
}

async function brandOption(api: Api) {
  const metas = (await (await api.get('/api/v1/meta-info')).json()).result as { fieldCode: string; options: { key: string; value: string }[] }[];
  return metas.find((m) => m.fieldCode === 'Brand')!.options[0];
}

const historyOf = async (api: Api, id: string) =>
  (await (await api.get(`/api/v1/product/${id}/history?pagesize=50`)).json()).result as { field: string; source: string; importId: string | null; after: unknown }[];

test('preview: the columns with suggested fields (case and accents ignored), samples and the first 20 rows', async ({ api }) => {
  const rows = Array.from({ length: 25 }, (_, i) => [`P-${i}`, `Product ${i}`, 'Acme', 'Blue', `note ${i}`]);
  const res = await previewImport(api, csv([['stock code', 'NAME', 'Brånd', 'Colour Name', 'Supplier note'], ...rows]));
  expect(res.status(), await res.text()).toBe(200);
  const preview = (await res.json()).result;
  expect(preview.format).toBe('csv');
  expect(preview.mapping).toEqual({ 'stock code': 'StockCode', NAME: 'Name', Brånd: 'Brand', 'Colour Name': 'ColorName' });
  expect(preview.rows).toHaveLength(20);
  expect(preview.rows[19]).toEqual(rows[19]);
  const byName = Object.fromEntries(preview.columns.map((c: { name: string }) => [c.name, c]));
  expect(byName['Supplier note'].suggestedField).toBeNull();
  expect(byName.NAME.samples).toEqual(['Product 0', 'Product 1', 'Product 2', 'Product 3', 'Product 4']);
  expect(byName['Brånd'].samples).toEqual(['Acme']);
});

test('a dry run lists every error and writes nothing; the run creates and updates, and each change is in the history as the import', async ({ api }) => {
  const tag = tagOf('R');
  const existing = await someProduct(api);
  const brand = await brandOption(api);
  const mapping = { Code: 'StockCode', Title: 'Name', Brand: 'Brand', 'Weight (kg)': 'Weight', State: 'Status' };
  const file = csv([
    ['Code', 'Title', 'Brand', 'Weight (kg)', 'State'],
    [`${tag}-1`, 'Imported one', brand.value, '1.5', 'Active'],
    [`${tag}-2`, 'Imported two', '', '', ''],
    [existing.stockCode, `Renamed ${tag}`, '', '', ''],
    [`${tag}-3`, '', '', '', ''],
    [`${tag}-4`, 'Heavy', '', 'heavy', ''],
  ]);

  const dry = await runImport(api, file, { mapping, dryRun: true });
  expect(dry.job).toMatchObject({ status: 'done', counts: { created: 2, updated: 1, skipped: 2, errors: 2 } });
  expect(dry.errors).toEqual([
    { rowNumber: 4, column: 'Title', message: 'Name is required for a new product' },
    { rowNumber: 5, column: 'Weight (kg)', message: expect.stringContaining('must be a number') },
  ]);
  expect(await findByStockCode(api, tag)).toHaveLength(0);
  expect((await (await api.get(`/api/v1/product/${existing.id}`)).json()).result.basicInfo.name).toBe(existing.name);

  const run = await runImport(api, file, { mapping });
  expect(run.job).toMatchObject({ status: 'done', progress: 100, counts: { created: 2, updated: 1, skipped: 2, errors: 2 } });
  expect(run.created.map((p) => p.stockCode).sort()).toEqual([`${tag}-1`, `${tag}-2`]);
  expect(run.updated).toEqual([{ id: existing.id, stockCode: existing.stockCode }]);
  const oneId = run.created.find((p) => p.stockCode === `${tag}-1`)!.id;
  const one = (await (await api.get(`/api/v1/product/${oneId}`)).json()).result;
  expect(one.basicInfo).toMatchObject({ name: 'Imported one', brand: { key: brand.key }, status: 2 });
  expect(one.dimensions.weight.value).toBe(1.5);

  const created = await historyOf(api, oneId);
  expect(created.find((h) => h.field === '*')).toMatchObject({ source: 'import', importId: run.id });
  const updated = await historyOf(api, existing.id);
  expect(updated[0]).toMatchObject({ field: 'name', source: 'import', importId: run.id, after: `Renamed ${tag}` });

  const errorsCsv = await api.get(`/api/v1/import/${run.id}/errors.csv`);
  expect(errorsCsv.status()).toBe(200);
  expect(errorsCsv.headers()['content-type']).toContain('text/csv');
  const lines = (await errorsCsv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines).toEqual([
    'Code,Title,Brand,Weight (kg),State,Errors',
    `${tag}-3,,,,,Title: Name is required for a new product`,
    expect.stringMatching(new RegExp(`^${tag}-4,Heavy,,heavy,,"Weight \\(kg\\): ""heavy"" must be a number"`)),
  ]);
});

test('an import that renames a product shows in the v2 storefront search at once', async ({ api }) => {
  // Import batches note their changed products for the v2 search facts themselves (migration 0024).
  const tag = tagOf('V');
  const target = (await search(api, { pageSize: 1, currentPage: 11, sortBy: 'name-desc' })).results[0];
  const run = await runImport(api, csv([['Code', 'Title'], [target.stockCode, `Renamed ${tag}`]]), { mapping: { Code: 'StockCode', Title: 'Name' } });
  expect(run.job).toMatchObject({ status: 'done', counts: { created: 0, updated: 1, errors: 0 } });
  const found = await search(api, { freeText: tag });
  expect(found.results.map((i) => [i.recordId, i.name])).toEqual([[target.recordId, `Renamed ${tag}`]]);
});

test('an XLSX workbook imports like a CSV; mode update refuses unknown stock codes row by row', async ({ api }) => {
  const tag = tagOf('X');
  const existing = await someProduct(api);
  const file = await xlsx([
    ['StockCode', 'Meta title', 'Free shipping'],
    [existing.stockCode, `Meta ${tag}`, 'yes'],
    [`${tag}-missing`, 'Nobody', 'no'],
  ]);
  const run = await runImport(api, file, { mapping: { StockCode: 'StockCode', 'Meta title': 'MetaTitle', 'Free shipping': 'IsFreeShipping' }, mode: 'update', name: 'supplier.xlsx' });
  expect(run.job.counts).toMatchObject({ created: 0, updated: 1, skipped: 1 });
  expect(run.errors).toEqual([{ rowNumber: 2, column: 'StockCode', message: expect.stringContaining(`no product has stock code ${tag}-missing`) }]);
  const detail = (await (await api.get(`/api/v1/product/${existing.id}`)).json()).result;
  expect(detail.seo.metaTitle).toBe(`Meta ${tag}`);
  expect(detail.shippingInfo.isFreeShipping).toBe(true);
});

test('refused files: a clear 4xx each, and nothing written', async ({ api, baseURL, request }) => {
  const tag = tagOf('B');
  const mapping = { StockCode: 'StockCode', Name: 'Name' };
  const good = (n: number) => Array.from({ length: n }, (_, i) => [`${tag}-${i}`, `Refused ${i}`]);
  const cases: [string, Promise<import('@playwright/test').APIResponse>, number, string, RegExp][] = [
    ['empty file', postImport(api, Buffer.alloc(0), { mapping }), 400, 'VALIDATION_ERROR', /empty/],
    ['header only', postImport(api, csv([['StockCode', 'Name']]), { mapping }), 400, 'VALIDATION_ERROR', /no rows/],
    ['a PNG named .csv', postImport(api, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), { mapping }), 415, 'UNSUPPORTED_MEDIA_TYPE', /binary/],
    ['an old .xls', postImport(api, Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]), { mapping, name: 'old.xls' }), 415, 'UNSUPPORTED_MEDIA_TYPE', /xls/],
    ['an XLSX bomb', postImport(api, xlsxBomb(), { mapping, name: 'bomb.xlsx' }), 413, 'PAYLOAD_TOO_LARGE', /decompression bomb/],
    ['duplicate stock codes', postImport(api, csv([['StockCode', 'Name'], ...good(3), [`${tag}-1`, 'Again']]), { mapping }), 422, 'RULE_VIOLATION', /row 4: stock code .*-1 is also in row 2/],
    ['an unknown mapped attribute', postImport(api, csv([['StockCode', 'Name'], ...good(2)]), { mapping: { ...mapping, Name: 'NoSuchField' } }), 400, 'VALIDATION_ERROR', /no attribute has code NoSuchField/],
    ['inconsistent column counts', postImport(api, csv([['StockCode', 'Name'], ...good(2), [`${tag}-x`, 'Too', 'many']]), { mapping }), 422, 'RULE_VIOLATION', /row 3: has 3 fields where the header has 2/],
    ['no stock code mapped', postImport(api, csv([['StockCode', 'Name'], ...good(2)]), { mapping: { Name: 'Name' } }), 400, 'VALIDATION_ERROR', /StockCode/],
    ['not multipart', api.post('/api/v1/import', { data: { mapping } }), 415, 'UNSUPPORTED_MEDIA_TYPE', /multipart/],
  ];
  for (const [what, call, status, code, message] of cases) {
    const body = await expectV1Failure(await call, status, code);
    expect(`${body.message} ${body.error}`, what).toMatch(message);
  }
  await expectV1Failure(await previewImport(api, xlsxBomb(), 'bomb.xlsx'), 413, 'PAYLOAD_TOO_LARGE');

  const { access_token } = await fetchToken(request);
  for (const chunked of [false, true]) {
    const huge = await postHugeFile(baseURL!, access_token, { chunked });
    expect(huge.status, `chunked: ${chunked} ${huge.body}`).toBe(413);
    expect(JSON.parse(huge.body)).toMatchObject({ messageCode: 'PAYLOAD_TOO_LARGE', result: null });
  }
  // Multipart framing that ends before its closing boundary: a 400, no half-read file kept.
  const cut = await api.post('/api/v1/import', {
    headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    data: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="cut.csv"\r\n\r\nStockCode,Name\r\nA,B'),
  });
  await expectV1Failure(cut, 400, 'MALFORMED_BODY');

  expect(await findByStockCode(api, tag)).toHaveLength(0);
});
