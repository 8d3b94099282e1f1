import { expect, test } from '../support/api';
import { ContractDocument } from '../support/contract-document';

/** Every v1 path of the service interface (spec § Endpoints), as OpenAPI writes them. */
const SPEC_V1 = [
  'get /api/v1/category',
  'post /api/v1/category',
  'get /api/v1/category/{id}',
  'put /api/v1/category/{id}',
  'get /api/v1/product-family',
  'post /api/v1/product-family',
  'get /api/v1/product-family/{id}',
  'put /api/v1/product-family/{id}',
  'post /api/v1/supplier',
  'put /api/v1/supplier',
  'get /api/v1/product/{id}',
  'get /api/v1/meta-info',
  'get /api/v1/search/all',
  'post /api/v1/search/advanced',
  'get /api/v1/search/by-category/{id}',
  'get /api/v1/search/by-brand/{id}',
  'get /api/v1/search/by-collection/{id}',
  'get /api/v1/search/by-season/{id}',
  'get /api/v1/search/by-status/{id}',
  ...['any-field', 'multiple-fields', 'multiple-field', 'tags', 'collection', 'vendor', 'hsn-code', 'coo', 'brand', 'status'].map(
    (p) => `put /api/v1/bulk-update/${p}`,
  ),
];

test('the OpenAPI document lists every v1 path of the spec, extensions marked', async ({ anonymous }) => {
  const res = await anonymous.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  const doc = await res.json();
  const listed = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
  for (const op of SPEC_V1) expect(listed, op).toContain(op);
  for (const ext of ['get /api/v1/supplier', 'post /api/v1/product/data', 'post /api/v1/search/advanced/ids']) {
    const [method, path] = ext.split(' ');
    expect(doc.paths[path][method]['x-extension'], ext).toBe(true);
  }
});

test('the API reference page renders without scripts or network', async ({ anonymous }) => {
  const res = await anonymous.get('/api/docs');
  expect(res.status()).toBe(200);
  expect(res.url()).toMatch(/\/docs$/);
  const html = await res.text();
  expect(html).toContain('/api/v1/bulk-update/multiple-fields');
  expect(html).toContain('Catalogue and Commerce Service');
  // nothing is loaded from another host
  expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:\/\//);
});

test('every operation has a unique camelCase operationId, the server is relative and every tag is described', async ({ anonymous }) => {
  const doc = await (await anonymous.get('/api/openapi.json')).json();
  const operations = Object.values(doc.paths as Record<string, Record<string, { operationId?: string; tags?: string[] }>>).flatMap((item) => Object.values(item));
  const ids = operations.map((op) => op.operationId);
  expect(ids.length).toBeGreaterThan(150);
  for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(expect.arrayContaining(['getProductById', 'searchCatalogAdvanced', 'issueToken', 'addBasketItem']));
  expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  const described = new Map((doc.tags as { name: string; description: string }[]).map((t) => [t.name, t.description]));
  for (const tag of new Set(operations.flatMap((op) => op.tags ?? []))) expect(described.get(tag), tag).toBeTruthy();
});

test('the contract check refuses an answer the document does not describe', async ({ anonymous }) => {
  const contract = new ContractDocument(await (await anonymous.get('/api/openapi.json')).json());
  const detail = contract.operationFor('GET', '//API/v1/Product/0b6e1b3c-5d0e-4c3b-9f1e-2a7d7c1e9a10/');
  expect(detail?.id).toBe('getProductById');
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const failure = { statusCode: 404, status: 'NotFound', error: 'No product', errorId: 'NOT_FOUND', message: 'No product', messageCode: 'NOT_FOUND', result: null };
  expect(contract.validate(detail!, 404, 'application/json', json(failure)).problems).toEqual([]);
  // an undocumented field, a wrong type, an undocumented status, a body type the document does not list
  expect(contract.validate(detail!, 404, 'application/json', json({ ...failure, extra: 1 })).problems.join()).toContain("'extra'");
  expect(contract.validate(detail!, 404, 'application/json', json({ ...failure, statusCode: '404' })).problems.join()).toContain('/statusCode');
  expect(contract.validate(detail!, 418, 'application/json', json(failure)).problems.join()).toContain('status 418 is not documented');
  expect(contract.validate(detail!, 404, 'text/html', Buffer.from('<p>')).problems.join()).toContain('text/html');
});
