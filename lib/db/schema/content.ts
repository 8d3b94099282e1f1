import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

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
