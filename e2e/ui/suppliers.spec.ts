import { expect, signIn, test, uniqueSuffix } from '../support/catalogue-forms';

test.describe('suppliers', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'catalogue');
  });

  test('create a supplier (a code in use is refused on the Code field), then edit it', async ({
    page,
    supplierForm,
    shell,
    api,
  }) => {
    const existing = (await (await api.get('/api/v1/supplier?pagesize=1')).json()).result[0];
    const code = `SUP-${uniqueSuffix()}`;
    const name = `Linen Mills ${code}`;

    await supplierForm.gotoNew();
    await supplierForm.field('Name').fill(name);
    await supplierForm.field('Code').fill(existing.code);
    await supplierForm.field('Email').fill('orders@linen-mills.example');
    await supplierForm.field('Country code').fill('GB');
    await supplierForm.create().click();
    // The browser cannot know the code is taken: this message is the service's.
    expect(await supplierForm.errorOf('Code')).toBe(`A supplier with code ${existing.code} already exists`);
    await expect(supplierForm.field('Code')).toBeFocused();

    await supplierForm.field('Code').fill(code);
    await supplierForm.create().click();
    await expect(shell.toast(`Supplier “${name}” created`)).toBeVisible();
    await expect(shell.heading()).toHaveText(name);
    const id = page.url().split('/').pop()!;
    const created = (await (await api.get(`/api/v1/supplier/${id}`)).json()).result;
    expect(created).toMatchObject({
      code,
      name,
      email: 'orders@linen-mills.example',
      countryCode: 'GB',
      status: true,
    });
    expect(created.country).not.toBe('');

    await supplierForm.field('Lead time (days)').fill('12');
    await supplierForm.field('Dropship').check();
    await supplierForm.field('Website').fill('not a url');
    await supplierForm.save().click();
    expect(await supplierForm.errorOf('Website')).toBe('Must be an http(s) URL');
    await supplierForm.field('Website').fill('https://linen-mills.example');
    await supplierForm.save().click();
    await expect(shell.toast(`Supplier “${name}” saved`)).toBeVisible();

    await page.reload();
    await expect(supplierForm.field('Lead time (days)')).toHaveValue('12');
    await expect(supplierForm.field('Dropship')).toBeChecked();
    const edited = (await (await api.get(`/api/v1/supplier/${id}`)).json()).result;
    expect(edited).toMatchObject({
      code,
      defaultLeadDays: 12,
      dropship: true,
      website: 'https://linen-mills.example',
    });

    // The list finds it by its code.
    await page.goto('/catalogue/suppliers');
    await page.getByRole('searchbox', { name: 'Search suppliers by code, name or email' }).fill(code);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Suppliers' }).getByRole('link')).toHaveText([name]);
  });

  test('support staff are refused the suppliers page', async ({ page, shell }) => {
    await shell.signOut();
    await signIn(page, 'support');
    await page.goto('/catalogue/suppliers');
    await expect(shell.heading()).toHaveText('You do not have access to this page');
    await expect(page.getByRole('table', { name: 'Suppliers' })).toHaveCount(0);
  });
});
