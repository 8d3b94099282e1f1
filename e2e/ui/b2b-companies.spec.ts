import { companyDetail, findCompanies, registerCompany, registration } from '../support/b2b';
import { expect, signIn, uniqueSuffix } from '../support/back-office';
import { errorOf, test } from '../support/pages/b2b-pages';

test.describe('B2B companies', () => {
  test('register a company, see it, then edit it', async ({ page, companyForm, shell, api }) => {
    // Two whole forms and a password hash: on a busy machine this journey needs more than the default.
    test.slow();
    const suffix = uniqueSuffix().toLowerCase();
    const name = `Harrow Supplies ${suffix}`;
    const email = `robin.${suffix}@harrow.example`;
    await signIn(page, 'b2b');
    await companyForm.gotoNew();
    await companyForm.fillRegistration({
      name,
      email,
      password: 'harrow-secret-1',
      address1: '5 Mill Road',
      city: 'Leeds',
      postCode: 'ls1 5at',
    });
    await companyForm.field('Company', 'Registered number').fill('09876543');
    await companyForm.field('Contact preferences and source', 'Subscribed to the newsletter').check();
    await companyForm.register().click();

    await expect(shell.toast(`Company “${name}” registered`)).toBeVisible();
    await expect(shell.heading()).toHaveText(name);
    const addresses = page.getByRole('list', { name: 'Addresses' });
    await expect(addresses.getByRole('listitem')).toHaveCount(1);
    await expect(addresses).toContainText('LS1 5AT');
    await expect(page.getByRole('table', { name: `Users of ${name}` })).toContainText(email);

    const [listed] = await findCompanies(api, name);
    const registered = await companyDetail(api, listed.id);
    expect(registered).toMatchObject({ name, businessType: 'WHOLESALE', registeredNumber: '09876543' });
    expect(registered.addresses).toMatchObject([
      { address1: '5 Mill Road', city: 'Leeds', postCode: 'LS1 5AT', countryCode: 'GB', isDefault: true },
    ]);
    expect(registered.users).toMatchObject([
      { email, firstName: 'Robin', lastName: 'Trader', isPrimary: true, newsLetterSubscribed: true },
    ]);

    await page.getByRole('link', { name: 'Edit company' }).click();
    await expect(companyForm.field('Company', 'Company name')).toHaveValue(name);
    await companyForm.field('Company', 'Registered number').fill('11223344');
    await companyForm.field('Default address', 'Address line 1').fill('7 Canal Wharf');
    await companyForm.field('Primary user', 'Telephone').fill('0113 496 0000');
    await companyForm.save().click();

    await expect(shell.toast(`Company “${name}” saved`)).toBeVisible();
    await expect(shell.heading()).toHaveText(name);
    await expect(addresses).toContainText('7 Canal Wharf');
    const edited = await companyDetail(api, listed.id);
    expect(edited.registeredNumber).toBe('11223344');
    expect(edited.addresses).toMatchObject([{ id: registered.addresses[0].id, address1: '7 Canal Wharf' }]);
    expect(edited.users).toMatchObject([{ email, telephone: '0113 496 0000' }]);
  });

  test('the service refuses an email already in use, and says so on the Email field', async ({
    page,
    companyForm,
    api,
  }) => {
    const { body: taken } = await registerCompany(api, registration());
    const name = `Second Buyer ${uniqueSuffix()}`;
    await signIn(page, 'b2b');
    await companyForm.gotoNew();
    await companyForm.fillRegistration({
      name,
      email: taken.email,
      password: 'another-secret-1',
      address1: '9 Dock Street',
      city: 'Hull',
      postCode: 'HU1 1AA',
    });
    await companyForm.register().click();

    expect(await errorOf(companyForm.field('First user', 'Email'))).toBe(
      `A user with the email ${taken.email} already exists`,
    );
    await expect(companyForm.field('First user', 'Email')).toBeFocused();
    expect(await findCompanies(api, name)).toEqual([]);
  });

  test('a post code that is not a UK one is marked on the address, before anything is sent', async ({
    page,
    companyForm,
  }) => {
    await signIn(page, 'b2b');
    await companyForm.gotoNew();
    await companyForm.fillRegistration({
      name: `Postal ${uniqueSuffix()}`,
      email: `p.${uniqueSuffix().toLowerCase()}@postal.example`,
      password: 'postal-secret-1',
      address1: '1 High Street',
      city: 'Leeds',
      postCode: '12345',
    });
    await companyForm.register().click();
    expect(await errorOf(companyForm.field('Address', 'Post code'))).toBe(
      'Must be a UK post code such as "LS1 5AT"',
    );
    // The user's own post code, a different field, is not marked.
    await expect(companyForm.field('First user', 'User post code')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('search finds a company by part of its name', async ({ page, api }) => {
    const { body } = await registerCompany(api, registration());
    await signIn(page, 'b2b');
    await page.goto('/b2b/companies');
    await page.getByRole('searchbox', { name: 'Search companies by name' }).fill(body.companyName.slice(5));
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Companies' });
    await expect(table.getByRole('link', { name: body.companyName })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
  });

  test('support staff may not open the companies page', async ({ page, shell }) => {
    await signIn(page, 'support');
    await page.goto('/b2b/companies');
    await expect(shell.heading()).toHaveText('You do not have access to this page');
    await expect(page.getByRole('table', { name: 'Companies' })).toHaveCount(0);
  });
});
