import { z } from 'zod';
import { storeSchema, type Store } from '@/lib/api/schemas/stores';
import { expect, expectV2Failure, test } from '../support/api';
import { expectV2Success } from '../support/v2';

const stores = z.array(storeSchema);
const position = (s: Store) => ({ latitude: Number(s.latitude), longitude: Number(s.longitude) });

/** Great-circle miles, written here independently of the service's own formula. */
function haversineMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

async function allStores(api: import('@playwright/test').APIRequestContext) {
  return expectV2Success(await api.get('/api/v2/stores/all'), stores);
}

test.describe('v2 stores', () => {
  test('the full list gives every store with its fields as text and no distance', async ({ api }) => {
    const list = await allStores(api);
    expect(list.length).toBeGreaterThan(1);
    for (const s of list) {
      expect(s.distanceFromPostCode).toBe('');
      expect(s.distanceUnit).toBe('');
      expect(Number.isFinite(Number(s.latitude)) && Number.isFinite(Number(s.longitude))).toBe(true);
      expect(s.leadTimeMin).toBeLessThanOrEqual(s.leadTimeMax);
    }
    expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
  });

  test('a shopper finds the stores near a post code, nearest first, in miles', async ({ api }) => {
    const list = await allStores(api);
    const home = list[Math.floor(list.length / 2)];
    const near = await expectV2Success(
      await api.post(`/api/v2/stores/${encodeURIComponent(home.postCode)}`),
      stores,
    );
    expect(near.length).toBeGreaterThan(0);
    const distances = near.map((s) => Number(s.distanceFromPostCode));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const s of near) {
      expect(s.distanceUnit).toBe('miles');
      expect(s.distanceFromPostCode).toMatch(/^\d+\.\d$/);
      // measured from the centre of the post code's district, which is within a mile of the store there
      expect(
        Math.abs(Number(s.distanceFromPostCode) - haversineMiles(position(home), position(s))),
      ).toBeLessThan(1.5);
    }
    const self = near.find((s) => s.id === home.id);
    expect(self, 'the store at that post code is listed').toBeDefined();
    expect(Number(self!.distanceFromPostCode)).toBeLessThan(1.5);
  });

  test('post codes are matched whatever their case and spacing, or by outward code alone', async ({
    api,
  }) => {
    const [store] = await allStores(api);
    const canonical = await expectV2Success(
      await api.post(`/api/v2/stores/${encodeURIComponent(store.postCode)}`),
      stores,
    );
    const squashed = store.postCode.replace(/\s+/g, '').toLowerCase();
    expect(await expectV2Success(await api.post(`/api/v2/stores/${squashed}`), stores)).toEqual(canonical);
    const outward = store.postCode.split(' ')[0];
    const byDistrict = await expectV2Success(await api.post(`/api/v2/stores/${outward}`), stores);
    expect(byDistrict.map((s) => s.id)).toEqual(canonical.map((s) => s.id));
  });

  test('radius and limit narrow the answer', async ({ api }) => {
    const [store] = await allStores(api);
    const pc = encodeURIComponent(store.postCode);
    const one = await expectV2Success(await api.post(`/api/v2/stores/${pc}?limit=1`), stores);
    expect(one).toHaveLength(1);
    const wide = await expectV2Success(await api.post(`/api/v2/stores/${pc}?radius=1000&limit=100`), stores);
    expect(wide.length).toBe(Math.min((await allStores(api)).length, 100));
    const close = await expectV2Success(await api.post(`/api/v2/stores/${pc}?radius=2`), stores);
    expect(close.every((s) => Number(s.distanceFromPostCode) <= 2)).toBe(true);
    for (const q of ['radius=0', 'radius=abc', 'limit=0', 'limit=101', 'radius=1.5']) {
      const body = await expectV2Failure(
        await api.post(`/api/v2/stores/${pc}?${q}`),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.errors[0]).toMatch(/^(radius|limit): /);
    }
  });

  test('a malformed post code is a 400 and an unknown area a 404', async ({ api, anonymous }) => {
    for (const bad of ['12345', 'HELLO', 'SW1A%201AAA', '%20']) {
      const body = await expectV2Failure(await api.post(`/api/v2/stores/${bad}`), 400, 'VALIDATION_ERROR');
      expect(body.errors[0]).toMatch(/^postCode: /);
    }
    const body = await expectV2Failure(await api.post('/api/v2/stores/ZZ9%209ZZ'), 404, 'NOT_FOUND');
    expect(body.errors[0]).toContain('ZZ9');
    await expectV2Failure(await anonymous.post('/api/v2/stores/SW1A1AA'), 401, 'UNAUTHORIZED');
    await expectV2Failure(await anonymous.get('/api/v2/stores/all'), 401, 'UNAUTHORIZED');
  });
});
