import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { microsites } from './sites';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const productFamilies = pgTable('product_families', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  /** Extension (completeness): attribute codes this family requires beside meta-info's isRequired ones. */
  requiredAttributes: text('required_attributes').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
});

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    iid: serial('iid').notNull().unique(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    productFamilyId: integer('product_family_id').references(() => productFamilies.id),
    displayOrder: integer('display_order').notNull().default(0),
    slug: text('slug').notNull().default(''),
    image: text('image').notNull().default(''),
    displayText: text('display_text').notNull().default(''),
    parentMenuId: text('parent_menu_id').notNull().default(''),
    customSetId: text('custom_set_id').notNull().default(''),
    tariffCode: text('tariff_code').notNull().default(''),
    description: text('description').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    canonicalTags: text('canonical_tags').notNull().default(''),
    link: text('link').notNull().default(''),
    customSlug: text('custom_slug').notNull().default(''),
    hasCustomSlug: boolean('has_custom_slug').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isGenderSpecific: boolean('is_gender_specific').notNull().default(false),
    externalRefId: integer('external_ref_id').notNull().default(0),
    additionalInfo1: text('additional_info1').notNull().default(''),
    additionalInfo2: text('additional_info2').notNull().default(''),
    additionalInfo3: text('additional_info3').notNull().default(''),
    additionalInfo4: text('additional_info4').notNull().default(''),
    additionalInfo5: text('additional_info5').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.displayOrder)],
);

/** Images, videos and PDFs of a category (spec: file object). */
export const categoryFiles = pgTable(
  'category_files',
  {
    recordId: uuid('record_id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    mediaType: integer('media_type').notNull().default(0),
    name: text('name').notNull().default(''),
    url: text('url').notNull(),
    altText: text('alt_text').notNull().default(''),
    previewUrl: text('preview_url').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isMultiple: boolean('is_multiple').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('category_files_category_idx').on(t.categoryId)],
);

/** Brands and sub-brands (a sub-brand has a parent brand). */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    iid: serial('iid').notNull().unique(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => brands.id),
    logo: text('logo').notNull().default(''),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('brands_parent_idx').on(t.parentId)],
);

export const collections = pgTable('collections', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  ...timestamps,
});

export const seasons = pgTable('seasons', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  ...timestamps,
});

export const suppliers = pgTable(
  'suppliers',
  {
    recordId: uuid('record_id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phoneNo: text('phone_no').notNull().default(''),
    currencyCode: text('currency_code').notNull().default(''),
    taxRegNo: text('tax_reg_no').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    country: text('country').notNull().default(''),
    paymentTermCode: text('payment_term_code').notNull().default(''),
    shipmentTermCode: text('shipment_term_code').notNull().default(''),
    defaultLeadDays: integer('default_lead_days').notNull().default(0),
    type: integer('type').notNull().default(0),
    taxInclusive: boolean('tax_inclusive').notNull().default(false),
    status: boolean('status').notNull().default(true),
    dropship: boolean('dropship').notNull().default(false),
    fax: text('fax').notNull().default(''),
    website: text('website').notNull().default(''),
    poCreateType: integer('po_create_type').notNull().default(0),
    accountManagerId: uuid('account_manager_id'),
    accountManagerEmail: text('account_manager_email').notNull().default(''),
    accountManager: text('account_manager').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('suppliers_name_idx').on(t.name)],
);

export const taxClasses = pgTable('tax_classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Rate in basis points (2000 = 20%): integer arithmetic, never a float. */
  rateBasisPoints: integer('rate_basis_points').notNull(),
});

export const priceLists = pgTable('price_lists', {
  id: uuid('id').primaryKey().defaultRandom(),
  iid: serial('iid').notNull().unique(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isGlobal: boolean('is_global').notNull().default(false),
  isWholesale: boolean('is_wholesale').notNull().default(false),
  isDynamic: boolean('is_dynamic').notNull().default(false),
  sourcePriceListId: uuid('source_price_list_id').references((): AnyPgColumn => priceLists.id),
});

export const warehouses = pgTable('warehouses', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isStore: boolean('is_store').notNull().default(false),
});

