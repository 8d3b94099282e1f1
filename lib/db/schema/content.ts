import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories } from './catalogue';

/**
 * Master data: small lookup tables addressed by a numeric table id (GET /api/v2/content/masterdata/:id).
 * Table ids are listed in lib/api/schemas/master-data.ts; return reasons and required actions live here.
 */
export const masterData = pgTable(
  'master_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tableId: integer('table_id').notNull(),
    itemValue: text('item_value').notNull(),
    itemText: text('item_text').notNull(),
    parentItemValue: text('parent_item_value').notNull().default(''),
    customField1: text('custom_field1').notNull().default(''),
    customField2: text('custom_field2').notNull().default(''),
    customField3: text('custom_field3').notNull().default(''),
    customField4: text('custom_field4').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('master_data_table_idx').on(t.tableId, t.displayOrder)],
);

/**
 * Navigation menus of the storefront (GET /api/v2/content/nav). Items form trees per menu: `parentId`
 * null at the top. An item bound to a category (`categoryId`) follows that category's name and link
 * unless it sets its own caption or hyperlink.
 */
export const navItems = pgTable(
  'nav_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 1 header, 2 footer (lib/api/schemas/content.ts NAV_POSITIONS). */
    navPosition: integer('nav_position').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => navItems.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    caption: text('caption').notNull().default(''),
    /** Language code → caption, chosen by the Language header. */
    captionTranslations: jsonb('caption_translations').$type<Record<string, string>>().notNull().default({}),
    widthPct: integer('width_pct').notNull().default(100),
    alignmentType: integer('alignment_type').notNull().default(1),
    displayOrder: integer('display_order').notNull().default(0),
    columnCount: integer('column_count').notNull().default(1),
    isTopNav: boolean('is_top_nav').notNull().default(false),
    headerContent: text('header_content').notNull().default(''),
    footerContent: text('footer_content').notNull().default(''),
    htmlAttributes: text('html_attributes').notNull().default(''),
    hyperlink: text('hyperlink').notNull().default(''),
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('nav_items_parent_idx').on(t.navPosition, t.parentId, t.displayOrder)],
);

/** Product feeds (shopping, marketplace, affiliate exports) published as files. */
export const feeds = pgTable('feeds', {
  id: uuid('id').primaryKey().defaultRandom(),
  feedName: text('feed_name').notNull(),
  slug: text('slug').notNull().unique(),
  blobPath: text('blob_path').notNull(),
  downloadLink: text('download_link').notNull(),
});

/** URL redirect rules the storefront applies (301 permanent, 302 temporary). */
export const redirects = pgTable('redirects', {
  id: uuid('id').primaryKey().defaultRandom(),
  oldUrl: text('old_url').notNull().unique(),
  newUrl: text('new_url').notNull(),
  redirectType: integer('redirect_type').notNull().default(301),
  isActive: boolean('is_active').notNull().default(true),
});
