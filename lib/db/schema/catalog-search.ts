import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The v2 catalogue search reads one narrow row per searchable master product (active, status Active)
 * instead of the wide products table: facet counts are aggregates over these rows
 * (lib/service/catalog-search). Kept current by lib/service/catalog-search/facts.ts: triggers on the
 * catalogue tables (migrations 0015 and 0024) note which products changed in `catalog_facts_dirty`,
 * and the next search refreshes those rows first.
 */
export const catalogSearchFacts = pgTable(
  'catalog_search_facts',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    iid: integer('iid').notNull(),
    isVisible: boolean('is_visible').notNull(),
    /** Ids (catalog_facet_values) of the product's brand, sub-brand, categories and their ancestors, collections, colours and attribute options. */
    tokens: integer('tokens').array().notNull(),
    /** Lowest gross price over the product and its variants, minor units, at index = price_lists.iid. */
    minPrices: integer('min_prices').array().notNull(),
    /**
     * Whether it can be bought from stock: one of the products it is sold as (itself, or its variants)
     * has stock on hand above what is allocated in a warehouse, or sells without inventory.
     */
    inStock: boolean('in_stock').notNull().default(true),
    barcodes: text('barcodes').array().notNull(),
    /** Search text of the product and its variants (see product_search). */
    searchVector: tsvector('search_vector').notNull(),
    /**
     * Ids of the brands, sub-brands and categories of the product and its variants: free text that
     * names one of them matches the product (their names are not copied into search_vector).
     */
    textRefs: uuid('text_refs').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * The words of the product's and its variants' translations (name, short description, keywords,
     * text attributes), each stemmed by its locale's language and tagged with the locale:
     * `fr-fr:chemis` (lib/service/catalog-search/facts.ts, localizedWords). Free text in a locale matches
     * them besides search_vector (docs/locales.md).
     */
    localeWords: tsvector('locale_words').notNull().default(sql`''::tsvector`),
    sortName: text('sort_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('catalog_search_facts_tokens_idx').using('gin', t.tokens),
    index('catalog_search_facts_vector_idx').using('gin', t.searchVector),
    index('catalog_search_facts_text_refs_idx').using('gin', t.textRefs),
    index('catalog_search_facts_locale_words_idx').using('gin', t.localeWords),
    index('catalog_search_facts_barcodes_idx').using('gin', t.barcodes),
    index('catalog_search_facts_name_idx').on(t.sortName, t.iid),
    index('catalog_search_facts_created_idx').on(t.createdAt, t.iid),
  ],
);

/** Dictionary of facet values: `facet` is brand, subBrand, category, collection, colour or an attribute code. */
export const catalogFacetValues = pgTable(
  'catalog_facet_values',
  {
    id: serial('id').primaryKey(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull().default(''),
  },
  (t) => [uniqueIndex('catalog_facet_values_facet_value_idx').on(t.facet, t.value)],
);

/** Products whose facts row is out of date (the nil uuid: rebuild all). Filled by triggers. */
export const catalogFactsDirty = pgTable('catalog_facts_dirty', {
  productId: uuid('product_id').primaryKey(),
});

/** One row: `generation` grows with every refresh, so caches keyed by it never serve stale facets. */
export const catalogFactsState = pgTable('catalog_facts_state', {
  id: integer('id').primaryKey(),
  generation: integer('generation').notNull().default(0),
});

/**
 * How many visible facts rows carry each token (token 0: all visible rows), and how many of them are
 * in stock, kept in step by every facts refresh: the facet counts of the unfiltered catalogue (and of
 * its in-stock part, which the vendor storefront lists), which every single-facet selection also needs
 * (its own facet is counted without it), without scanning every row.
 */
export const catalogFacetTotals = pgTable('catalog_facet_totals', {
  token: integer('token').primaryKey(),
  products: integer('products').notNull(),
  inStockProducts: integer('in_stock_products').notNull().default(0),
});
