import { z } from 'zod';
import { storeSchema } from '@/lib/api/schemas/stores';
import { expectV2Success } from '../support/v2';
import { expect, signIn, test } from '../support/site';

const stores = z.array(storeSchema);

test.describe('stores', () => {
  test('an administrator sees every store with its address, coordinates and opening hours', async ({
    page,
    stores: storesPage,
    api,
  }) => {
    const all = await expectV2Success(await api.get('/api/v2/stores/all'), stores);
    const first = all.toSorted((a, b) => a.name.localeCompare(b.name))[0];
    await signIn(page, 'admin');
    await storesPage.goto();
    await expect(page.getByRole('heading', { level: 2, name: `All stores (${all.length})` })).toBeVisible();
    const row = storesPage.allStoresTable().locator('tbody tr').first();
    await expect(row).toContainText(first.name);
    await expect(row).toContainText(first.postCode);
    await expect(row).toContainText(`${first.latitude}, ${first.longitude}`);
    await expect(row).toContainText(first.openingHours);
  });

  test('searching a post code lists the nearest stores first, with the distances the service gives', async ({
    page,
    stores: storesPage,
    api,
  }) => {
    const all = await expectV2Success(await api.get('/api/v2/stores/all'), stores);
    const home = all[Math.floor(all.length / 2)];
    const expected = await expectV2Success(
      await api.post(`/api/v2/stores/${encodeURIComponent(home.postCode)}?radius=25&limit=100`),
      stores,
    );
    expect(expected.length).toBeGreaterThan(0);

    await signIn(page, 'admin');
    await storesPage.goto();
    await storesPage.search(home.postCode.toLowerCase(), 25);
    await expect(page).toHaveURL(/radius=25/);
    const rows = await storesPage.nearbyRows();
    expect(rows).toEqual(
      expected.map((s) => ({ name: s.name, distance: `${s.distanceFromPostCode} miles` })),
    );
    const distances = rows.map((r) => Number.parseFloat(r.distance));
    expect(distances).toEqual(distances.toSorted((a, b) => a - b));
    expect(rows.map((r) => r.name)).toContain(home.name);
  });

  test('a post code that is not one says so instead of listing stores', async ({
    page,
    stores: storesPage,
  }) => {
    await signIn(page, 'admin');
    await storesPage.goto('?postCode=NOT-A-CODE');
    await expect(page.getByRole('alert').filter({ hasText: 'Must be a UK post code' })).toBeVisible();
    await expect(storesPage.nearbyTable()).toHaveCount(0);
  });
});
