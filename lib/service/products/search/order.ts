import { sql, type SQL } from 'drizzle-orm';
import type { SortField } from '@/lib/api/schemas/product-search';

export type SortOrder = 'asc' | 'desc';

/** Default direction of each sort: newest, most relevant and most stocked first; names A→Z. */
const DEFAULT_ORDER: Record<SortField, SortOrder> = {
  relevance: 'desc',
  name: 'asc',
  stockCode: 'asc',
  sellPrice: 'asc',
  inventory: 'desc',
  lastUpdated: 'desc',
  status: 'asc',
  brandName: 'asc',
  categoryName: 'asc',
  // The least complete first: what a catalogue manager sorts by completeness for.
  completeness: 'asc',
};

/** The sort expression over `p` (products) for a field; `priceListId` prices the sellPrice sort. */
export function sortExpressionOf(field: Exclude<SortField, 'relevance'>, priceListId: string): SQL {
  switch (field) {
    case 'name':
      return sql`p.name`;
    case 'stockCode':
      return sql`p.stock_code`;
    case 'sellPrice':
      return sql`(select pp.sell_price from product_prices pp where pp.product_id = p.id and pp.price_list_id = ${priceListId})`;
    case 'inventory':
      return sql`(select coalesce(sum(i.stock_on_hand - i.stock_allocated), 0) from product_inventory i where i.product_id = p.id)`;
    case 'lastUpdated':
      return sql`p.updated_at`;
    case 'status':
      return sql`p.status`;
    case 'brandName':
      return sql`sort_brand.name`;
    case 'categoryName':
      return sql`sort_category.name`;
    // A product without a completeness row has no required attributes: complete, as the search item says.
    case 'completeness':
      return sql`coalesce(sort_completeness.completeness, 100)`;
  }
}

/**
 * What a sort by name of a related row (or by completeness) joins beside `p`: a join (hashed over the small brands or
 * categories table) rather than a subquery per product, which at 100,000 products is the difference
 * between one pass and 100,000 index lookups.
 */
export function sortJoins(sort: ResolvedSort): SQL {
  if (sort.field === 'brandName') return sql`left join brands sort_brand on sort_brand.id = p.brand_id`;
  if (sort.field === 'categoryName') return sql`left join categories sort_category on sort_category.id = p.default_category_id`;
  if (sort.field === 'completeness') return sql`left join product_completeness sort_completeness on sort_completeness.product_id = p.id`;
  return sql``;
}

export interface ResolvedSort {
  /** null: relevance (free text) or the default newest-first order, both without the products row. */
  field: Exclude<SortField, 'relevance'> | null;
  order: SortOrder;
}

/** Relevance without free text means the default order (productIId descending). */
export function resolveSort(sortBy: SortField | undefined, sortOrder: SortOrder | undefined): ResolvedSort {
  const field = sortBy && sortBy !== 'relevance' ? sortBy : null;
  return { field, order: sortOrder ?? DEFAULT_ORDER[sortBy ?? 'relevance'] };
}

/** ORDER BY over `p` for a non-relevance sort; productIId breaks ties in the same direction. */
export function orderByProduct(sort: ResolvedSort, priceListId: string): SQL {
  const dir = sql.raw(sort.order);
  if (!sort.field) return sql`p.iid ${dir}`;
  return sql`${sortExpressionOf(sort.field, priceListId)} ${dir} nulls last, p.iid ${dir}`;
}