/**
 * The attribute metadata served by meta-info. `inputType` and `validations` numbering is defined in
 * lib/api/schemas/attributes.ts (ATTRIBUTE_INPUT_TYPES, ATTRIBUTE_VALIDATIONS).
 */
export const attributes = pgTable('attributes', {
  fieldCode: text('field_code').primaryKey(),
  fieldName: text('field_name').notNull(),
  fieldGroup: text('field_group').notNull(),
  defaultValue: text('default_value').notNull().default(''),
  info1: text('info1').notNull().default(''),
  info2: text('info2').notNull().default(''),
  info3: text('info3').notNull().default(''),
  displayOrder: integer('display_order').notNull().default(0),
  inputType: integer('input_type').notNull(),
  options: jsonb('options').$type<{ key: string; value: string }[]>().notNull().default([]),
  isCustom: boolean('is_custom').notNull().default(false),
  isRequired: boolean('is_required').notNull().default(false),
  isSearchable: boolean('is_searchable').notNull().default(false),
  isBulkEditable: boolean('is_bulk_editable').notNull().default(false),
  validations: integer('validations').array().notNull().default(sql`'{}'::integer[]`),
  searchType: integer('search_type').notNull().default(3),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    iid: serial('iid').notNull().unique(),
    /** Variants point at their master product. */
    parentId: uuid('parent_id').references((): AnyPgColumn => products.id),
    stockCode: text('stock_code').notNull().unique(),
    sku: text('sku').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    extendedDescription: text('extended_description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    productCode: text('product_code').notNull().default(''),
    seasonId: uuid('season_id').references(() => seasons.id),
    dropId: text('drop_id').notNull().default(''),
    tariffCode: text('tariff_code').notNull().default(''),
    colorName: text('color_name').notNull().default(''),
    colorCode: text('color_code').notNull().default(''),
    originCountry: text('origin_country').notNull().default(''),
    productVariantGroupCode: text('product_variant_group_code').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    hasVariant: boolean('has_variant').notNull().default(false),
    isForPdlc: boolean('is_for_pdlc').notNull().default(false),
    brandId: uuid('brand_id').references(() => brands.id),
    subbrandId: uuid('subbrand_id').references(() => brands.id),
    defaultCategoryId: uuid('default_category_id').references(() => categories.id),
    supplierId: uuid('supplier_id').references(() => suppliers.recordId),
    productType: integer('product_type').notNull().default(1),
    status: integer('status').notNull().default(1),
    itemType: integer('item_type').notNull().default(1),
    // identifiers
    mpn: text('mpn').notNull().default(''),
    upcean: text('upcean').notNull().default(''),
    gtn: text('gtn').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    barCodeUrl: text('bar_code_url').notNull().default(''),
    // fulfilment flags
    sellWithoutInventory: boolean('sell_without_inventory').notNull().default(false),
    fulfilFromWarehouse: boolean('fulfil_from_warehouse').notNull().default(true),
    fulfilFromStore: boolean('fulfil_from_store').notNull().default(false),
    fulfilFromSupplier: boolean('fulfil_from_supplier').notNull().default(false),
    fulfilFromWarehouseDays: integer('fulfil_from_warehouse_days').notNull().default(1),
    fulfilFromStoreDays: integer('fulfil_from_store_days').notNull().default(0),
    fulfilFromSupplierDays: integer('fulfil_from_supplier_days').notNull().default(0),
    // dimensions: weight in KG, the others in CM
    uom: text('uom').notNull().default('EA'),
    weight: numeric('weight', { precision: 12, scale: 3 }).notNull().default('0'),
    height: numeric('height', { precision: 12, scale: 2 }).notNull().default('0'),
    length: numeric('length', { precision: 12, scale: 2 }).notNull().default('0'),
    width: numeric('width', { precision: 12, scale: 2 }).notNull().default('0'),
    // custom attributes: attribute code → value, for attributes with isCustom true
    customAttributeSetId: text('custom_attribute_set_id').notNull().default(''),
    customAttributes: jsonb('custom_attributes').$type<Record<string, string>>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    variantConfig: jsonb('variant_config').$type<Record<string, unknown>>(),
    // purchasability
    purchasabilityType: integer('purchasability_type').notNull().default(1),
    enableNotifyMe: boolean('enable_notify_me').notNull().default(false),
    enableSubscription: boolean('enable_subscription').notNull().default(false),
    isPreorderEnabled: boolean('is_preorder_enabled').notNull().default(false),
    launchDate: timestamp('launch_date', { withTimezone: true }),
    preorderLaunchDate: timestamp('preorder_launch_date', { withTimezone: true }),
    preorderMaxStock: integer('preorder_max_stock').notNull().default(0),
    preorderShortMessage: text('preorder_short_message').notNull().default(''),
    preorderMessage: text('preorder_message').notNull().default(''),
    minPurchaseQty: integer('min_purchase_qty').notNull().default(1),
    maxPurchaseQty: integer('max_purchase_qty').notNull().default(0),
    // seo
    seoUrl: text('seo_url').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    // shipping
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    deliveryNote: text('delivery_note').notNull().default(''),
    additionalShippingFees: numeric('additional_shipping_fees', { precision: 14, scale: 2 })
      .notNull()
      .default('0'),
    enableGiftWrap: boolean('enable_gift_wrap').notNull().default(false),
    showRelatedProducts: boolean('show_related_products').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    /** The `UserId` header of the call that created / last changed the product (search createdId, lastUpdatedId). */
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    ...timestamps,
  },
  /*
   * Every index here costs every bulk update of an indexed field one insert per product (on PGlite about
   * half a second per index for 100,000 products), so only what searches use is indexed. updated_at,
   * version and updated_by change on every write and are deliberately NOT indexed: with the table's
   * fillfactor (set in the v1 migration) a bulk update of unindexed fields is a HOT update that touches
   * no index at all. Exact SKU lookups use product_search.sku_key; categories are searched through
   * product_categories, not default_category_id. Migration 0023 moved the stock-code trigram index off
   * products (it is on product_code_search since 0029) and dropped the tags and season indexes (a tag or
   * season filter reads the table):
   * a bulk change of an indexed column costs one insert into every index listed here.
   */
  (t) => [
    // Variants only: masters (most products) have no parent to look up.
    index('products_parent_idx').on(t.parentId).where(sql`parent_id is not null`),
    index('products_brand_idx').on(t.brandId),
    // Most products have no sub-brand (~17 % do in the demo catalogue): only those are indexed, so a
    // rewrite of the others (a bulk status or brand change) inserts nothing here.
    index('products_subbrand_idx').on(t.subbrandId).where(sql`subbrand_id is not null`),
    index('products_supplier_idx').on(t.supplierId),
    // Migration 0027 adds INCLUDE (item_type), which drizzle cannot express: the grid's count of a
    // status's masters is then an index-only scan.
    index('products_status_idx').on(t.status, t.iid),
    // The grid lists masters (item type 1) in iid order: without this, counting them reads every row
    index('products_item_type_idx').on(t.itemType, t.iid),
    // Identifiers are unique when set; many products have none, hence partial indexes.
    uniqueIndex('products_sku_unique_idx').on(t.sku).where(sql`sku <> ''`),
    uniqueIndex('products_barcode_unique_idx').on(t.barcode).where(sql`barcode <> ''`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

export const productCollections = pgTable(
  'product_collections',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.collectionId] }),
    index('product_collections_collection_idx').on(t.collectionId, t.productId),
  ],
);

