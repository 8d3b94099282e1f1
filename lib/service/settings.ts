import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import {
  configSettings,
  geoLocators,
  reviewSettings,
  settingsCountries,
  settingsCurrencies,
  settingsLanguages,
  snippets,
} from '@/lib/db/schema';
import {
  CONFIG_TYPES,
  countryHeaderSchema,
  SECRET_VALUE,
  settingUpdateSchema,
  type SettingUpdate,
  type StoreSettings,
} from '@/lib/api/schemas/settings';
import { settingKind, settingValueSchema } from '@/lib/api/schemas/setting-kinds';
import { SETTINGS, type SettingKey } from '@/lib/api/schemas/setting-registry';
import { cached, invalidate } from './cache';
import { listHistory, recordChanges, type Actor } from './history';
import type { HistoryPage, settingHistoryQuerySchema } from '@/lib/api/schemas/history';
import type { z } from 'zod';
import { listActiveMicrosites } from './content';
import { invalid, notFound, ServiceError } from '@/lib/errors';

export const CONFIG_CACHE_PREFIX = 'infra:config:';
const TTL_MS = 60_000;

type SettingRow = {
  configType: string;
  name: string;
  countryCode: string;
  value: string;
};

/**
 * THE one read of setting values. Secret values are replaced by SECRET_VALUE inside the query, so a
 * secret never reaches this process's memory, cache, responses or logs through a read.
 */
function settingRows(db: Db | Tx): Promise<SettingRow[]> {
  return cached(`${CONFIG_CACHE_PREFIX}rows`, TTL_MS, async () => {
    const { rows } = await db.execute<SettingRow>(sql`
      select config_type as "configType", name, country_code as "countryCode",
             case when is_secret then ${SECRET_VALUE} else value end as value
      from config_settings
      order by display_order, name`);
    return rows;
  });
}

/**
 * The store-wide value of one setting of the registry (lib/api/schemas/setting-registry.ts), as the
 * service itself reads it; the registry's default when the database has none. Cached with the other
 * reads and dropped on every change in every process (the cache bus), so a change takes effect on
 * the next request.
 */
export async function settingValue(db: Db | Tx, key: SettingKey): Promise<string> {
  return storeWide(await settingRows(db), key) ?? SETTINGS[key].default;
}

/** The store-wide (not a country's) stored value of a setting. */
function storeWide(rows: SettingRow[], key: SettingKey): string | undefined {
  const dot = key.indexOf('.');
  const [configType, name] = [key.slice(0, dot), key.slice(dot + 1)];
  return rows.find((r) => r.configType === configType && r.name === name && !r.countryCode)?.value;
}

/** A whole-number setting; its default when the stored value is empty or not a whole number of at least `min`. */
export async function intSetting(db: Db | Tx, key: SettingKey, min = 1): Promise<number> {
  const text = (await settingValue(db, key)).trim();
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n >= min ? n : Number(SETTINGS[key].default);
}

function settingLists(db: Db) {
  return cached(`${CONFIG_CACHE_PREFIX}lists`, TTL_MS, async () => {
    const [countries, currencies, languages, reviews, locators, snippetRows] = await Promise.all([
      db
        .select()
        .from(settingsCountries)
        .orderBy(asc(settingsCountries.displayOrder), asc(settingsCountries.name)),
      db.select().from(settingsCurrencies).orderBy(asc(settingsCurrencies.displayOrder)),
      db.select().from(settingsLanguages).orderBy(asc(settingsLanguages.displayOrder)),
      db.select().from(reviewSettings).orderBy(asc(reviewSettings.displayOrder)),
      db.select().from(geoLocators).orderBy(asc(geoLocators.displayOrder)),
      db.select().from(snippets).where(eq(snippets.isActive, true)).orderBy(asc(snippets.displayOrder)),
    ]);
    return { countries, currencies, languages, reviews, locators, snippetRows };
  });
}

/** The languages the config lists (the enabled locales, lib/service/locales.ts), in their order. */
export async function listedLanguages(db: Db): Promise<{ languageCode: string; languageCulture: string }[]> {
  return (await settingLists(db)).languages;
}

/**
 * The country whose overrides apply: the Country header when it is a shipping country, ROW for any
 * other country, and the store default (DomainSettings.DefaultCountry) without the header.
 */
