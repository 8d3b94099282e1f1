import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { configTypeOf, isShownSetting, SETTING_GROUPS, SETTINGS } from '@/lib/api/schemas/setting-registry';
import { storeSettingsSchema } from '@/lib/api/schemas/settings';
import { registerCompany, registration } from '../support/b2b';
import { purchasable } from '../support/commerce';
import { QuotationsPage } from '../support/pages/b2b-pages';
import { bearer, expectV2Success } from '../support/v2';
import { expect, signIn, test as siteTest, uniqueSuffix } from '../support/site';

const test = siteTest.extend<{ quotations: QuotationsPage }>({
  quotations: async ({ page }, use) => use(new QuotationsPage(page)),
});

const valueOf = async (api: APIRequestContext, key: string) =>
  (await expectV2Success(await api.get('/api/v2/infra/config'), storeSettingsSchema)).configSettings
    .flatMap((g) => g.configKeys)
    .find((k) => k.key === key)!.value;

const shown = Object.entries(SETTINGS).filter(([key]) => isShownSetting(key));
const hidden = Object.entries(SETTINGS).filter(([key]) => !isShownSetting(key));

test.describe('settings', () => {
  test('each setting something reads is shown in its group with a label and help; the others are not shown', async ({ page, settings }) => {
    await signIn(page, 'admin');
    await settings.goto();
    for (const [key, d] of shown) {
      const group = settings.group(SETTING_GROUPS[configTypeOf(key) as keyof typeof SETTING_GROUPS]);
      const row = group.getByRole('row').filter({ hasText: key });
      await expect(row.getByRole('rowheader')).toContainText(d.label);
      await expect(row.getByRole('rowheader')).toContainText(d.help);
    }
    // Shown by their keys before, driving nothing: not on the page now.
    const text = await page.locator('main').innerText();
    for (const [key] of hidden) expect(text, key).not.toContain(key);
    expect(text).not.toContain('DefaultMarkupPct');
    expect(text).not.toContain('RetailEnding99');
    await expect(settings.group('Price formula')).toHaveCount(0);
  });

  test('a secret value is nowhere in the page', async ({ page, settings, api }) => {
    const secret = `Password=${randomBytes(18).toString('base64url')}`;
    expect((await api.put('/api/v2/infra/config', { data: { key: 'DataImportSettings.SftpPassword', value: secret } })).status()).toBe(200);
    await signIn(page, 'admin');
    await settings.goto();
    expect(await page.content()).not.toContain(secret);
  });

  test('an admin changes settings with the widget of their kind, and the history names them', async ({ page, settings, api }) => {
    const key = 'StoreLocatorSettings.MaxResults';
    const was = await valueOf(api, key);
    await signIn(page, 'admin');
    await settings.goto();
    try {
      // A whole number: a wrong value is refused on the field, a right one saved.
      const row = settings.group('Store locator').getByRole('row', { name: /^Stores listed/ });
      await row.getByRole('button', { name: 'Edit Stores listed' }).click();
      const input = row.getByRole('textbox', { name: 'Stores listed' });
      await input.fill('lots');
      await input.press('Enter');
      await expect(row.getByRole('alert')).toHaveText('Must be a whole number (0 or more)');
      const next = String(10 + Math.floor(Math.random() * 80));
      await input.fill(next);
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Stores listed saved')).toBeVisible();
      await expect(row).toContainText(next);
      expect(await valueOf(api, key)).toBe(next);

      // Text of several lines: a text area.
      const address = settings.group('Seller details').getByRole('row', { name: /^Address/ });
      const lines = `1 Harbour Street\nLeeds LS1 4AB ${uniqueSuffix()}\nUnited Kingdom`;
      await address.getByRole('button', { name: 'Edit Address' }).click();
      await address.getByRole('textbox', { name: 'Address' }).fill(lines);
      await address.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Address saved')).toBeVisible();
      expect(await valueOf(api, 'SellerSettings.Address')).toBe(lines);

      const history = page.getByRole('region', { name: 'Recent changes' });
      await page.reload();
      await expect(history).toContainText(key);
      await expect(history).toContainText('SellerSettings.Address');
      await expect(history).toContainText('Ada Admin');
    } finally {
      await api.put('/api/v2/infra/config', { data: { key, value: was } });
    }
  });

  test('a changed quotation validity shows in the editor\'s hint and in a new quotation\'s valid-until', async ({ page, settings, api, quotations }) => {
    test.slow(); // the settings page, a quotation written and sent
    const key = 'B2BSettings.QuoteValidityDays';
    const was = await valueOf(api, key);
    const { detail } = await registerCompany(api, registration());
    const [product] = await purchasable(api, 1, { cheap: true });
    await signIn(page, 'admin');
    await settings.goto();
    try {
      const row = settings.group('B2B and quotations').getByRole('row', { name: /^Quotation validity \(days\)/ });
      await row.getByRole('button', { name: 'Edit Quotation validity (days)' }).click();
      await row.getByRole('textbox', { name: 'Quotation validity (days)' }).fill('21');
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Quotation validity (days) saved')).toBeVisible();

      await page.goto(`/b2b/quotations/new?company=${detail.id}`);
      await expect(page.getByText('Left empty: 21 days from sending')).toBeVisible();
      await quotations.field('Quotation', 'Quote name').fill(`Validity ${uniqueSuffix()}`);
      await quotations.addLine(product.stockCode, 1);
      await page.getByRole('button', { name: 'Save quotation' }).click();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Send', exact: true }).click();
      const day = new Date(Date.now() + 21 * 86_400_000).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
      await expect(page.getByText(`Valid until ${day}`)).toBeVisible();
    } finally {
      await api.put('/api/v2/infra/config', { data: { key, value: was } });
    }
  });

  test('clearing the cache asks first, then says it is done', async ({ page, settings }) => {
    await signIn(page, 'admin');
    await settings.goto();
    await page.getByRole('button', { name: 'Clear cache' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear the server cache?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Cache cleared', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear cache' }).click();
    await confirm.getByRole('button', { name: 'Clear cache' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'The server cache was emptied at' }),
    ).toBeVisible();
  });

  test('a catalogue manager may not open the settings or the API clients', async ({ page }) => {
    await signIn(page, 'catalogue');
    for (const path of ['/settings', '/settings/api-clients']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You do not have access to this page');
    }
    await expect(page.getByText('Clear cache')).toHaveCount(0);
  });

  test('an API client created here gets a token with the secret shown once; resetting its tokens refuses the old one', async ({
    page,
    settings,
    request,
  }) => {
    const name = `UI client ${uniqueSuffix()}`;
    await signIn(page, 'admin');
    await settings.gotoApiClients();
    const { clientId, clientSecret } = await settings.createClient(name);
    expect(clientSecret.length).toBeGreaterThan(30);

    const tokenRes = await request.post('/oAuth/Token', {
      form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
    });
    expect(tokenRes.status(), await tokenRes.text()).toBe(200);
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    expect((await request.get('/api/v1/meta-info', { headers: bearer(token) })).status()).toBe(200);

    await page.getByRole('button', { name: 'I have stored the secret' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.reload();
    const row = settings.clientRow(name);
    await expect(row).toContainText(clientId);
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    expect(await page.content()).not.toContain(clientSecret);

    await row.getByRole('button', { name: `Reset tokens of ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Reset the tokens of “${name}”?` });
    await confirm.getByRole('button', { name: 'Reset tokens' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: '1 revoked' })).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');
    expect((await request.get('/api/v1/meta-info', { headers: bearer(token) })).status()).toBe(401);
  });

  test('an admin disables an API client from the sidebar page and its token is refused at once', async ({
    page,
    settings,
    request,
    shell,
  }) => {
    const name = `Disable me ${uniqueSuffix()}`;
    await signIn(page, 'admin');
    await shell.navLink('API clients').click();
    await expect(page.getByRole('heading', { level: 1, name: 'API clients' })).toBeVisible();
    const { clientId, clientSecret } = await settings.createClient(name);
    await page.getByRole('button', { name: 'I have stored the secret' }).click();
    const tokenRes = await request.post('/oAuth/Token', {
      form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    expect((await request.get('/api/v1/meta-info', { headers: bearer(token) })).status()).toBe(200);

    const search = page.getByRole('search', { name: 'Find API clients' });
    await search.getByLabel('Name or client id').fill(name);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(settings.clientsTable().getByRole('row')).toHaveCount(2);
    const row = settings.clientRow(name);
    await expect(row).toContainText('Enabled');
    await row.getByRole('button', { name: `Disable ${name}` }).click();
    await page.getByRole('alertdialog', { name: `Disable “${name}”?` }).getByRole('button', { name: 'Disable' }).click();
    await expect(shell.toast(`“${name}” is disabled: its tokens are refused`)).toBeVisible();
    await expect(row).toContainText('Disabled');
    expect((await request.get('/api/v1/meta-info', { headers: bearer(token) })).status()).toBe(401);
  });
});
