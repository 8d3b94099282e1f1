import { expect, expectV1Failure, test } from '../support/api';
import type { AttributeMeta } from '../support/catalogue';

const SPEC_CORE_CODES = [
  'Category', 'CountryOfOrigin', 'DimHeight', 'DimLength', 'DimWidth', 'EnableNotifyMe', 'EnableSubscription',
  'FulfilFromInstoreDays', 'FulfilFromStore', 'FulfilFromSupplier', 'FulfilFromSupplierDays', 'FulfilFromWarehouse',
  'FulfilFromWarehouseDays', 'HSNCode', 'IsActive', 'IsPreOrderEnabled', 'LaunchDate', 'PreorderLanchDate',
  'PreorderMaxStock', 'SellWithoutInventory', 'Visibility', 'Weight',
];
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test.describe('v1 meta-info', () => {
  test('Wrapper A with every core field of the spec and the custom attributes', async ({ api }) => {
    const res = await api.get('/api/v1/meta-info');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 200, status: 'OK', error: '', errorId: '', message: '', messageCode: 'OK' });
    const items = body.result as AttributeMeta[];
    expect(body.totalRecords).toBe(items.length);
    const byCode = new Map(items.map((i) => [i.fieldCode, i]));
    for (const code of SPEC_CORE_CODES) {
      expect(byCode.get(code), code).toBeTruthy();
      expect(byCode.get(code)!.isBulkEditable, code).toBe(true);
    }
    for (const item of items) {
      for (const key of ['fieldCode', 'fieldName', 'fieldGroup', 'defaultValue', 'info1', 'info2', 'info3']) expect(typeof (item as never)[key]).toBe('string');
      expect(Array.isArray(item.validations)).toBe(true);
      expect([1, 2, 3]).toContain(item.searchType);
    }
    const core = items.filter((i) => !i.isCustom);
    expect(core.map((i) => i.displayOrder)).toEqual([...core.map((i) => i.displayOrder)].sort((a, b) => a - b));
    expect(items.some((i) => i.isCustom)).toBe(true);
  });

  test('lookup options are read from the catalogue', async ({ api }) => {
    const items = (await (await api.get('/api/v1/meta-info')).json()).result as AttributeMeta[];
    const field = (code: string) => items.find((i) => i.fieldCode === code)!;
    for (const code of ['Category', 'Brand', 'SubBrand', 'Season', 'Vendor', 'Collections']) {
      expect(field(code).options.length, code).toBeGreaterThan(0);
      for (const o of field(code).options) expect(o.key, code).toMatch(GUID);
    }
    // categories are offered as leaves named by their path
    expect(field('Category').options.every((o) => o.value.includes(' › '))).toBe(true);
    const tree = (await (await api.get('/api/v1/category')).json()).result as { id: string }[];
    const roots = new Set(tree.map((t) => t.id));
    expect(field('Category').options.some((o) => roots.has(o.key))).toBe(false);
    const countries = field('CountryOfOrigin').options;
    expect(countries.find((c) => c.key === 'GB')?.value).toBe('United Kingdom');
    expect(field('Status').options.map((o) => o.key)).toEqual(['0', '1', '2', '3', '4']);
  });

  test('needs a token', async ({ anonymous }) => {
    await expectV1Failure(await anonymous.get('/api/v1/meta-info'), 401, 'UNAUTHORIZED');
  });
});
