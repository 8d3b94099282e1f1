import { expect, signIn, test } from '../support/back-office';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';

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

  await recordLayoutShifts(page);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Incomplete products by family' });
  const row = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: shown!.familyName, exact: true }) });
  await expect(row).toContainText(`${shown!.incomplete.toLocaleString('en')} of ${shown!.products.toLocaleString('en')}`);
  const { total, shifts } = await layoutShifts(page);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);

  await card.getByRole('link', { name: 'See incomplete products' }).click();
  await expect(page).toHaveURL(/\/catalogue\/products\?completenessBelow=100$/);
});
