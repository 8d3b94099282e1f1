import { companyDetail, findCompanies, registerCompany, registration } from '../support/b2b';
import { expect, signIn, uniqueSuffix } from '../support/back-office';
import { lastInviteToken } from '../support/mail-outbox';
import { errorOf, test } from '../support/pages/b2b-pages';

test.describe('B2B companies', () => {
  test('register a company step by step, see it, then edit it', async ({ page, companyForm, shell, api }) => {
    // Three steps, an edit form and a password hash: on a busy machine this journey needs more than the default.
    test.slow();
    const suffix = uniqueSuffix().toLowerCase();
    const name = `Harrow Supplies ${suffix}`;
    const email = `robin.${suffix}@harrow.example`;
    const group = `TRADE-${suffix.toUpperCase()}`;
    await signIn(page, 'b2b');
    await companyForm.gotoNew();
    await expect(companyForm.currentStep()).toHaveText('1. Company');
    // No internal ids as labels: the price list is picked by name.
    await expect(page.getByText(/Guid/)).toHaveCount(0);

    // Next validates the step before moving on (Enter in a field is Next, not Register).
    await companyForm.field('Company', 'Company name').press('Enter');
    await expect(companyForm.field('Company', 'Company name')).toHaveAttribute('aria-invalid', 'true');
    await expect(companyForm.currentStep()).toHaveText('1. Company');
    await companyForm.fillCompanyStep(name);
    // Price list and customer group from the keyboard: open, type, Enter; a new group may be typed.
    const priceList = companyForm.section('Company').getByRole('button', { name: /^Price list: / });
    await priceList.press('Enter');
    await page.getByRole('combobox', { name: 'Find a price list' }).fill('trade');
    await page.keyboard.press('Enter');
    await expect(priceList).toHaveAccessibleName('Price list: Trade GBP (wholesale) (GBP)');
    await companyForm.section('Company').getByRole('button', { name: /^Customer group: / }).press('Enter');
    await page.getByRole('combobox', { name: 'Find a customer group' }).fill(group);
    await page.getByRole('option', { name: `New customer group “${group}”` }).click();
    await companyForm.unfold('Company', 'More company details (optional)');
    await companyForm.field('Company', 'Registered number').fill('09876543');
    await companyForm.next().click();

    await expect(companyForm.currentStep()).toHaveText('2. Address');
    await expect(companyForm.field('Address', 'Address line 1')).toBeFocused();
    await companyForm.fillAddressStep({ address1: '5 Mill Road', city: 'Leeds', postCode: 'ls1 5at' });
    // Back keeps what was typed on both steps.
    await companyForm.back().click();
    await expect(companyForm.field('Company', 'Company name')).toHaveValue(name);
    await companyForm.next().click();
    await expect(companyForm.field('Address', 'Address line 1')).toHaveValue('5 Mill Road');
    await companyForm.next().click();

    await expect(companyForm.currentStep()).toHaveText('3. First user');
    await companyForm.field('First user', 'First name').fill('Robin');
    await companyForm.field('First user', 'Last name').fill('Trader');
    await companyForm.field('First user', 'Email').fill(email);
    // Staff type no password: the first user is invited to set one (the invitation's own test is below).
    await expect(companyForm.field('First user', 'Password')).toHaveCount(0);
    await companyForm.unfold('First user', 'Contact preferences and source (optional)');
    await companyForm.field('First user', 'Subscribed to the newsletter').check();
    await companyForm.register().click();

    await expect(shell.toast(`Company “${name}” registered`)).toBeVisible();
    await expect(shell.heading()).toHaveText(name);
    const addresses = page.getByRole('list', { name: 'Addresses' });
    await expect(addresses.getByRole('listitem')).toHaveCount(1);
    await expect(addresses).toContainText('LS1 5AT');
    await expect(page.getByRole('table', { name: `Users of ${name}` })).toContainText(email);

    const [listed] = await findCompanies(api, name);
    const registered = await companyDetail(api, listed.id);
    const lists = (await (await api.get('/api/v2/commerce/b2b/price-lists')).json()).result as { id: string; name: string }[];
    const trade = lists.find((l) => l.name === 'Trade GBP (wholesale)')!;
    expect(registered).toMatchObject({
      name,
      businessType: 'WHOLESALE',
      registeredNumber: '09876543',
      priceListId: trade.id,
      customerGroupId: group,
    });
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

  test('the first user is invited and sets a password through the link, outside the back-office, once', async ({
    page,
    companyForm,
    shell,
    browser,
    baseURL,
  }) => {
    test.slow();
    const suffix = uniqueSuffix().toLowerCase();
    const name = `Invited Buyer ${suffix}`;
    const email = `sam.${suffix}@invited.example`;
    await signIn(page, 'b2b');
    await companyForm.gotoNew();
    await companyForm.fillRegistration({ name, email, address1: '3 Quay Side', city: 'Hull', postCode: 'HU1 1AA' });
    await companyForm.register().click();
    await expect(shell.toast(`Company “${name}” registered`)).toContainText(`${email} was sent a link to set their password.`);
    await expect(shell.heading()).toHaveText(name);
    await expect.poll(() => lastInviteToken(email)).toBeTruthy();
    const token = lastInviteToken(email)!;
    await expect(page.getByText(token)).toHaveCount(0);

    // The invited user has no staff session: the page opens anyway, and never shows the token.
    const visitor = await browser.newContext({ baseURL });
    const invited = await visitor.newPage();
    await invited.goto(`/set-password#token=${token}`);
    await expect(invited.getByRole('heading', { level: 1 })).toHaveText('Set your password');
    await expect.poll(() => invited.url()).toBe(`${baseURL}/set-password`);
    expect(await invited.content()).not.toContain(token);
    const form = invited.getByRole('form', { name: 'Set your password' });
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('New password again').fill('short');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect(form.getByText('Must be at least 8 characters')).toBeVisible();
    await form.getByLabel('New password', { exact: true }).fill('quayside-secret-7');
    await form.getByLabel('New password again').fill('quayside-secret-7');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect(invited.getByRole('status')).toHaveText('Your password is set. You can now sign in to your company account.');

    // The link works once (opened afresh, as from the message).
    await invited.goto('about:blank');
    await invited.goto(`/set-password#token=${token}`);
    await form.getByLabel('New password', { exact: true }).fill('quayside-secret-8');
    await form.getByLabel('New password again').fill('quayside-secret-8');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect(form.getByRole('alert')).toHaveText('This link has already been used; ask for a new invitation.');
    await visitor.close();

    // Staff can send a new link (for one that expired or was lost); it replaces the old one.
    await page.getByRole('button', { name: `Send password link to ${email}` }).click();
    await expect(shell.toast(`A new link was sent to ${email}`)).toBeVisible();
    await expect.poll(() => lastInviteToken(email)).not.toBe(token);
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

  test('a post code that is not a UK one is marked on the address step, before anything is sent', async ({
    page,
    companyForm,
  }) => {
    await signIn(page, 'b2b');
    await companyForm.gotoNew();
    await companyForm.fillCompanyStep(`Postal ${uniqueSuffix()}`);
    await companyForm.next().click();
    await companyForm.fillAddressStep({ address1: '1 High Street', city: 'Leeds', postCode: '12345' });
    await companyForm.next().click();
    expect(await errorOf(companyForm.field('Address', 'Post code'))).toBe('Must be a UK post code such as "LS1 5AT"');
    await expect(companyForm.currentStep()).toHaveText('2. Address');
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
