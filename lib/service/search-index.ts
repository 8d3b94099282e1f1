import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';

/**
 * Rewrites the free-text search rows (table product_search) of the given products, or of all of them,
 * from their current name, codes, brands and categories. Call it inside the transaction that changed
 * one of those, so search never sees a half-applied change.
 */
export async function refreshSearchIndex(db: Db | Tx, productIds: readonly string[] | 'all'): Promise<void> {
  if (productIds !== 'all' && productIds.length === 0) return;
  const filter = productIds === 'all' ? sql`true` : sql`p.id = any(${uuidArray(productIds)})`;
  await db.execute(sql`
    insert into product_search (product_id, iid, search_text)
    select p.id, p.iid,
      lower(concat_ws(' ', p.name, p.stock_code, p.sku, b.name, sb.name,
        (select string_agg(c.name, ' ') from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = p.id)))
    from products p
    left join brands b on b.id = p.brand_id
    left join brands sb on sb.id = p.subbrand_id
    where ${filter}
    on conflict (product_id) do update set iid = excluded.iid, search_text = excluded.search_text`);
}

/** Products whose search text names this category (after a category rename). */
export async function refreshSearchIndexForCategory(db: Db | Tx, categoryId: string): Promise<void> {
  const rows = await db.execute<{ id: string }>(
    sql`select product_id as id from product_categories where category_id = ${categoryId}`,
  );
  await refreshSearchIndex(
    db,
    rows.rows.map((r) => r.id),
  );
}
