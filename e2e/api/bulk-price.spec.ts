import type { APIRequestContext } from '@playwright/test';
import { expect, expectMutationFailure, test } from '../support/api';
import { runsBy, staff } from '../support/bulk-runs';
import { detail, slot, UNKNOWN_ID } from '../support/catalogue';

/** PUT /api/v1/bulk-update/price (extension, issue 11). Slots 360–363 are this file's products. */
interface Pricing {
  pricelist: { key: string };
  sellPrice: number;
  listPrice: number;
  costPrice: number;
}

/** Each product's prices in one list. */
async function pricesIn(api: APIRequestContext, ids: string[], listId: string): Promise<Pricing[]> {
  const out: Pricing[] = [];
  for (const id of ids) out.push(((await detail(api, id)).detail.pricelists as Pricing[]).find((p) => p.pricelist.key === listId)!);
  return out;
}

async function change(api: APIRequestContext, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await api.put('/api/v1/bulk-update/price', { data: body, headers });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

async function setUp(api: APIRequestContext, n: number) {
  const ids = (await slot(api, n)).map((i) => i.productId);
  const listId = (await detail(api, ids[0])).detail.defaultPricing.pricelist.key as string;
  return { ids, listId };
}

test.describe('bulk price change: set, raise, lower, rounding, floor at cost, undo', () => {
  test('set, then raise by a percentage to .99, then lower by an amount to the nearest 0.05', async ({ api }) => {
    const { ids, listId } = await setUp(api, 360);
    // A price well above cost, so the floor does not interfere.
    const costs = (await pricesIn(api, ids, listId)).map((p) => p.costPrice);
    const base = Math.ceil(Math.max(...costs)) + 50;
    await change(api, { productIds: ids, priceListId: listId, mode: 'set', amount: `${base}.00` });
    expect((await pricesIn(api, ids, listId)).map((p) => p.sellPrice)).toEqual(ids.map(() => base));

    // base × 1.10, then the nearest price ending in .99
    await change(api, { productIds: ids, priceListId: listId, mode: 'raise', percent: 10, rounding: { kind: 'ending', value: '0.99' } });
    const raised = Math.round(base * 1.1 - 0.99) + 0.99;
    expect((await pricesIn(api, ids, listId)).map((p) => p.sellPrice)).toEqual(ids.map(() => raised));

    await change(api, { productIds: ids, priceListId: listId, mode: 'lower', amount: '5', rounding: { kind: 'nearest', value: '0.05' } });
    const lowered = Math.round(((raised - 5) / 0.05)) * 0.05;
    for (const p of await pricesIn(api, ids, listId)) expect(p.sellPrice).toBeCloseTo(lowered, 2);

    // The list price is changed on its own.
    const listBefore = (await pricesIn(api, ids, listId)).map((p) => p.listPrice);
    await change(api, { productIds: ids, priceListId: listId, priceField: 'listPrice', mode: 'raise', amount: '1.50' });
    const listAfter = await pricesIn(api, ids, listId);
    listAfter.forEach((p, i) => {
      expect(p.listPrice).toBeCloseTo(listBefore[i] + 1.5, 2);
      expect(p.sellPrice).toBeCloseTo(lowered, 2);
    });
  });

  test('lowering below cost stops at cost; the run is undone to the previous prices', async ({ api }) => {
    const { ids, listId } = await setUp(api, 361);
    const before = await pricesIn(api, ids, listId);
    const who = staff('price');
    const preview = await api.post('/api/v1/bulk-update/price/preview', { data: { productIds: ids, priceListId: listId, mode: 'lower', percent: 100 } });
    expect(preview.status(), await preview.text()).toBe(200);
    const shown = (await preview.json()).result;
    expect(shown).toMatchObject({ prices: ids.length, flooredAtCost: ids.length });
    expect(shown.rows).toHaveLength(ids.length);
    for (const row of shown.rows) expect(row.after).toBe(row.costPrice);
    // The preview wrote nothing.
    expect((await pricesIn(api, ids, listId)).map((p) => p.sellPrice)).toEqual(before.map((p) => p.sellPrice));

    await change(api, { productIds: ids, priceListId: listId, mode: 'lower', percent: 100 }, who.headers);
    const floored = await pricesIn(api, ids, listId);
    floored.forEach((p, i) => expect(p.sellPrice).toBe(before[i].costPrice));

    const [run] = await runsBy(api, who.email);
    expect(run).toMatchObject({ operation: 'price', status: 'done', productCount: ids.length });
    const undo = await api.post(`/api/v1/bulk-update/runs/${run.id}/undo`);
    expect(undo.status(), await undo.text()).toBe(200);
    expect((await undo.json()).result).toMatchObject({ restoredProducts: ids.filter((_, i) => before[i].sellPrice !== before[i].costPrice).length });
    expect((await pricesIn(api, ids, listId)).map((p) => p.sellPrice)).toEqual(before.map((p) => p.sellPrice));
  });

  test('bad input is a 4xx naming the field, and nothing is written', async ({ api }) => {
    const { ids, listId } = await setUp(api, 362);
    const before = (await pricesIn(api, ids, listId)).map((p) => p.sellPrice);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ mode: 'set' }, 400, 'amount'],
      [{ mode: 'set', amount: '10', percent: 5 }, 400, 'percent'],
      [{ mode: 'raise', amount: '1', percent: 5 }, 400, 'amount'],
      [{ mode: 'lower', percent: 150 }, 400, 'percent'],
      [{ mode: 'raise', amount: '-3' }, 400, 'amount'],
      [{ mode: 'raise', amount: '1.234' }, 400, 'amount'],
      [{ mode: 'double', amount: '1' }, 400, 'mode'],
      [{ mode: 'raise', amount: '1', rounding: { kind: 'ending', value: '1.50' } }, 400, 'rounding.value'],
      [{ mode: 'raise', amount: '1', priceListId: UNKNOWN_ID }, 404, 'priceListId'],
      [{ mode: 'raise', amount: '1', currencyCode: 'XXX', priceListId: undefined }, 404, 'currencyCode'],
    ];
    for (const [body, status, field] of cases) {
      const res = await api.put('/api/v1/bulk-update/price', { data: { productIds: ids, priceListId: listId, ...body } });
      const failure = await expectMutationFailure(res, status);
      expect(failure.errors.join(' '), JSON.stringify(body)).toContain(`${field}`);
    }
    const unknown = await api.put('/api/v1/bulk-update/price', { data: { productIds: [...ids, UNKNOWN_ID], priceListId: listId, mode: 'set', amount: '1' } });
    await expectMutationFailure(unknown, 404);
    expect((await pricesIn(api, ids, listId)).map((p) => p.sellPrice)).toEqual(before);
  });
});