/** One row per product and price list. Money is numeric in the database, integer minor units in code. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    sellPrice: numeric('sell_price', { precision: 14, scale: 2 }).notNull(),
    sellPriceExcVat: numeric('sell_price_exc_vat', { precision: 14, scale: 2 }).notNull(),
    listPrice: numeric('list_price', { precision: 14, scale: 2 }).notNull(),
    costPrice: numeric('cost_price', { precision: 14, scale: 2 }).notNull(),
    landingCost: numeric('landing_cost', { precision: 14, scale: 2 }).notNull(),
    taxClassId: integer('tax_class_id')
      .notNull()
      .references(() => taxClasses.id),
    sameAsMaster: boolean('same_as_master').notNull().default(false),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.priceListId] }), index('product_prices_list_idx').on(t.priceListId)],
);

export const productInventory = pgTable(
  'product_inventory',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    stockOnHand: integer('stock_on_hand').notNull().default(0),
    stockAllocated: integer('stock_allocated').notNull().default(0),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] })],
);

export const productMedia = pgTable(
  'product_media',
  {
    recordId: uuid('record_id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaType: integer('media_type').notNull().default(0),
    name: text('name').notNull().default(''),
    url: text('url').notNull(),
    altText: text('alt_text').notNull().default(''),
    previewUrl: text('preview_url').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    /** Extension (uploaded media, lib/media): what the store holds; null for media given by URL. */
    tag: text('tag').notNull().default(''),
    storageKey: text('storage_key'),
    renditions: jsonb('renditions').$type<Record<string, { key: string; width: number; height: number; bytes: number }>>(),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    contentType: text('content_type'),
    etag: text('etag'),
  },
  (t) => [index('product_media_product_idx').on(t.productId, t.displayOrder)],
);

