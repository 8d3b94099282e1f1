import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Storefront sites. The v1 product detail calls them `domains` (a product is listed per domain); the
 * v2 content API serves the active ones as microsites.
 */
export const microsites = pgTable('microsites', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  logo: text('logo').notNull().default(''),
  countryCode: text('country_code').notNull(),
  defaultLangCode: text('default_lang_code').notNull(),
  defaultLangCulture: text('default_lang_culture').notNull(),
  defaultCurrencyCode: text('default_currency_code').notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  disableAccess: boolean('disable_access').notNull().default(false),
  priority: integer('priority').notNull().default(0),
  displayOrder: integer('display_order').notNull().default(0),
  siteType: integer('site_type').notNull().default(1),
});
