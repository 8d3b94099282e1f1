import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Soft-deleted products (DELETE /api/v1/product/{id}). The product and its child rows are moved here
 * as one JSON snapshot and removed from the live tables, so every reader (search, detail, catalogue
 * facts, storefront) stops seeing it without a `deleted_at` filter in each query. Restore puts the
 * rows back under the same id; purgeDeletedProducts drops snapshots older than 30 days.
 */
export const deletedProducts = pgTable(
  'deleted_products',
  {
    productId: uuid('product_id').primaryKey(),
    stockCode: text('stock_code').notNull(),
    name: text('name').notNull(),
    /** The products row and its children (prices, stock, categories, …) as read before the delete. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    deletedBy: text('deleted_by').notNull().default(''),
  },
  (t) => [index('deleted_products_deleted_at_idx').on(t.deletedAt)],
);
