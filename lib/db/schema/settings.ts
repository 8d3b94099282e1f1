import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Store settings served by GET /api/v2/infra/config as `<configType>.<name>` keys. `countryCode` ''
 * is the default value; a row with a country code overrides it for callers whose Country header names
 * that country ('ROW' for the rest of the world). `isSecret` values (connection strings, API keys)
 * never leave the database through a read: lib/service/settings.ts redacts them in its query.
 */
export const configSettings = pgTable(
  'config_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    configType: text('config_type').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull().default(''),
    value: text('value').notNull().default(''),
    isSecret: boolean('is_secret').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [uniqueIndex('config_settings_key_idx').on(t.configType, t.name, t.countryCode)],
);

/** Countries the store ships to and bills to. */
export const settingsCountries = pgTable('settings_countries', {
  twoLetterIsoCode: text('two_letter_iso_code').primaryKey(),
  name: text('name').notNull(),
  isShipping: boolean('is_shipping').notNull().default(true),
  isBilling: boolean('is_billing').notNull().default(true),
  displayOrder: integer('display_order').notNull().default(0),
});

export const settingsCurrencies = pgTable('settings_currencies', {
  currencyCode: text('currency_code').primaryKey(),
  currencySymbol: text('currency_symbol').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const settingsLanguages = pgTable('settings_languages', {
  languageCode: text('language_code').primaryKey(),
  languageCulture: text('language_culture').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

/** Sections of the product review form and whether each is switched on. */
export const reviewSettings = pgTable('review_settings', {
  sectionName: text('section_name').primaryKey(),
  options: text('options')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isChecked: boolean('is_checked').notNull().default(false),
  displayOrder: integer('display_order').notNull().default(0),
});

/** Which site, currency and language a visitor's country gets. */
export const geoLocators = pgTable('geo_locators', {
  countryCode: text('country_code').primaryKey(),
  micrositeCode: text('microsite_code').notNull(),
  currencyCode: text('currency_code').notNull(),
  languageCode: text('language_code').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

/** Markup the storefront injects into its pages (analytics tags, consent banners, styles). */
export const snippets = pgTable('snippets', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  placement: text('placement').notNull(),
  content: text('content').notNull(),
  excludedUrl: text('excluded_url').notNull().default(''),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