export const productRelations = pgTable(
  'product_relations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: uuid('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId] })],
);

export const productDomains = pgTable(
  'product_domains',
  {
    recordId: uuid('record_id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => microsites.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id),
    isActive: boolean('is_active').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    sellWithoutInventory: boolean('sell_without_inventory').notNull().default(false),
    excludeFromShoppingFeed: boolean('exclude_from_shopping_feed').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    availabilityText: text('availability_text').notNull().default(''),
    condition: text('condition').notNull().default('New'),
    showConditionOnStoreFront: boolean('show_condition_on_store_front').notNull().default(false),
    launchDate: timestamp('launch_date', { withTimezone: true }),
  },
  (t) => [uniqueIndex('product_domains_product_domain_idx').on(t.productId, t.domainId)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The free-text search index: a narrow row per product, so that ranking thousands of matches reads
 * little. `searchText` holds the product's own words: name, stock code and SKU, lower-cased;
 * lib/service/search-index.ts rewrites it in the same transaction as any change to those. Brand and
 * category names are matched through the product's ids when a search runs (migration 0038).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    iid: integer('iid').notNull(),
    /** Lower-cased stock code and SKU: an exact code match ranks first in free-text search. */
    stockCodeKey: text('stock_code_key').notNull().default(''),
    skuKey: text('sku_key').notNull().default(''),
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  },
  (t) => [
    index('product_search_vector_idx').using('gin', t.searchVector),
    index('product_search_stock_code_key_idx').on(t.stockCodeKey),
    index('product_search_sku_key_idx').on(t.skuKey),
  ],
);

/**
 * "Stock code contains" (v1 search's stockCode filter and free text's substring matches): the trigram
 * index of the lower-cased stock codes, in a row of its own per product. Not on products, whose every
 * bulk rewrite would pay a GIN insert per product; and not on product_search (migration 0029), whose
 * rows a brand, category or name change rewrites, each into every one of its indexes: ~15 trigrams
 * per code, 5 s of the 15.6 s that rewriting 100,000 search rows took on PGlite. A stock code seldom
 * changes, so these rows are rewritten only when it does (lib/service/search-index.ts).
 */
export const productCodeSearch = pgTable(
  'product_code_search',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    stockCodeKey: text('stock_code_key').notNull(),
  },
  (t) => [index('product_code_search_trgm_idx').using('gin', sql`${t.stockCodeKey} gin_trgm_ops`)],
);