function resolveCountry(countryHeader: string | null, rows: SettingRow[], shipping: Set<string>): string {
  if (countryHeader === null) return storeWide(rows, 'DomainSettings.DefaultCountry') ?? '';
  const parsed = countryHeaderSchema.safeParse(countryHeader);
  if (!parsed.success)
    throw invalid([`Country: ${parsed.error.issues[0].message}`], 'The Country header is not valid');
  return parsed.data === 'ROW' || shipping.has(parsed.data) ? parsed.data : 'ROW';
}

/**
 * RegionalSettings, which the vendor's storefront reads on every page (DefaultCountry, DefaultCurrencyCode,
 * DefaultLanguageCode), derived from DomainSettings (already resolved for the caller's country) unless
 * stored. Extension; see docs/real-clients.md.
 */
function addRegionalSettings(groups: Map<string, Map<string, string>>): void {
  if (groups.has('RegionalSettings')) return;
  const domain = groups.get('DomainSettings');
  if (!domain) return;
  const pick = (key: SettingKey) => domain.get(key) ?? SETTINGS[key].default;
  groups.set(
    'RegionalSettings',
    new Map([
      ['RegionalSettings.DefaultCountry', pick('DomainSettings.DefaultCountry')],
      ['RegionalSettings.DefaultCurrencyCode', pick('DomainSettings.DefaultCurrency')],
      ['RegionalSettings.DefaultLanguageCode', pick('DomainSettings.DefaultLanguage')],
    ]),
  );
}

