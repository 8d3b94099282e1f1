import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';

/** Which derived rows to rewrite: the free-text row, the category closure, or both (default). */
export interface RefreshParts {
  text?: boolean;
  categories?: boolean;
}

/**
 * Rewrites the derived search rows of the given products, or of all of them: the free-text row
 * (table product_search: name, codes, brands, category names) and the category closure (table
 * product_category_closure: every category a product sits in, directly or below). Call it inside the
 * transaction that changed a product's name, stock code, SKU, brand/sub-brand or categories, so
 * search never sees a half-applied change. Set-based: one statement per table whatever the count.
 */
export async function refreshSearchIndex(
  db: Db | Tx,
  productIds: readonly string[] | 'all',
  parts: RefreshParts = { text: true, categories: true },
): Promise<void> {
  if (productIds !== 'all' && productIds.length === 0) return;
  if (parts.text !== false) await refreshSearchText(db, productIds);
  if (parts.categories !== false) await refreshCategoryClosure(db, productIds);
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

/** The category closure rows of the given products, from product_categories and the current tree. */
export async function refreshCategoryClosure(db: Db | Tx, productIds: readonly string[] | 'all'): Promise<void> {
  if (productIds !== 'all' && productIds.length === 0) return;
  const ids = productIds === 'all' ? null : uuidArray(productIds);
  await db.execute(
    ids
      ? sql`delete from product_category_closure where product_id = any(${ids})`
      : sql`delete from product_category_closure`,
  );
  await db.execute(sql`
    insert into product_category_closure (category_id, product_id)
    with recursive anc(id, ancestor) as (
      select id, id from categories
      union all
      select a.id, c.parent_id from anc a join categories c on c.id = a.ancestor where c.parent_id is not null
    )
    select distinct a.ancestor, pc.product_id
    from product_categories pc join anc a on a.id = pc.category_id
    where ${ids ? sql`pc.product_id = any(${ids})` : sql`true`}`);
}

/** Products linked to this category (after a category rename: their search text names it). */
export async function refreshSearchIndexForCategory(db: Db | Tx, categoryId: string): Promise<void> {
  const rows = await db.execute<{ id: string }>(
    sql`select product_id as id from product_categories where category_id = ${categoryId}`,
  );
  await refreshSearchIndex(
    db,
    rows.rows.map((r) => r.id),
    { text: true, categories: false },
  );
}

/** Products anywhere below this category (after it moved: their ancestor categories changed). */
export async function refreshClosureForSubtree(db: Db | Tx, categoryId: string): Promise<void> {
  const rows = await db.execute<{ id: string }>(sql`
    with recursive sub as (
      select id from categories where id = ${categoryId}
      union all select c.id from categories c join sub on c.parent_id = sub.id
    )
    select distinct pc.product_id as id from product_categories pc where pc.category_id in (select id from sub)`);
  await refreshCategoryClosure(
    db,
    rows.rows.map((r) => r.id),
  );
}
