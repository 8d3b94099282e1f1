import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';

/**
 * Rewrites the free-text search rows (table product_search) of the given products, or of all of them,
 * from their current name, codes, brands and categories. Call it inside the transaction that changed
 * one of those, so search never sees a half-applied change. Set-based: one statement whatever the
 * count; rows whose text did not change are left alone (no index churn).
 */
export async function refreshSearchIndex(db: Db | Tx, productIds: readonly string[] | 'all'): Promise<void> {
  if (productIds !== 'all' && productIds.length === 0) return;
  await refreshSearchText(db, productIds);
}

/**
 * Lower-cased, punctuation turned into spaces: the words free text is matched against, split the way
 * the query is (lib/service/products/search/free-text.ts). Without it the parser reads the "-002981"
 * of "WCLJEANS-002981" as a negative number and "002981" would not match.
 */
const searchableText = (text: SQL) => sql`lower(regexp_replace(${text}, '[[:punct:]–—]+', ' ', 'g'))`;

async function refreshSearchText(db: Db | Tx, productIds: readonly string[] | 'all') {
  const filter = productIds === 'all' ? sql`true` : sql`p.id = any(${uuidArray(productIds)})`;
  await db.execute(sql`
    insert into product_search (product_id, iid, stock_code_key, sku_key, search_text)
    select p.id, p.iid, lower(p.stock_code), lower(p.sku),
      ${searchableText(sql`concat_ws(' ', p.name, p.stock_code, p.sku, b.name, sb.name,
        (select string_agg(c.name, ' ') from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = p.id))`)}
    from products p
    left join brands b on b.id = p.brand_id
    left join brands sb on sb.id = p.subbrand_id
    where ${filter}
    on conflict (product_id) do update set iid = excluded.iid, stock_code_key = excluded.stock_code_key,
      sku_key = excluded.sku_key, search_text = excluded.search_text
    where product_search.search_text is distinct from excluded.search_text
      or product_search.stock_code_key is distinct from excluded.stock_code_key
      or product_search.sku_key is distinct from excluded.sku_key`);
}

/** Products linked to this category (after a category rename: their search text names it). */
export async function refreshSearchIndexForCategory(db: Db | Tx, categoryId: string): Promise<void> {
  const rows = await db.execute<{ id: string }>(
    sql`select product_id as id from product_categories where category_id = ${categoryId}`,
  );
  await refreshSearchIndex(
    db,
    rows.rows.map((r) => r.id),
  );
}
