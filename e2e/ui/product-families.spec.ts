import { expect, signIn, test, uniqueSuffix } from '../support/catalogue-forms';

test.describe('product families', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'catalogue');
  });

  test('create a product family, then rename it and change its code', async ({
    page,
    families,
    shell,
    api,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Knitwear ${suffix}`;
    await families.goto();
    await families.create(name, `KNIT-${suffix}`);
    await expect(shell.toast(`Product family “${name}” created`)).toBeVisible();
    await expect(shell.heading()).toHaveText(name);
    const id = Number(page.url().split('/').pop());
    expect((await (await api.get(`/api/v1/product-family/${id}`)).json()).result).toEqual({
      id,
      name,
      code: `KNIT-${suffix}`,
      requiredAttributes: [],
    });

    // A name another family has is refused by the service, on the Name field.
    const others = (await (await api.get('/api/v1/product-family')).json()).result as {
      id: number;
      name: string;
    }[];
    const taken = others.find((f) => f.id !== id)!.name;
    await families.field('Name').fill(taken);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await families.errorOf('Name')).toBe(`A product family named ${taken} already exists`);

    const renamed = `Fine knitwear ${suffix}`;
    await families.field('Name').fill(renamed);
    await families.field('Code').fill(`FINE-KNIT-${suffix}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(shell.toast(`Product family “${renamed}” saved`)).toBeVisible();
    await expect(shell.heading()).toHaveText(renamed);
    expect((await (await api.get(`/api/v1/product-family/${id}`)).json()).result).toEqual({
      id,
      name: renamed,
      code: `FINE-KNIT-${suffix}`,
      requiredAttributes: [],
    });

    // The list's filter finds it by its new code.
    await families.goto();
    await families.filter().fill(`fine-knit-${suffix}`);
    await families.filter().press('Enter');
    await expect(families.table().getByRole('cell').getByRole('link')).toHaveText([renamed]);
  });

  test('a code with spaces is refused in the browser, on the Code field', async ({ families }) => {
    await families.goto();
    await families.create(`Spaced ${uniqueSuffix()}`, 'has spaces');
    const code = families.createDialog().getByLabel('Code', { exact: true });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(families.createDialog()).toContainText('May hold only letters, digits, - and _');
  });
});
