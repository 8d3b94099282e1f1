import { expect, signIn, test } from '../support/back-office';

/**
 * The dashboard of a catalogue manager: the "Incomplete products by family" card gives the service's
 * figures per family and leads to the incomplete products, and nothing on the page moves when it (or
 * any other part streamed after the first paint) arrives.
 */
test('the incomplete-by-family card gives the service figures and arrives without moving the page', async ({
  page,
  api,
}) => {
  await signIn(page, 'catalogue');
  const res = await api.get('/api/v1/completeness/by-family');
  expect(res.status(), await res.text()).toBe(200);
  const rows = (await res.json()).result as { familyName: string; products: number; incomplete: number }[];
  const shown = rows.find((r) => r.incomplete > 0);
  expect(shown, 'the demo catalogue has a family with incomplete products').toBeDefined();

  // Every layout shift from the start of the load on, as Lighthouse counts them (none caused by input).
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Incomplete products by family' });
  const row = card.getByRole('row', { name: new RegExp(`^${shown!.familyName}\\b`) });
  await expect(row).toContainText(`${shown!.incomplete.toLocaleString('en')} of ${shown!.products.toLocaleString('en')}`);
  // A frame after the card's own paint, so its shift (if any) has been reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((a, b) => a + b, 0), `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);

  await card.getByRole('link', { name: 'See incomplete products' }).click();
  await expect(page).toHaveURL(/\/catalogue\/products\?completenessBelow=100$/);
});
