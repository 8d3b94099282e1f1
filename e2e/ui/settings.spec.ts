import { randomBytes } from 'node:crypto';
import { settingKind } from '@/lib/api/schemas/setting-kinds';
import { SECRET_VALUE, storeSettingsSchema } from '@/lib/api/schemas/settings';
import { bearer, expectV2Success } from '../support/v2';
import { expect, signIn, test, uniqueSuffix } from '../support/site';

/** "BasketSettings" → "Basket settings", as the page titles its groups. */
const label = (type: string) =>
  type
    .replace(/(?<=[A-Za-z0-9])(?=[A-Z][a-z])/g, ' ')
    .replace(/ ([A-Z])(?=[a-z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

test.describe('settings', () => {
  test('the configuration is grouped by config type, each setting in its group', async ({
    page,
    settings,
    api,
  }) => {
    const config = await expectV2Success(await api.get('/api/v2/infra/config'), storeSettingsSchema);
    expect(config.configSettings.length).toBeGreaterThan(3);
    await signIn(page, 'admin');
    await settings.goto();
    for (const group of config.configSettings) {
      const region = settings.group(label(group.configType));
      await expect(region).toBeVisible();
      await expect(region.getByRole('row')).toHaveCount(group.configKeys.length + 1);
      // On/off settings show a switch rather than their text.
      const plain = group.configKeys.find(
        (k) => k.value !== SECRET_VALUE && k.value !== '' && settingKind(k.key) !== 'boolean',
      );
      if (plain) {
        const name = plain.key.slice(group.configType.length + 1);
        await expect(region.getByRole('row', { name: new RegExp(`^${name} `) })).toContainText(plain.value);
      }
    }
  });

  test('a secret setting is shown as hidden and its value is nowhere in the page', async ({
    page,
    settings,
    api,
  }) => {
    const config = await expectV2Success(await api.get('/api/v2/infra/config'), storeSettingsSchema);
    const group = config.configSettings.find((g) => g.configKeys.some((k) => k.value === SECRET_VALUE))!;
    const key = group.configKeys.find((k) => k.value === SECRET_VALUE)!.key;
    const secret = `Password=${randomBytes(18).toString('base64url')}`;
    expect((await api.put('/api/v2/infra/config', { data: { key, value: secret } })).status()).toBe(200);

    await signIn(page, 'admin');
    await settings.goto();
    const row = settings
      .group(label(group.configType))
      .getByRole('row', { name: new RegExp(`^${key.slice(group.configType.length + 1)} `) });
    await expect(row).toContainText('Secret (hidden)');
    expect(await page.content()).not.toContain(secret);
  });

  test('an admin changes settings with the widget of their kind, and the history names them', async ({
    page,
    settings,
    api,
  }) => {
    const valueOf = async (key: string) =>
      (await expectV2Success(await api.get('/api/v2/infra/config'), storeSettingsSchema)).configSettings
        .flatMap((g) => g.configKeys)
        .find((k) => k.key === key)!.value;
    await signIn(page, 'admin');
    await settings.goto();
    const basket = settings.group('Basket settings');

    // A whole number: a wrong value is refused on the field, a right one saved.
    const row = basket.getByRole('row', { name: /^MaxLineQty / });
    await row.getByRole('button', { name: 'Edit MaxLineQty' }).click();
    const input = row.getByRole('textbox', { name: 'MaxLineQty' });
    await input.fill('lots');
    await input.press('Enter');
    await expect(row.getByRole('alert')).toHaveText('Must be a whole number (0 or more)');
    const next = String(10 + Math.floor(Math.random() * 80));
    await input.fill(next);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('MaxLineQty saved')).toBeVisible();
    await expect(row).toContainText(next);
    expect(await valueOf('BasketSettings.MaxLineQty')).toBe(next);

    // On/off: the switch saves at once.
    const wasOn = (await valueOf('BasketSettings.EnableGiftWrap')) === 'true';
    const toggle = basket.getByRole('switch', { name: 'EnableGiftWrap' });
    await expect(toggle).toHaveAttribute('aria-checked', String(wasOn));
    await toggle.click();
    await expect(page.getByText('EnableGiftWrap saved')).toBeVisible();
    await expect.poll(() => valueOf('BasketSettings.EnableGiftWrap')).toBe(String(!wasOn));

    const history = page.getByRole('region', { name: 'Recent changes' });
    await page.reload();
    await expect(history).toContainText('BasketSettings.MaxLineQty');
    await expect(history).toContainText('BasketSettings.EnableGiftWrap');
    await expect(history).toContainText('Ada Admin');
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
