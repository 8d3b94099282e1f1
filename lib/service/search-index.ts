import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { textArray, uuidArray } from '@/lib/db/arrays';
import { executeNotingFacts } from './catalog-search/facts';

/**
 * Rewrites the free-text search rows (table product_search) of the given products, or of all of them,
 * from their current name and codes. Call it inside the transaction that changed one of those, so
 * search never sees a half-applied change. Set-based: one statement whatever the count; rows whose
 * text did not change are left alone (no index churn).
 *
 * A product's own words only: the names of its brand, sub-brand and categories are matched through
 * their ids when a search runs (`namedTerms`), so renaming a category touches none of its products'
 * rows, and a bulk change of brand or category rewrites no search text (docs/architecture.md, "Free
 * text").
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

/** The products columns a product's own search words come from: a change of another column (brand, category…) leaves its search row alone. */
export const OWN_TEXT_COLUMNS: ReadonlySet<string> = new Set(['name', 'stock_code', 'sku']);

/** The words of a product row `p` that free text is matched against: its name, stock code and SKU. */
export const ownSearchText = (p: SQL) => searchableText(sql`concat_ws(' ', ${p}.name, ${p}.stock_code, ${p}.sku)`);

/** A term of a free-text query, with the brands (or sub-brands) and categories whose names it matches. */
export interface NamedTerm {
  /** The term as tsquery text: a quoted lexeme, `:*` when it matches word starts. */
  term: string;
  brandIds: string[];
  categoryIds: string[];
}

/** Whether a term names any brand or category. */
export const names = (t: NamedTerm) => t.brandIds.length > 0 || t.categoryIds.length > 0;

/**
 * The terms of a query, each with the brands and categories one of whose names has a word it starts
 * (for most searches none: then the query is the one it always was). Matched with the same parser and
 * the same `searchableText` as a product's own words, so a term finds a product through its brand's
 * name exactly when it would find the name among its own words.
 * Brands and categories are small tables, read whole: a rename is seen by the next search.
 * `terms` are tsquery terms already (`'shirt':*`), or `{ text }` is split as the v2 search splits it.
 */
export async function namedTerms(db: Db | Tx, terms: string[] | { text: string }): Promise<NamedTerm[]> {
  const source = Array.isArray(terms)
    ? sql`select unnest(${textArray(terms)}) as term`
    : sql`select quote_literal(lexeme) || case when length(lexeme) > 1 then ':*' else '' end as term
        from unnest(to_tsvector('simple', ${searchableText(sql`${terms.text}::text`)}))`;
  const rows = await db.execute<{ term: string; brands: string[]; categories: string[] }>(sql`
    with t as (select term, to_tsquery('simple', term) as q from (${source}) s)
    select t.term,
      array(select b.id::text from brands b where to_tsvector('simple', ${searchableText(sql`b.name`)}) @@ t.q) as brands,
      array(select c.id::text from categories c where to_tsvector('simple', ${searchableText(sql`c.name`)}) @@ t.q) as categories
    from t`);
  return rows.rows.map((r) => ({ term: r.term, brandIds: r.brands ?? [], categoryIds: r.categories ?? [] }));
}

/**
 * `factsNoted`: the caller's transaction already noted every product whose text can change here in
 * catalog_facts_dirty (its name or codes changed in products: bulk updates, undo, import batches), so
 * the per-row facts trigger on product_search stays off (migration 0024).
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
    with fresh as (
      select p.id, p.iid, lower(p.stock_code) as stock_code_key, lower(p.sku) as sku_key,
        ${ownSearchText(sql`p`)} as search_text
      from products p
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
