import { expect, test } from '../support/api';

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
