import { expect, expectV1Failure, test } from '../support/api';
import { detail, search, slot, UNKNOWN_ID } from '../support/catalogue';

interface DataItem {
  productId: string;
  productIId: number;
  stockCode: string;
  parentProductId: string | null;
  values: { fieldCode: string; fieldValue: string; displayText: string }[];
}

test.describe('v1 product data (extension)', () => {
  test('returns the requested fields of the listed products, in order', async ({ api }) => {
    const items = await slot(api, 30);
    const ids = items.map((i) => i.productId).reverse();
    const res = await api.post('/api/v1/product/data', { data: { productIds: ids, fieldCodes: ['weight', 'Brand', 'IsActive', 'HSNCode'] } });
    expect(res.status(), await res.text()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 200, messageCode: 'OK', totalRecords: 5 });
    const result = body.result as DataItem[];
    expect(result.map((r) => r.productId)).toEqual(ids);
    const { detail: d } = await detail(api, ids[0]);
    expect(result[0].values.map((v) => v.fieldCode)).toEqual(['Weight', 'Brand', 'IsActive', 'HSNCode']);
    expect(Number(result[0].values[0].fieldValue)).toBe(d.dimensions.weight.value);
    expect(result[0].values[1]).toEqual({ fieldCode: 'Brand', fieldValue: d.basicInfo.brand.key, displayText: d.basicInfo.brand.value });
    expect(result[0].values[2].fieldValue).toBe(String(d.flags.isActive));
    expect(result[0].values[3].fieldValue).toBe(d.basicInfo.tariffCode);
  });

  test('pages, and searchFor picks masters or variants', async ({ api }) => {
    const masters = (await slot(api, 31)).map((i) => i.productId);
    const variants = (await search(api, { itemType: 2 }, '?pagesize=3')).result.map((i) => i.productId);
    const productIds = [...masters, ...variants];
    const ask = (extra: Record<string, unknown>) => api.post('/api/v1/product/data', { data: { productIds, fieldCodes: ['Name'], ...extra } });
    const page2 = await (await ask({ page: 2, pagesize: 3 })).json();
    expect(page2.totalRecords).toBe(8);
    expect(page2.result.map((r: DataItem) => r.productId)).toEqual(productIds.slice(3, 6));
    const beyond = await (await ask({ page: 5, pagesize: 3 })).json();
    expect(beyond).toMatchObject({ result: [], totalRecords: 8 });
    const everything = (await (await ask({ pagesize: 100 })).json()).result as DataItem[];
    const onlyVariants = await (await ask({ searchFor: 2, pagesize: 100 })).json();
    expect(onlyVariants.result.map((r: DataItem) => r.productId)).toEqual(
      productIds.filter((id) => variants.includes(id) || everything.find((r) => r.productId === id)?.parentProductId),
    );
    expect(onlyVariants.result.every((r: DataItem) => r.parentProductId !== null)).toBe(true);
    const onlyMasters = await (await ask({ searchFor: 1, pagesize: 100 })).json();
    expect(onlyMasters.result.map((r: DataItem) => r.productId)).toEqual(everything.filter((r) => r.parentProductId === null).map((r) => r.productId));
  });

  test('bad input', async ({ api }) => {
    const [item] = await slot(api, 32);
    const cases: [unknown, number, string][] = [
      [{ productIds: [item.productId], fieldCodes: ['Nope'] }, 400, 'fieldCodes.0: no attribute has code Nope'],
      [{ productIds: [item.productId], fieldCodes: [] }, 400, 'fieldCodes: '],
      [{ productIds: [item.productId] }, 400, 'fieldCodes: is required'],
      [{ productIds: ['x'], fieldCodes: ['Name'] }, 400, 'productIds.0: must be a Guid'],
      [{ productIds: [item.productId], fieldCodes: ['Name'], searchFor: 4 }, 400, 'searchFor: '],
      [{ productIds: [item.productId], fieldCodes: ['Name'], pagesize: 1001 }, 400, 'pagesize: '],
      [{ productIds: [item.productId, UNKNOWN_ID], fieldCodes: ['Name'] }, 404, `productIds.1: no product has id ${UNKNOWN_ID}`],
    ];
    for (const [body, status, message] of cases) {
      const failure = await expectV1Failure(await api.post('/api/v1/product/data', { data: body }), status);
      expect(failure.error, JSON.stringify(body)).toContain(message);
    }
  });
});
