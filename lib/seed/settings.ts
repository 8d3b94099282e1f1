import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { bulkInsert } from './bulk-insert';
import type { SeedPart } from './index';
import { configTypeOf, SETTINGS, type SettingDefinition, type SettingKey } from '@/lib/api/schemas/setting-registry';

/**
 * Store settings, from the registry (lib/api/schemas/setting-registry.ts). Secret values (connection
 * strings, API keys) are generated at random on every seed and never written down: the repository
 * holds no secret, and the service never returns one.
 */
const secret = () => randomBytes(24).toString('base64url');

/** Demo values per country (the registry holds the store-wide defaults). */
const BY_COUNTRY: Partial<Record<SettingKey, Record<string, string>>> = {
  'BasketSettings.FreeShippingThreshold': { IE: '60.00', DE: '60.00', FR: '60.00', US: '75.00', ROW: '150.00' },
  'DomainSettings.DefaultCurrency': { IE: 'EUR', DE: 'EUR', FR: 'EUR', NL: 'EUR', US: 'USD', ROW: 'USD' },
  'DomainSettings.DefaultLanguage': { DE: 'de', FR: 'fr' },
  'ReturnsSettings.ReturnWindowDays': { DE: '30', US: '60' },
};

const COUNTRIES: [code: string, name: string, shipping: boolean][] = [
  ['GB', 'United Kingdom', true], ['IE', 'Ireland', true], ['FR', 'France', true], ['DE', 'Germany', true],
  ['NL', 'Netherlands', true], ['BE', 'Belgium', true], ['ES', 'Spain', true], ['IT', 'Italy', true],
  ['US', 'United States', true], ['CA', 'Canada', false], ['AU', 'Australia', false], ['CH', 'Switzerland', false],
];

function settingRows(): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  const order = new Map<string, number>();
  for (const [key, d] of Object.entries(SETTINGS) as [SettingKey, SettingDefinition][]) {
    const configType = configTypeOf(key);
    const displayOrder = (order.get(configType) ?? 0) + 1;
    order.set(configType, displayOrder);
    const base = { config_type: configType, name: key.slice(configType.length + 1), is_secret: !!d.secret, display_order: displayOrder };
    rows.push({ ...base, country_code: '', value: d.secret ? secret() : d.default });
    for (const [country, v] of Object.entries(BY_COUNTRY[key] ?? {})) rows.push({ ...base, country_code: country, value: v });
  }
  return rows;
}

/**
 * At every start: a setting added since the database was seeded gets its default, so the service
 * reads it and the Settings page shows it; a value already stored (changed or not) stays.
 */
export async function ensureSettings(db: Db): Promise<void> {
  const missing = settingRows().filter((r) => r.country_code === '');
  const chunk = JSON.stringify(missing);
  await db.execute(sql`
    insert into config_settings (config_type, name, country_code, value, is_secret, display_order)
    select config_type, name, country_code, value, is_secret, display_order
    from json_populate_recordset(null::config_settings, ${chunk}::json)
    on conflict (config_type, name, country_code) do nothing`);
}

export const seedSettings: SeedPart = async (db) => {
  await bulkInsert(db, 'config_settings', settingRows());
  await bulkInsert(
    db,
    'settings_countries',
    COUNTRIES.map(([code, name, shipping], i) => ({
      two_letter_iso_code: code,
      name,
      is_shipping: shipping,
      is_billing: true,
      display_order: i + 1,
    })),
  );
  await bulkInsert(db, 'settings_currencies', [
    { currency_code: 'GBP', currency_symbol: '£', display_order: 1 },
    { currency_code: 'EUR', currency_symbol: '€', display_order: 2 },
    { currency_code: 'USD', currency_symbol: '$', display_order: 3 },
  ]);
  await bulkInsert(db, 'settings_languages', [
    { language_code: 'en', language_culture: 'en-GB', display_order: 1 },
    { language_code: 'de', language_culture: 'de-DE', display_order: 2 },
    { language_code: 'fr', language_culture: 'fr-FR', display_order: 3 },
  ]);
  await bulkInsert(db, 'review_settings', [
    { section_name: 'Rating', options: ['1', '2', '3', '4', '5'], is_checked: true, display_order: 1 },
    { section_name: 'Fit', options: ['Runs small', 'True to size', 'Runs large'], is_checked: true, display_order: 2 },
    { section_name: 'Quality', options: ['Poor', 'Fair', 'Good', 'Excellent'], is_checked: true, display_order: 3 },
    { section_name: 'WouldRecommend', options: ['Yes', 'No'], is_checked: true, display_order: 4 },
    { section_name: 'Photos', options: [], is_checked: false, display_order: 5 },
  ]);
  await bulkInsert(db, 'geo_locators', [
    { country_code: 'GB', microsite_code: 'UK', currency_code: 'GBP', language_code: 'en', display_order: 1 },
    { country_code: 'IE', microsite_code: 'EU', currency_code: 'EUR', language_code: 'en', display_order: 2 },
    { country_code: 'DE', microsite_code: 'EU', currency_code: 'EUR', language_code: 'de', display_order: 3 },
    { country_code: 'FR', microsite_code: 'EU', currency_code: 'EUR', language_code: 'fr', display_order: 4 },
    { country_code: 'US', microsite_code: 'US', currency_code: 'USD', language_code: 'en', display_order: 5 },
  ]);
  await bulkInsert(db, 'snippets', [
    {
      type: 'script', placement: 'head', excluded_url: '',
      content: '<script async src="https://analytics.northfold.example/tag.js" data-site="northfold-demo"></script>',
      display_order: 1, is_active: true,
    },
    {
      type: 'html', placement: 'bodyStart', excluded_url: '/checkout,/account',
      content: '<div id="consent-banner" data-policy="/legal/cookies"></div>', display_order: 2, is_active: true,
    },
    {
      type: 'style', placement: 'head', excluded_url: '/checkout',
      content: '<style>.nav-sale{color:#b91c1c}</style>', display_order: 3, is_active: true,
    },
    {
      type: 'script', placement: 'bodyEnd', excluded_url: '/checkout',
      content: '<script src="https://chat.northfold.example/widget.js" defer></script>', display_order: 4, is_active: false,
    },
  ]);
};
