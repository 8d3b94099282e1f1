import type { APIRequestContext } from '@playwright/test';
import { expect, expectMutationFailure, test } from '../support/api';
import { detail, slot } from '../support/catalogue';

/**
 * The product grid's save (extension of PUT /api/v1/bulk-update/multiple-fields, the list form):
 * each product's own values — prices per price list and stock per warehouse among them — with the
 * version each was read at, in one call recorded as one bulk run, and Product Data reading the same
 * codes with each product's version. Slots 60–64 (e2e/support/catalogue.ts).
 */

interface DataItem {
  productId: string;
  version: number;
  values: { fieldCode: string; fieldValue: string; displayText: string }[];
}

const FIELDS = ['Name', 'Weight', 'Price.RETAIL-GBP', 'Stock.MAN-DC'];

async function gridValues(api: APIRequestContext, ids: string[], fieldCodes = FIELDS): Promise<DataItem[]> {
  const res = await api.post('/api/v1/product/data', { data: { productIds: ids, fieldCodes, pagesize: ids.length } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result as DataItem[];
}

const valueOf = (item: DataItem, code: string) => item.values.find((v) => v.fieldCode === code)!.fieldValue;

async function historyOf(api: APIRequestContext, id: string) {
  const res = await api.get(`/api/v1/product/${id}/history?pagesize=50`);
  expect(res.status()).toBe(200);
  return (await res.json()).result as { field: string; before: unknown; after: unknown; bulkRunId: string | null }[];
}

test.describe('bulk update of each product with its own values (the product grid save, extension)', () => {
  test('prices per list and stock per warehouse are read with each version, saved in one call as one run, and undone', async ({ api }) => {
    const ids = (await slot(api, 60)).map((i) => i.productId);
    const before = await gridValues(api, ids);
    expect(before.map((b) => b.productId)).toEqual(ids);
    for (const b of before) {
      expect(b.version).toBeGreaterThanOrEqual(1);
      expect(b.values.map((v) => v.fieldCode)).toEqual(FIELDS);
      expect(valueOf(b, 'Price.RETAIL-GBP')).toMatch(/^\d+\.\d{2}$/);
    }
    // The same figures the product detail shows.
    const { detail: first } = await detail(api, ids[0]);
    const retail = (first.pricelists as { pricelist: { value: string }; sellPrice: number }[]).find((p) => p.pricelist.value === 'Retail GBP');
    expect(Number(valueOf(before[0], 'Price.RETAIL-GBP'))).toBe(retail?.sellPrice);
    const manchester = (first.inventory as { warehouseName: string; stockOnHand: number }[]).find((s) => s.warehouseName === 'Manchester Distribution Centre');
    expect(valueOf(before[0], 'Stock.MAN-DC')).toBe(manchester ? String(manchester.stockOnHand) : '');

    const items = before.map((b, i) => ({
      productId: b.productId,
      version: b.version,
      data: [
        { fieldCode: 'Name', fieldValue: `Grid save ${i} ${b.productId.slice(0, 8)}` },
        { fieldCode: 'Weight', fieldValue: String(1 + i / 10) },
        { fieldCode: 'price.retail-gbp', fieldValue: `${10 + i}.5` },
        { fieldCode: 'Stock.MAN-DC', fieldValue: String(500 + i) },
      ],
    }));
    const saved = await api.put('/api/v1/bulk-update/multiple-fields', { data: items });
    expect(saved.status(), await saved.text()).toBe(200);
    const answer = await saved.json();
    expect(answer).toMatchObject({ isValid: true, message: '5 products: 5 changed, 0 already so, 0 skipped' });
    const runId = saved.headers()['x-bulk-run-id'];
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    // The answer's run (extension) is the run the header names, with the same outcome.
    expect(answer.run).toEqual({ id: runId, products: 5, changed: 5, unchanged: 0, skipped: 0 });

    const after = await gridValues(api, ids);
    after.forEach((a, i) => {
      expect(a.version).toBe(before[i].version + 1);
      expect(valueOf(a, 'Name')).toBe(items[i].data[0].fieldValue);
      expect(Number(valueOf(a, 'Weight'))).toBe(1 + i / 10);
      expect(valueOf(a, 'Price.RETAIL-GBP')).toBe(`${10 + i}.50`);
      expect(valueOf(a, 'Stock.MAN-DC')).toBe(String(500 + i));
    });
    const history = await historyOf(api, ids[1]);
    // One history row per changed field, under the names single edits use for prices and stock.
    expect(history.filter((h) => h.bulkRunId === runId).map((h) => h.field).sort()).toEqual(['name', 'prices.RETAIL-GBP.GBP.sellPrice', 'stock.MAN-DC.onHand', 'weight']);
    expect(history.find((h) => h.field === 'stock.MAN-DC.onHand' && h.bulkRunId === runId)).toMatchObject({
      before: Number(valueOf(before[1], 'Stock.MAN-DC')),
      after: 501,
    });
    expect(history.find((h) => h.field === 'prices.RETAIL-GBP.GBP.sellPrice' && h.bulkRunId === runId)).toMatchObject({ after: '11.50' });

    const run = await (await api.get(`/api/v1/bulk-update/runs/${runId}`)).json();
    expect(run.result).toMatchObject({ operation: 'multiple-fields', productCount: 5, status: 'done' });

    const undo = await api.post(`/api/v1/bulk-update/runs/${runId}/undo`);
    expect(undo.status(), await undo.text()).toBe(200);
    expect((await undo.json()).result).toMatchObject({ restoredProducts: 5 });
    const restored = await gridValues(api, ids);
    restored.forEach((r, i) => {
      for (const code of FIELDS) expect(valueOf(r, code), code).toBe(valueOf(before[i], code));
    });
  });

  test('a product changed since it was read refuses the whole call, naming it; nothing is written', async ({ api }) => {
    const ids = (await slot(api, 61)).map((i) => i.productId);
    const read = await gridValues(api, ids);
    // Someone else changes the third product meanwhile.
    const other = await api.put('/api/v1/bulk-update/any-field', { data: { productIds: [ids[2]], fieldCode: 'Weight', fieldValue: '7.5' } });
    expect(other.status()).toBe(200);
    const items = read.map((r) => ({ productId: r.productId, version: r.version, data: [{ fieldCode: 'Weight', fieldValue: '9.25' }] }));
    const refused = await expectMutationFailure(await api.put('/api/v1/bulk-update/multiple-fields', { data: items }), 409);
    expect(refused.errors).toEqual([expect.stringMatching(new RegExp(`^2\\.version: .+ is at version ${read[2].version + 1}, not ${read[2].version}$`))]);
    const now = await gridValues(api, ids);
    now.forEach((n, i) => {
      expect(Number(valueOf(n, 'Weight'))).toBe(i === 2 ? 7.5 : Number(valueOf(read[i], 'Weight')));
      expect(n.version).toBe(read[i].version + (i === 2 ? 1 : 0));
    });
    // The others, sent again without it, are saved.
    const rest = items.filter((_, i) => i !== 2);
    const saved = await api.put('/api/v1/bulk-update/multiple-fields', { data: rest });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(Number(valueOf((await gridValues(api, [ids[0]]))[0], 'Weight'))).toBe(9.25);
  });

  test('refused values are named by item and field, and nothing is written', async ({ api }) => {
    const items = await slot(api, 62);
    const ids = items.map((i) => i.productId);
    const read = await gridValues(api, ids);
    const withAllocated = await Promise.all(ids.map(async (id) => (await detail(api, id)).detail));
    const allocatedAt = withAllocated
      .map((d, i) => ({ i, stock: (d.inventory as { warehouseName: string; stockAllocated: number }[]).find((s) => s.warehouseName.startsWith('Manchester')) }))
      .find((x) => (x.stock?.stockAllocated ?? 0) > 0);
    const cases: [unknown, number, string][] = [
      [[{ productId: ids[0], version: read[0].version, data: [{ fieldCode: 'Price.RETAIL-GBP', fieldValue: '12.345' }] }], 400, '0.data.0.fieldValue: Sell price in Retail GBP must be an amount of at least 0 with at most two decimals'],
      [[{ productId: ids[0], data: [{ fieldCode: 'Price.NOPE', fieldValue: '1' }] }], 400, '0.data.0.fieldCode: no price list has code NOPE'],
      [[{ productId: ids[0], data: [{ fieldCode: 'Stock.MAN-DC', fieldValue: '-1' }] }], 400, '0.data.0.fieldValue: Stock at Manchester Distribution Centre must be a whole number of 0 or more'],
      [[{ productId: ids[0], data: [{ fieldCode: 'Stock.NOWHERE', fieldValue: '1' }] }], 400, '0.data.0.fieldCode: no warehouse has code NOWHERE'],
      [
        [
          { productId: ids[0], version: read[0].version, data: [{ fieldCode: 'Weight', fieldValue: '2' }] },
          { productId: ids[0], version: read[0].version, data: [{ fieldCode: 'Name', fieldValue: 'Twice' }] },
        ],
        400,
        '1.productId: ',
      ],
      [[{ productId: ids[1], version: 0, data: [{ fieldCode: 'Weight', fieldValue: '2' }] }], 400, '0.version: must be a version of the product'],
      [[{ productId: ids[1], version: read[1].version, data: [{ fieldCode: 'Weight', fieldValue: 'heavy' }] }], 400, '0.data.0.fieldValue: Weight must be a number'],
    ];
    if (allocatedAt)
      cases.push([
        [{ productId: ids[allocatedAt.i], version: read[allocatedAt.i].version, data: [{ fieldCode: 'Stock.MAN-DC', fieldValue: String(allocatedAt.stock!.stockAllocated - 1) }] }],
        400,
        `0.data.0.fieldValue: ${allocatedAt.stock!.stockAllocated - 1} is less than the ${allocatedAt.stock!.stockAllocated} allocated at Manchester Distribution Centre`,
      ]);
    for (const [body, status, message] of cases) {
      const failure = await expectMutationFailure(await api.put('/api/v1/bulk-update/multiple-fields', { data: body }), status);
      expect(failure.errors.join(' | '), JSON.stringify(body)).toContain(message);
    }
    // An optimistic-lock header has no place when each product carries its version.
    const header = await expectMutationFailure(
      await api.put('/api/v1/bulk-update/multiple-fields', { data: [{ productId: ids[1], version: read[1].version, data: [{ fieldCode: 'Weight', fieldValue: '2' }] }], headers: { 'If-Match': `"${read[1].version}"` } }),
      400,
    );
    expect(JSON.stringify(header)).toContain('If-Match: give each product its version in the body instead');
    const unchanged = await gridValues(api, ids);
    unchanged.forEach((u, i) => expect(u.version).toBe(read[i].version));
  });
});
