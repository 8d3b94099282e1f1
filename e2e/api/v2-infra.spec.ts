import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { micrositeSchema, navMenuSchema, type NavItem } from '@/lib/api/schemas/content';
import { historyPageSchema } from '@/lib/api/schemas/history';
import { settingKind, settingValueSchema } from '@/lib/api/schemas/setting-kinds';
import { SECRET_VALUE, storeSettingsSchema, type StoreSettings } from '@/lib/api/schemas/settings';
import { expect, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { bearer, createApiClient, expectV2Success, tokenFor } from '../support/v2';

type Api = import('@playwright/test').APIRequestContext;

const flatten = (items: NavItem[]): NavItem[] => items.flatMap((i) => [i, ...flatten(i.navBlocks)]);

async function clearCache(api: Api) {
  const res = await api.get('/api/v2/infra/cache/clear');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({});
}

async function settings(api: Api, country?: string): Promise<StoreSettings> {
  const res = await api.get('/api/v2/infra/config', country ? { headers: { Country: country } } : {});
  return expectV2Success(res, storeSettingsSchema);
}

const valueOf = (s: StoreSettings, key: string) =>
  s.configSettings.flatMap((g) => g.configKeys).find((k) => k.key === key)?.value;

test.describe('v2 infra: cache', () => {
  test('cache/clear answers an empty object and needs the token', async ({ api, anonymous }) => {
    await clearCache(api);
    await expectV2Failure(await anonymous.get('/api/v2/infra/cache/clear'), 401, 'UNAUTHORIZED');
  });

  test('a renamed category shows in the cached navigation only once the cache is cleared', async ({
    api,
  }) => {
    await clearCache(api);
    const before = await expectV2Success(await api.get('/api/v2/content/nav'), navMenuSchema);
    // A link of the header bound to a category: same caption as the category and the category's link.
    const tree = (await (await api.get('/api/v1/category')).json()).result as {
      id: string;
      name: string;
      subCategories: unknown[];
    }[];
    const categories = (function walk(items: typeof tree): typeof tree {
      return items.flatMap((c) => [c, ...walk(c.subCategories as typeof tree)]);
    })(tree);
    let target: { item: NavItem; categoryId: string; name: string } | undefined;
    for (const item of flatten(before.header).filter((i) => i.navBlocks.length === 0 && i.hyperlink)) {
      for (const c of categories.filter((c) => c.name === item.caption)) {
        const detail = await (await api.get(`/api/v1/category/${c.id}`)).json();
        if (detail.link === item.hyperlink) target = { item, categoryId: c.id, name: c.name };
      }
      if (target) break;
    }
    expect(target, 'a header link bound to a category').toBeDefined();
    const renamed = `${target!.name} ${uniqueSuffix()}`;
    const put = await api.put(`/api/v1/category/${target!.categoryId}`, { data: { name: renamed } });
    expect((await put.json()).isValid).toBe(true);
    try {
      const cached = await expectV2Success(await api.get('/api/v2/content/nav'), navMenuSchema);
      expect(flatten(cached.header).find((i) => i.recordId === target!.item.recordId)!.caption).toBe(
        target!.name,
      );
      await clearCache(api);
      const fresh = await expectV2Success(await api.get('/api/v2/content/nav'), navMenuSchema);
      expect(flatten(fresh.header).find((i) => i.recordId === target!.item.recordId)!.caption).toBe(renamed);
    } finally {
      await api.put(`/api/v1/category/${target!.categoryId}`, { data: { name: target!.name } });
      await clearCache(api);
    }
  });
});

test.describe('v2 infra: store settings', () => {
  test('settings come grouped by config type with keys <ConfigType>.<Name>', async ({ api }) => {
    const s = await settings(api);
    const types = s.configSettings.map((g) => g.configType);
    for (const t of [
      'AdvancedPriceCalcFormulaSettings',
      'B2BSettings',
      'BasketSettings',
      'CatalogSettings',
      'DataImportSettings',
      'DomainSettings',
      'FeatureToggleSettings',
    ])
      expect(types).toContain(t);
    expect(new Set(types).size).toBe(types.length);
    for (const g of s.configSettings)
      for (const k of g.configKeys) expect(k.key.startsWith(`${g.configType}.`)).toBe(true);
    expect(s.shippingCountries.length).toBeGreaterThan(0);
    expect(s.billingCountries.length).toBeGreaterThanOrEqual(s.shippingCountries.length);
    expect(s.currencies.length).toBeGreaterThan(0);
    expect(s.languages.length).toBeGreaterThan(0);
    const sites = await expectV2Success(
      await api.get('/api/v2/content/microsite/all'),
      z.array(micrositeSchema),
    );
    expect(s.microsites).toEqual(sites);
  });

  test('the Country header chooses per-country values, ROW for countries not shipped to', async ({ api }) => {
    const base = await settings(api);
    // A whole-number setting: values must fit the setting's kind (lib/api/schemas/setting-kinds.ts).
    const key = 'BasketSettings.MaxLineQty';
    const home = valueOf(base, 'DomainSettings.DefaultCountry');
    const country = base.shippingCountries.find((c) => c.twoLetterIsoCode !== home)!.twoLetterIsoCode;
    const elsewhere = ['JP', 'BR', 'ZA', 'KR', 'MX'].find(
      (c) => !base.shippingCountries.some((s) => s.twoLetterIsoCode === c),
    )!;
    const n = 100 + Math.floor(Math.random() * 1000);
    const [own, row, all] = [String(n), String(n + 1), String(n + 2)];
    for (const [countryCode, value] of [
      [country, own],
      ['row', row],
      ['', all],
    ])
      expect(
        await expectV2Success(await api.put('/api/v2/infra/config', { data: { key, value, countryCode } })),
      ).toBe(true);
    expect(valueOf(await settings(api, country), key)).toBe(own);
    expect(valueOf(await settings(api, country.toLowerCase()), key)).toBe(own);
    expect(valueOf(await settings(api, elsewhere), key)).toBe(row);
    expect(valueOf(await settings(api, 'ROW'), key)).toBe(row);
    expect(valueOf(await settings(api), key)).toBe(all);
    for (const bad of ['GBR', '1', 'G-B']) {
      const body = await expectV2Failure(
        await api.get('/api/v2/infra/config', { headers: { Country: bad } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.errors[0]).toMatch(/^Country: /);
    }
  });

  test('secret settings are never returned, not even just after being set', async ({ api }) => {
    const base = await settings(api);
    const keys = base.configSettings.flatMap((g) => g.configKeys);
    for (const k of keys.filter((k) => /password|secret|connectionstring|apikey/i.test(k.key)))
      expect(k.value, k.key).toBe(SECRET_VALUE);
    const secretKey = keys.find((k) => k.value === SECRET_VALUE)!.key;
    const secret = `Host=db.internal;Password=${randomBytes(18).toString('base64url')}`;
    const put = await api.put('/api/v2/infra/config', { data: { key: secretKey, value: secret } });
    expect(await expectV2Success(put)).toBe(true);
    const putOverride = await api.put('/api/v2/infra/config', {
      data: { key: secretKey, value: secret, countryCode: base.shippingCountries[0].twoLetterIsoCode },
    });
    expect(await putOverride.text()).not.toContain(secret);
    for (const country of [undefined, base.shippingCountries[0].twoLetterIsoCode, 'ROW']) {
      const res = await api.get('/api/v2/infra/config', country ? { headers: { Country: country } } : {});
      const text = await res.text();
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.split('=').pop()!);
      expect(valueOf(JSON.parse(text).result, secretKey)).toBe(SECRET_VALUE);
    }
    expect(await (await api.get('/api/v2/infra/clients')).text()).not.toContain(secret);
  });

  test('setting changes: unknown key, bad fields, non-admin and anonymous callers', async ({
    api,
    anonymous,
    request,
  }) => {
    const unknown = await expectV2Failure(
      await api.put('/api/v2/infra/config', { data: { key: 'NoSuchSettings.Nothing', value: 'x' } }),
      404,
      'NOT_FOUND',
    );
    expect(unknown.errors[0]).toMatch(/^key: /);
    // A value must fit the setting's kind; a refused one changes nothing.
    const before = valueOf(await settings(api), 'BasketSettings.EnableGiftWrap');
    for (const [key, value, message] of [
      ['BasketSettings.EnableGiftWrap', 'yes', 'value: must be true or false'],
      ['BasketSettings.MaxLineQty', '-3', 'value: must be a whole number'],
      ['BasketSettings.GiftWrapPrice', '3.505', 'value: must be an amount'],
      ['DomainSettings.DefaultCurrency', 'XYZ', 'value: the store has no currency XYZ'],
      ['DomainSettings.DefaultCountry', 'gb', 'value: must be a two-letter country code'],
      ['DomainSettings.StorefrontBaseUrl', 'javascript:alert(1)', 'value: must be an http(s) URL'],
    ]) {
      const refused = await expectV2Failure(await api.put('/api/v2/infra/config', { data: { key, value } }), 400, 'VALIDATION_ERROR');
      expect(refused.errors[0], key).toContain(message);
    }
    expect(valueOf(await settings(api), 'BasketSettings.EnableGiftWrap')).toBe(before);
    for (const data of [
      { value: 'x' },
      { key: 'no-dot', value: 'x' },
      { key: 'BasketSettings.MaxLineQty' },
      { key: 'BasketSettings.MaxLineQty', value: 5 },
      { key: 'BasketSettings.MaxLineQty', value: 'x', countryCode: 'GBR' },
    ])
      await expectV2Failure(await api.put('/api/v2/infra/config', { data }), 400, 'VALIDATION_ERROR');
    await expectV2Failure(
      await api.put('/api/v2/infra/config', {
        headers: { 'Content-Type': 'application/json' },
        data: Buffer.from('{"key"'),
      }),
      400,
      'MALFORMED_BODY',
    );
    const client = await createApiClient(api, `settings-reader-${uniqueSuffix()}`);
    const { access_token } = await tokenFor(request, client.clientId, client.clientSecret);
    await expectV2Failure(
      await request.put('/api/v2/infra/config', {
        headers: bearer(access_token),
        data: { key: 'BasketSettings.MaxLineQty', value: '5' },
      }),
      403,
      'FORBIDDEN',
    );
    expect((await request.get('/api/v2/infra/config', { headers: bearer(access_token) })).status()).toBe(200);
    await expectV2Failure(await anonymous.get('/api/v2/infra/config'), 401, 'UNAUTHORIZED');
  });
});

test.describe('v2 infra: setting kinds and history', () => {
  test('every stored setting fits its kind, so the settings page can edit each with its widget', async ({ api }) => {
    const all = (await settings(api)).configSettings.flatMap((g) => g.configKeys).filter((k) => k.value !== SECRET_VALUE);
    expect(all.length).toBeGreaterThan(20);
    for (const { key, value } of all) expect(settingValueSchema(settingKind(key)).safeParse(value).success, `${key}=${value}`).toBe(true);
    expect(settingKind('BasketSettings.EnableGiftWrap')).toBe('boolean');
    expect(settingKind('DomainSettings.DefaultCurrency')).toBe('currency');
  });

  test('each change is in the history with who made it; a secret only says it was replaced', async ({ api }) => {
    const key = 'BasketSettings.BasketExpiryDays';
    const before = valueOf(await settings(api), key)!;
    const next = String(Number(before) + 1 + Math.floor(Math.random() * 50));
    const staff = { 'X-Staff-Email': 'ada@demo.local', 'X-Staff-Name': 'Ada%20Admin' };
    expect(await expectV2Success(await api.put('/api/v2/infra/config', { headers: staff, data: { key, value: next } }))).toBe(true);
    const page = await expectV2Success(await api.get(`/api/v2/infra/config/history?key=${key}&pageSize=5`), historyPageSchema);
    expect(page.results[0]).toMatchObject({
      entity: 'setting',
      entityId: key,
      field: 'value',
      before,
      after: next,
      source: 'page',
      actor: { kind: 'staff', id: 'ada@demo.local', name: 'Ada Admin' },
    });
    expect(page.total).toBeGreaterThanOrEqual(1);

    const secretKey = (await settings(api)).configSettings.flatMap((g) => g.configKeys).find((k) => k.value === SECRET_VALUE)!.key;
    const secret = `s-${randomBytes(12).toString('hex')}`;
    await expectV2Success(await api.put('/api/v2/infra/config', { data: { key: secretKey, value: secret } }));
    const res = await api.get(`/api/v2/infra/config/history?key=${secretKey}`);
    expect(await res.text()).not.toContain(secret);
    const secretPage = await expectV2Success(res, historyPageSchema);
    expect(secretPage.results[0]).toMatchObject({ after: SECRET_VALUE, actor: { kind: 'client' } });

    // All settings' changes, newest first; bad queries are refused in the wrapper.
    const everything = await expectV2Success(await api.get('/api/v2/infra/config/history?pageSize=50'), historyPageSchema);
    expect(everything.results.map((r) => r.entityId)).toEqual(expect.arrayContaining([key, secretKey]));
    await expectV2Failure(await api.get('/api/v2/infra/config/history?key=nodot'), 400, 'VALIDATION_ERROR');
    await expectV2Failure(await api.get('/api/v2/infra/config/history?pageSize=0'), 400, 'VALIDATION_ERROR');
  });
});