function groupSettings(rows: SettingRow[], country: string): StoreSettings['configSettings'] {
  const groups = new Map<string, Map<string, string>>();
  for (const r of rows) {
    if (r.countryCode) continue;
    if (!groups.has(r.configType)) groups.set(r.configType, new Map());
    groups.get(r.configType)!.set(`${r.configType}.${r.name}`, r.value);
  }
  // A country's value replaces the default; an override always has a default (updateSetting ensures it).
  for (const r of rows)
    if (country && r.countryCode === country)
      groups.get(r.configType)?.set(`${r.configType}.${r.name}`, r.value);
  addRegionalSettings(groups);
  const rank = (t: string) =>
    CONFIG_TYPES.indexOf(t as (typeof CONFIG_TYPES)[number]) + 1 || CONFIG_TYPES.length + 1;
  return [...groups.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((configType) => ({
      configType,
      configKeys: [...groups.get(configType)!].map(([key, value]) => ({ key, value })),
    }));
}

/** GET /api/v2/infra/config: store settings, with the per-country values of the Country header. */
export async function getStoreSettings(db: Db, countryHeader: string | null): Promise<StoreSettings> {
  const [rows, lists, microsites] = await Promise.all([
    settingRows(db),
    settingLists(db),
    listActiveMicrosites(db),
  ]);
  const shipping = lists.countries.filter((c) => c.isShipping);
  const country = resolveCountry(countryHeader, rows, new Set(shipping.map((c) => c.twoLetterIsoCode)));
  return {
    configSettings: groupSettings(rows, country),
    shippingCountries: shipping.map((c) => ({ name: c.name, twoLetterIsoCode: c.twoLetterIsoCode })),
    billingCountries: lists.countries
      .filter((c) => c.isBilling)
      .map((c) => ({ name: c.name, twoLetterIsoCode: c.twoLetterIsoCode })),
    currencies: lists.currencies.map((c) => ({
      currencyCode: c.currencyCode,
      currencySymbol: c.currencySymbol,
    })),
    languages: lists.languages.map((l) => ({
      languageCode: l.languageCode,
      languageCulture: l.languageCulture,
    })),
    reviewSettings: lists.reviews.map((r) => ({
      sectionName: r.sectionName,
      options: r.options,
      isChecked: r.isChecked,
    })),
    geoLocators: lists.locators.map((g) => ({
      countryCode: g.countryCode,
      micrositeCode: g.micrositeCode,
      currencyCode: g.currencyCode,
      languageCode: g.languageCode,
    })),
    snippets: lists.snippetRows.map((s) => ({
      type: s.type,
      placement: s.placement,
      content: s.content,
      excludedUrl: s.excludedUrl,
    })),
    microsites,
  };
}

/**
 * PUT /api/v2/infra/config (extension, admin clients): changes one existing setting, or sets a
 * country's override of it. A secret stays secret; its new value is never echoed.
 */
export async function updateSetting(db: Db, input: SettingUpdate, actor: Actor): Promise<boolean> {
  const body = settingUpdateSchema.parse(input);
  const dot = body.key.indexOf('.');
  const configType = body.key.slice(0, dot);
  const name = body.key.slice(dot + 1);
  const sameKey = and(eq(configSettings.configType, configType), eq(configSettings.name, name));
  try {
    await db.transaction(async (tx) => {
      const [base] = await tx
        .select({ isSecret: configSettings.isSecret, displayOrder: configSettings.displayOrder })
        .from(configSettings)
        .where(and(sameKey, eq(configSettings.countryCode, '')));
      if (!base)
        throw notFound(`No setting has the key ${body.key}`, [`key: no setting has the key ${body.key}`]);
      await assertValueFits(tx, body.key, body.value, base.isSecret);
      const [old] = await tx
        .select({ value: configSettings.value })
        .from(configSettings)
        .where(and(sameKey, eq(configSettings.countryCode, body.countryCode)));
      // A secret is write-only: its history says that it was replaced, never what it was or became.
      const shown = (v: string | undefined) => (v === undefined ? null : base.isSecret ? SECRET_VALUE : v);
      if (old?.value !== body.value)
        await recordChanges(
          tx,
          'setting',
          body.countryCode ? `${body.key}:${body.countryCode}` : body.key,
          [{ field: 'value', before: shown(old?.value), after: shown(body.value) }],
          actor,
        );
      await tx
        .insert(configSettings)
        .values({
          configType,
          name,
          countryCode: body.countryCode,
          value: body.value,
          isSecret: base.isSecret,
          displayOrder: base.displayOrder,
        })
        .onConflictDoUpdate({
          target: [configSettings.configType, configSettings.name, configSettings.countryCode],
          set: { value: body.value },
        });
    });
    return true;
  } catch (e) {
    // A driver error quotes the statement's parameters, the new value among them: the caller's error
    // log must not receive a secret, so only the SQLSTATE travels on.
    if (e instanceof ServiceError) throw e;
    throw new Error(`The setting ${body.key} could not be stored (SQLSTATE ${sqlState(e) ?? 'unknown'})`);
  } finally {
    invalidate(CONFIG_CACHE_PREFIX);
  }
}

/** A value of the setting's kind (lib/api/schemas/setting-kinds.ts); currencies and countries the store has. */
async function assertValueFits(tx: Tx, key: string, value: string, isSecret: boolean) {
  if (isSecret) return;
  const kind = settingKind(key);
  const parsed = settingValueSchema(kind).safeParse(value);
  if (!parsed.success) throw invalid([`value: ${parsed.error.issues[0].message}`], `The value does not fit ${key}`);
  if (value === '' || (kind !== 'currency' && kind !== 'country')) return;
  const known =
    kind === 'currency'
      ? await tx.select({ code: settingsCurrencies.currencyCode }).from(settingsCurrencies).where(eq(settingsCurrencies.currencyCode, value))
      : await tx.select({ code: settingsCountries.twoLetterIsoCode }).from(settingsCountries).where(eq(settingsCountries.twoLetterIsoCode, value));
  if (known.length === 0) throw invalid([`value: the store has no ${kind} ${value}`], `The value does not fit ${key}`);
}

function sqlState(e: unknown): string | undefined {
  const err = e as { code?: unknown; cause?: unknown } | null;
  if (!err) return undefined;
  return typeof err.code === 'string' ? err.code : sqlState(err.cause);
}

/** GET /api/v2/infra/config/history (extension, admin clients): who changed which setting, newest first. */
export async function settingHistory(db: Db, query: z.output<typeof settingHistoryQuerySchema>): Promise<HistoryPage> {
  const paging = { page: query.page, pagesize: query.pageSize };
  const { result, totalRecords } = await listHistory(db, 'setting', query.key ?? null, paging);
  return { results: result, total: totalRecords, page: query.page, pageSize: query.pageSize };
}
