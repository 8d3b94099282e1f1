import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import { executeNotingFacts } from './catalog-search/facts';

/**
 * Rewrites the free-text search rows (table product_search) of the given products, or of all of them,
 * from their current name, codes, brands and categories. Call it inside the transaction that changed
 * one of those, so search never sees a half-applied change. Set-based: one statement whatever the
 * count; rows whose text did not change are left alone (no index churn).
 */
export async function refreshSearchIndex(
  db: Db | Tx,
  productIds: readonly string[] | 'all',
  o: { factsNoted?: boolean } = {},
): Promise<void> {
  if (productIds !== 'all' && productIds.length === 0) return;
  await refreshSearchText(db, productIds, o.factsNoted ?? false);
}

/**
 * Lower-cased, punctuation turned into spaces: the words free text is matched against, split the way
 * the query is (lib/service/products/search/free-text.ts). Without it the parser reads the "-002981"
 * of "WCLJEANS-002981" as a negative number and "002981" would not match.
 */
export const searchableText = (text: SQL) => sql`lower(regexp_replace(${text}, '[[:punct:]–—]+', ' ', 'g'))`;

/**
 * `factsNoted`: the caller's transaction already noted every product whose text can change here in
 * catalog_facts_dirty (its name, codes or brand changed in products, its categories in
 * product_categories: bulk updates, undo, import batches), so the per-row facts trigger on
 * product_search stays off (migration 0024). A category or brand rename must not say so.
 */
async function refreshSearchText(db: Db | Tx, productIds: readonly string[] | 'all', factsNoted: boolean) {
  const ids = productIds === 'all' ? null : uuidArray(productIds);
  const filter = ids ? sql`p.id = any(${ids})` : sql`true`;
  // The same filter on the rewritten table itself: else the update joins `fresh` against a scan of the whole table.
  const own = (productId: SQL) => (ids ? sql`${productId} = any(${ids})` : sql`true`);
  // Update the rows that exist and changed, insert the missing ones: cheaper than insert … on conflict,
  // which first tries (and fails) an insert into every index for each of the existing rows. The same
  // for the stock codes' trigram rows (product_code_search), rewritten only when a code changed.
  await executeNotingFacts(
    db,
    sql`
    with cats as materialized (
      -- Each product's category names, aggregated once for all the products (a sub-select per product cost ~1 ms each).
      select pc.product_id, string_agg(c.name, ' ') as names
      from ${ids ? sql`unnest(${ids}) as x(id) join product_categories pc on pc.product_id = x.id` : sql`product_categories pc`}
      join categories c on c.id = pc.category_id
      group by pc.product_id
    ),
    fresh as (
      select p.id, p.iid, lower(p.stock_code) as stock_code_key, lower(p.sku) as sku_key,
        ${searchableText(sql`concat_ws(' ', p.name, p.stock_code, p.sku, b.name, sb.name, cats.names)`)} as search_text
      from products p
      left join brands b on b.id = p.brand_id
      left join brands sb on sb.id = p.subbrand_id
      left join cats on cats.product_id = p.id
      where ${filter}
    ),
    changed as (
      update product_search ps set stock_code_key = f.stock_code_key, sku_key = f.sku_key, search_text = f.search_text
      from fresh f
      where ps.product_id = f.id and ${own(sql`ps.product_id`)}
        and (ps.search_text is distinct from f.search_text or ps.stock_code_key is distinct from f.stock_code_key
          or ps.sku_key is distinct from f.sku_key)
    ),
    changed_codes as (
      update product_code_search k set stock_code_key = f.stock_code_key
      from fresh f
      where k.product_id = f.id and ${own(sql`k.product_id`)} and k.stock_code_key is distinct from f.stock_code_key
    ),
    new_codes as (
      insert into product_code_search (product_id, stock_code_key)
      select f.id, f.stock_code_key from fresh f
      where not exists (select 1 from product_code_search k where k.product_id = f.id)
    )
    insert into product_search (product_id, iid, stock_code_key, sku_key, search_text)
    select f.id, f.iid, f.stock_code_key, f.sku_key, f.search_text from fresh f
    where not exists (select 1 from product_search ps where ps.product_id = f.id)`,
    factsNoted,
  );
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
