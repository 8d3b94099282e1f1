import { expect, expectV1Failure, test } from '../support/api';
import { detail, search, slot } from '../support/catalogue';
import type { APIRequestContext } from '@playwright/test';
import { csv, runImport } from '../support/import';

/** Completeness (extension, issue 11). Slots 350–353 are this file's products. */
interface Family {
  id: number;
  code: string;
  requiredAttributes: string[];
}

async function familyOf(api: APIRequestContext, productId: string): Promise<Family> {
  const { detail: d } = await detail(api, productId);
  const families = (await (await api.get('/api/v1/product-family')).json()).result as Family[];
  const family = families.find((f) => f.code === d.customAttributes.customAttributeSetId);
  expect(family, `family ${d.customAttributes.customAttributeSetId}`).toBeTruthy();
  return family!;
}

async function stored(api: APIRequestContext, id: string): Promise<{ completeness: number; missingAttributes: string[] }> {
  const { detail: d } = await detail(api, id);
  return { completeness: d.completeness, missingAttributes: d.missingAttributes };
}

/** What completeness must be for the missing codes, from the product's required list. */
const expected = (required: number, missing: number) => Math.floor((100 * (required - missing)) / required);

test.describe('completeness: required attributes of the family, kept by every write', () => {
  test('detail and search items carry the same value; a bulk change of a required attribute updates it', async ({ api }) => {
    const items = await slot(api, 350);
    const ids = items.map((i) => i.productId);
    const family = await familyOf(api, ids[0]);
    // meta-info's required core fields (Name, StockCode, Status) plus the family's own list
    const required = 3 + family.requiredAttributes.length;
    expect(family.requiredAttributes).toContain('Description');

    const cleared = await api.put('/api/v1/bulk-update/any-field', { data: { productIds: [ids[0]], fieldCode: 'Description', fieldValue: '' } });
    expect(cleared.status(), await cleared.text()).toBe(200);
    const after = await stored(api, ids[0]);
    expect(after.missingAttributes).toContain('Description');
    expect(after.completeness).toBe(expected(required, after.missingAttributes.length));
    expect(after.completeness).toBeLessThan(100);

    const found = await search(api, { stockCode: items[0].stockCode, completenessBelow: 100 });
    const item = found.result.find((r) => r.productId === ids[0]) as unknown as { completeness: number; missingAttributes: string[] };
    expect(item).toMatchObject(after);

    const filled = await api.put('/api/v1/bulk-update/any-field', { data: { productIds: [ids[0]], fieldCode: 'Description', fieldValue: '<p>Now described</p>' } });
    expect(filled.status(), await filled.text()).toBe(200);
    const refilled = await stored(api, ids[0]);
    expect(refilled.missingAttributes).not.toContain('Description');
    expect(refilled.completeness).toBe(expected(required, refilled.missingAttributes.length));
  });

  test('a single product write (PUT /api/v1/product/{id}) updates it in the same call', async ({ api }) => {
    const [item] = await slot(api, 351);
    const family = await familyOf(api, item.productId);
    const custom = family.requiredAttributes.find((c) => !['Description', 'Brand', 'Images', 'Weight', 'Barcode'].includes(c))!;
    expect(custom).toBeTruthy();
    // Clear the family's custom attribute, then fill it through the product endpoint.
    expect((await api.put('/api/v1/bulk-update/any-field', { data: { productIds: [item.productId], fieldCode: custom, fieldValue: '' } })).status()).toBe(200);
    expect((await stored(api, item.productId)).missingAttributes).toContain(custom);
    const meta = (await (await api.get('/api/v1/meta-info')).json()).result.find((m: { fieldCode: string }) => m.fieldCode === custom);
    const value = meta.options.length ? meta.options[0].key : '24';
    const res = await api.put(`/api/v1/product/${item.productId}`, { data: { customAttributes: { [custom]: value } } });
    expect(res.status(), await res.text()).toBe(200);
    expect((await stored(api, item.productId)).missingAttributes).not.toContain(custom);
  });

  test('an import keeps it: a batch that fills an empty required field moves it, a rename alone does not', async ({ api }) => {
    // Import batches recompute only the updated products where a field went from empty to filled or back.
    const [item, other] = await slot(api, 353);
    const family = await familyOf(api, item.productId);
    expect(family.requiredAttributes).toContain('Description');
    const cleared = await api.put('/api/v1/bulk-update/any-field', { data: { productIds: [item.productId], fieldCode: 'Description', fieldValue: '' } });
    expect(cleared.status(), await cleared.text()).toBe(200);
    const before = await stored(api, item.productId);
    expect(before.missingAttributes).toContain('Description');
    const otherBefore = await stored(api, other.productId);

    const mapping = { Code: 'StockCode', Title: 'Name', Text: 'Description' };
    const file = csv([
      ['Code', 'Title', 'Text'],
      [item.stockCode, `${item.name} (imported)`, '<p>Described by the supplier</p>'],
      [other.stockCode, `${other.name} (imported)`, ''],
    ]);
    const run = await runImport(api, file, { mapping });
    expect(run.job).toMatchObject({ status: 'done', counts: { updated: 2, errors: 0 } });
    const after = await stored(api, item.productId);
    expect(after.missingAttributes).toEqual(before.missingAttributes.filter((c) => c !== 'Description'));
    expect(after.completeness).toBe(expected(3 + family.requiredAttributes.length, after.missingAttributes.length));
    expect(after.completeness).toBeGreaterThan(before.completeness);
    expect(await stored(api, other.productId)).toEqual(otherBefore);
  });

  test('completenessBelow finds only products under the value, and refuses what is not 0–100', async ({ api }) => {
    const below = await search(api, { completenessBelow: 100 }, '?pagesize=50');
    expect(below.totalRecords).toBeGreaterThan(0);
    for (const r of below.result as unknown as { completeness: number }[]) expect(r.completeness).toBeLessThan(100);
    const all = await search(api, {});
    expect(below.totalRecords).toBeLessThan(all.totalRecords);
    expect((await search(api, { completenessBelow: 0 })).totalRecords).toBe(0);
    await expectV1Failure(await api.post('/api/v1/search/advanced', { data: { completenessBelow: 101 } }), 400);
    await expectV1Failure(await api.post('/api/v1/search/advanced', { data: { completenessBelow: 'half' } }), 400);
  });

  test('a family names its own required attributes; an unknown code is refused and nothing changes', async ({ api }) => {
    const [item] = await slot(api, 352);
    const family = await familyOf(api, item.productId);
    const res = await api.put(`/api/v1/product-family/${family.id}`, { data: { requiredAttributes: [...family.requiredAttributes, 'NoSuchAttribute'] } });
    expect(res.status(), await res.text()).toBe(400);
    const body = await res.json();
    expect(JSON.stringify(body)).toContain('requiredAttributes.');
    expect((await familyOf(api, item.productId)).requiredAttributes).toEqual(family.requiredAttributes);

    const byFamily = await api.get('/api/v1/completeness/by-family');
    expect(byFamily.status(), await byFamily.text()).toBe(200);
    const rows = (await byFamily.json()).result as { familyCode: string; products: number; incomplete: number; averageCompleteness: number }[];
    const row = rows.find((r) => r.familyCode === family.code)!;
    expect(row.products).toBeGreaterThan(0);
    expect(row.incomplete).toBeLessThanOrEqual(row.products);
    expect(row.averageCompleteness).toBeGreaterThanOrEqual(0);
    expect(row.averageCompleteness).toBeLessThanOrEqual(100);
  });
});
