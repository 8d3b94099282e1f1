import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import { containsPattern } from '@/lib/db/like';
import type { SearchCriteria } from './criteria';
import type { NamedTerm } from '../../search-index';
import { prefixTerm, substringTerm, toPrefixQuery } from './free-text';
import { orderByProduct, sortExpressionOf, sortJoins, type ResolvedSort } from './order';

const sortKey = (w: SearchWindow) => (w.sort.field ? sortExpressionOf(w.sort.field, w.priceListId) : sql`null`);

export interface SearchWindow {
  /** Rows to skip and to return; `limit` null returns every match (the ids endpoint caps it itself). */
  offset: number;
  limit: number;
  sort: ResolvedSort;
  priceListId: string;
}

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** Above this many ids a page's ids come back as one text (`pageRows`). */
const LONG_LIST = 1000;

/**
 * The rows (`id`, and `total` when the query has it) of a page query, in its order. A long list (the
 * ids endpoint, a bulk update by filter: up to 100,000) comes back as ONE row with the ids joined by
 * commas, numbered in the page's order: PGlite turned 100,000 result rows into JavaScript objects in
 * 0.92–1.07 s, one text of the same ids in 0.43 s.
 */
async function pageRows(db: Db, page: SQL, limit: number, withTotal: boolean): Promise<{ id: string; total?: number }[]> {
  if (limit <= LONG_LIST) return (await db.execute<{ id: string; total?: number }>(page)).rows;
  const joined = await db.execute<{ ids: string | null; total: number | null }>(sql`
    select string_agg(s.id::text, ',' order by s.n) as ids, ${withTotal ? sql`max(s.total)` : sql`null::int`} as total
    from (select q.*, row_number() over () as n from (${page}) q) s`);
  const { ids, total } = joined.rows[0];
  if (!ids) return [];
  return ids.split(',').map((id) => ({ id, total: total === null ? undefined : Number(total) }));
}

const inCategories = (categoryIds: string[], idColumn: SQL) =>
  sql`exists (select 1 from product_categories pc where pc.product_id = ${idColumn} and pc.category_id = any(${uuidArray(categoryIds)}))`;

/**
 * Matching product ids in order, one page of them, and how many match in all. Without free text the
 * count and the page are two statements the planner optimises separately (the page walks the
 * productIId index and stops after one page; categories alone are counted from their link index).
 * With free text the matches are collected once (GIN index, ranked) and counted and paged from there.
 */
export async function findProductIds(db: Db, c: SearchCriteria, w: SearchWindow): Promise<{ ids: string[]; total: number }> {
  return c.freeText ? freeTextIds(db, c, w) : filteredIds(db, c, w);
}

async function filteredIds(db: Db, c: SearchCriteria, w: SearchWindow) {
  if (c.categoryIds && c.conditions.length > 0) return categoryIds(db, c, w);
  const conditions = c.categoryIds ? [inCategories(c.categoryIds, sql`p.id`), ...c.conditions] : c.conditions;
  // Unfiltered, count the narrow product_search (one row per product, kept by refreshSearchIndex)
  // rather than the wide products table; categories alone are counted from the link index only.
  const countQuery =
    c.categoryIds && c.conditions.length === 0
      ? sql`select count(*)::int as n from (select distinct product_id from product_categories where category_id = any(${uuidArray(c.categoryIds)})) x`
      : conditions.length === 0
        ? sql`select count(*)::int as n from product_search`
        : sql`select count(*)::int as n from products p where ${and(conditions)}`;
  const [count, page] = await Promise.all([
    db.execute<{ n: number }>(countQuery),
    pageRows(
      db,
      sql`
      select p.id from products p ${sortJoins(w.sort)} where ${and(conditions)}
      order by ${orderByProduct(w.sort, w.priceListId)}
      limit ${w.limit} offset ${w.offset}`,
      w.limit,
      false,
    ),
  ]);
  return { ids: page.map((r) => r.id), total: Number(count.rows[0].n) };
}

/**
 * A category with other filters: no index serves both, so counting and paging apart would join the
 * category links with products twice (a large category twice scans the wide products table). The
 * matches are collected once, with their sort key, then counted and paged from there.
 */
async function categoryIds(db: Db, c: SearchCriteria, w: SearchWindow) {
  const matches = sql`
    with f as materialized (
      select p.id, p.iid, ${sortKey(w)} as k from products p ${sortJoins(w.sort)}
      where ${and([inCategories(c.categoryIds!, sql`p.id`), ...c.conditions])})`;
  const dir = sql.raw(w.sort.order);
  const page = await pageRows(
    db,
    sql`${matches}
    select f.id, (select count(*)::int from f) as total from f
    order by ${w.sort.field ? sql`f.k ${dir} nulls last, ` : sql``}f.iid ${dir} limit ${w.limit} offset ${w.offset}`,
    w.limit,
    true,
  );
  if (page.length > 0) return { ids: page.map((r) => r.id), total: Number(page[0].total) };
  if (w.offset === 0) return { ids: [], total: 0 };
  const count = await db.execute<{ total: number }>(sql`${matches} select count(*)::int as total from f`);
  return { ids: [], total: Number(count.rows[0].total) };
}

