import { expect, signIn, test } from '../support/catalogue-forms';

test.describe('attributes', () => {
  test('the attributes are shown by group; a bulk-editable one says so, and the filter finds it', async ({
    page,
    api,
  }) => {
    const all = (await (await api.get('/api/v1/meta-info')).json()).result as {
      fieldCode: string;
      fieldName: string;
      fieldGroup: string;
      isBulkEditable: boolean;
    }[];
    const bulk = all.find((a) => a.isBulkEditable && a.fieldGroup)!;
    const groups = new Set(all.map((a) => a.fieldGroup || 'Other'));
    await signIn(page, 'catalogue');
    await page.goto('/catalogue/attributes');
    await expect(page.getByText(`${all.length} attributes in ${groups.size} groups`)).toBeVisible();
    for (const group of groups)
      await expect(page.getByRole('region', { name: group, exact: true })).toBeVisible();

    const row = page
      .getByRole('region', { name: bulk.fieldGroup, exact: true })
      .getByRole('row')
      .filter({ has: page.getByText(bulk.fieldCode, { exact: true }) });
    await expect(row).toHaveCount(1);
    // Cells after the row header: type, options, required, searchable, bulk-editable, level.
    await expect(row.getByRole('cell').nth(4)).toHaveText('Yes');

    await page
      .getByRole('searchbox', { name: 'Filter attributes by name, code or group' })
      .fill(bulk.fieldCode);
    await page.getByLabel('Bulk-editable only').check();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(/bulk=1/);
    const shown = all.filter(
      (a) =>
        a.isBulkEditable &&
        [a.fieldName, a.fieldCode, a.fieldGroup].some((t) =>
          t.toLowerCase().includes(bulk.fieldCode.toLowerCase()),
        ),
    );
    await expect(page.getByText(`${shown.length} of ${all.length} attributes`)).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveCount(shown.length);
  });
});
