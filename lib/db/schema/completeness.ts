import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/**
 * Each product's completeness (issue 11): of the required attributes of its family (meta-info's
 * isRequired plus the family's own list), how many are filled, and which are missing. Kept by the
 * transaction that writes the product (lib/service/products/completeness.ts); a side table so that
 * keeping it never rewrites the wide products row.
 */
export const productCompleteness = pgTable(
  'product_completeness',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    familyId: integer('family_id'),
    requiredCount: integer('required_count').notNull(),
    /** 0–100, rounded down: 100 only when nothing is missing. */
    completeness: integer('completeness').notNull(),
    missingAttributes: text('missing_attributes').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('product_completeness_completeness_idx').on(t.completeness),
    index('product_completeness_family_idx').on(t.familyId, t.completeness),
  ],
);