/**
 * The free-text matches as common table expressions: `m` every product found by its words, its exact
 * stock code or SKU, or a stock-code substring; `f` those that pass the other filters.
 * A word that names brands or categories (`named`) also finds their products, through the ids (a
 * product's search row holds its own words only, lib/service/search-index.ts): each such word is its
 * own condition, the word in the row's words or the row's product among its brands' and categories'
 * products (as an array, so that both halves are index bitmaps ORed into one scan of the rows, as
 * the one word-index scan was when the names were copied: a join probing the rows one by one took
 * 2–3 times as long for a word naming large categories), the other words together through the word
 * index as before. Results are then ranked by the words they hold of their own, any of them (a
 * product found through its brand's name does not hold that word).
 */
function freeTextMatches(c: SearchCriteria): SQL {
  const { words, raw, named } = c.freeText!;
  const namedWords = new Set(named.map((n) => n.term));
  const own = words.filter((w) => !namedWords.has(prefixTerm(w)));
  const exact = sql`(ps.stock_code_key = ${raw} or ps.sku_key = ${raw})`;
  const substring = substringTerm(raw);
  // What a product must match: every word in its own words (the query as it always was), or with
  // named words, their hits and the other words in its own.
  const hit = named.length
    ? sql`(${sql.join([...(own.length ? [sql`ps.search_vector @@ q.q`] : []), ...named.map(namedHit)], sql` and `)})`
    : sql`ps.search_vector @@ q.q`;
  const q = named.length
    ? sql`select ${own.length ? sql`to_tsquery('simple', ${toPrefixQuery(own)})` : sql`null::tsquery`} as q, to_tsquery('simple', ${toPrefixQuery(words, ' | ')}) as r`
    : sql`select to_tsquery('simple', ${toPrefixQuery(words)}) as q, to_tsquery('simple', ${toPrefixQuery(words)}) as r`;
  // Products found only by a stock-code substring (the trigram index of product_code_search), when not already found above.
  const bySubstring = substring
    ? sql`union all
      select ps.product_id, ps.iid, false, 0::real from product_code_search k join product_search ps on ps.product_id = k.product_id, q
      where k.stock_code_key ilike ${containsPattern(substring)} and not (${hit} or ${exact})`
    : sql``;
  const needsProduct = c.conditions.length > 0;
  const filters: SQL[] = [...(c.categoryIds ? [inCategories(c.categoryIds, sql`m.product_id`)] : []), ...c.conditions];
  return sql`
    with q as (${q}),
    m as materialized (
      select ps.product_id, ps.iid, ${exact} as exact, ts_rank(ps.search_vector, q.r) as rank
      from product_search ps, q where ${hit}
      union all
      select ps.product_id, ps.iid, true, 0::real from product_search ps, q where ${exact} and not (${hit})
      ${bySubstring}
    ),
    f as ${filters.length ? sql`materialized (
      select m.* from m ${needsProduct ? sql`join products p on p.id = m.product_id` : sql``} where ${and(filters)})` : sql`(select * from m)`}`;
}

/** A named word matches a search row: one of the row's own words, or the row's product among its brands' and categories' products. */
function namedHit(n: NamedTerm): SQL {
  const sets: SQL[] = [];
  if (n.brandIds.length) {
    const ids = uuidArray(n.brandIds);
    sets.push(sql`select id from products where brand_id = any(${ids}) or subbrand_id = any(${ids})`);
  }
  if (n.categoryIds.length) sets.push(sql`select product_id from product_categories where category_id = any(${uuidArray(n.categoryIds)})`);
  return sql`(ps.search_vector @@ to_tsquery('simple', ${n.term}) or ps.product_id = any(array(${sql.join(sets, sql` union all `)})))`;
}

async function freeTextIds(db: Db, c: SearchCriteria, w: SearchWindow) {
  const matches = freeTextMatches(c);
  const order = w.sort.field ? orderByProduct(w.sort, w.priceListId) : sql`m.exact desc, m.rank desc, m.iid desc`;
  // Every row carries the total; a page past the end has no rows, so only then is it counted alone.
  const page = await pageRows(
    db,
    sql`${matches}
    select m.product_id as id, (select count(*)::int from f) as total
    from f m ${w.sort.field ? sql`join products p on p.id = m.product_id ${sortJoins(w.sort)}` : sql``}
    order by ${order} limit ${w.limit} offset ${w.offset}`,
    w.limit,
    true,
  );
  if (page.length > 0) return { ids: page.map((r) => r.id), total: Number(page[0].total) };
  if (w.offset === 0) return { ids: [], total: 0 };
  const count = await db.execute<{ total: number }>(sql`${matches} select count(*)::int as total from f`);
  return { ids: [], total: Number(count.rows[0].total) };
}

/**
 * How many products match, by kind (docs/counts.md): `products` are masters and standalone products
 * (item type 1), `variants` the variants (item type 2); deleted products are in deleted_products and
 * so never counted. One statement whatever the filters, over the same matches as the search.
 */
export async function countMatchesByKind(db: Db, c: SearchCriteria): Promise<{ products: number; variants: number }> {
  const counts = sql`count(*) filter (where p.item_type = 1)::int as products, count(*) filter (where p.item_type = 2)::int as variants`;
  const conditions = c.categoryIds ? [inCategories(c.categoryIds, sql`p.id`), ...c.conditions] : c.conditions;
  const query = c.freeText
    ? sql`${freeTextMatches(c)} select ${counts} from f join products p on p.id = f.product_id`
    : sql`select ${counts} from products p where ${and(conditions)}`;
  const [row] = (await db.execute<{ products: number; variants: number }>(query)).rows;
  return { products: Number(row?.products ?? 0), variants: Number(row?.variants ?? 0) };
}
