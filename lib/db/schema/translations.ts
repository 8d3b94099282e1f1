import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { attributes, brands, categories, collections, products } from './catalogue';

/**
 * Translated content (issue 38, docs/locales.md): one row per record, locale (a culture such as
 * `fr-FR`) and field. The record's own columns hold the default locale's text; a field without a row
 * here falls back to it, field by field. A table per kind of record, so a deleted record takes its
 * translations with it (ON DELETE CASCADE).
 */
function translationColumns<K extends PgColumnBuilderBase>(key: K) {
  return {
    key,
    locale: text('locale').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who last changed it (the history's actor id: a staff e-mail or an API client id). */
    updatedBy: text('updated_by'),
  };
}

export const productTranslations = pgTable(
  'product_translations',
  translationColumns(uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' })),
  (t) => [
    primaryKey({ columns: [t.key, t.locale, t.field] }),
    // A slug resolves per locale (the storefront's `products/<slug>`); a clash within a locale is refused.
    index('product_translations_slug_idx').on(t.locale, t.value).where(sql`field = 'seoUrl'`),
  ],
);

export const categoryTranslations = pgTable(
  'category_translations',
  translationColumns(uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' })),
  (t) => [primaryKey({ columns: [t.key, t.locale, t.field] })],
);

export const brandTranslations = pgTable(
  'brand_translations',
  translationColumns(uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' })),
  (t) => [primaryKey({ columns: [t.key, t.locale, t.field] })],
);

export const collectionTranslations = pgTable(
  'collection_translations',
  translationColumns(uuid('collection_id').notNull().references(() => collections.id, { onDelete: 'cascade' })),
  (t) => [primaryKey({ columns: [t.key, t.locale, t.field] })],
);

/** An attribute's name (`fieldName`) and its options' labels (`option:<key>`). */
export const attributeTranslations = pgTable(
  'attribute_translations',
  translationColumns(text('field_code').notNull().references(() => attributes.fieldCode, { onDelete: 'cascade' })),
  (t) => [primaryKey({ columns: [t.key, t.locale, t.field] })],
);
