import { sql, type SQL } from 'drizzle-orm';
import { readerOf, type Db } from '@/lib/db';
import {
  SORT_OPTIONS,
  type CatalogSearchRequest,
  type CatalogSearchResult,
} from '@/lib/api/schemas/catalog-search';
import { priceListForCurrency } from '../price-lists';
import { facetDictionary, searchLabels } from './dictionary';
import { countMatches, everyVisiblePriced, facetCounts, facetEntries, whereOf } from './facets';
import { factsGeneration, syncCatalogFacts } from './facts';
import { productCards } from './items';
import { buildPlan, type SearchPlan } from './plan';
import { productImage, type MediaRow } from './product-display';
import { categoryPath } from './storefront-paths';
import type { Locale } from '../locales';

/**
 * POST /api/v2/catalog/search/advanced: active, visible master products that can be bought in the
 * Currency header's currency (a price in its price list; with excludeOOSProduct, in stock too) and match
 * the request, one page of them as result items priced in that price list, and (allowFacets) the facets.
 */
export async function searchCatalog(db: Db, req: CatalogSearchRequest, currency: string | null, locale: Locale | null = null): Promise<CatalogSearchResult> {
  // The facts are brought up to date on the primary; with a read replica (lib/db readerOf) the search
  // reads there, and its per-generation caches are keyed by the generation the replica has replayed,
  // so a lagging replica never files old counts under a new generation.
  const reads = readerOf(db);
  let generation = await syncCatalogFacts(db);
  if (reads !== db) generation = await factsGeneration(reads);
  const [dict, labels, priceList] = await Promise.all([
    facetDictionary(reads, generation),
    searchLabels(db, locale),
    priceListForCurrency(db, currency),
  ]);
  const plan = await buildPlan(db, req, { dict, labels, priceList, locale, everyVisiblePriced: () => everyVisiblePriced(reads, generation, priceList) });

  const facetsPromise = plan.allowFacets ? facetCounts(reads, generation, plan, dict) : null;
  const totalPromise = facetsPromise ? facetsPromise.then((f) => f.total) : countMatches(reads, generation, plan);
  const idsPromise = plan.facetOnly ? Promise.resolve([]) : pageOfIds(reads, plan);
  const [total, ids, counts] = await Promise.all([totalPromise, idsPromise, facetsPromise]);
  const [results, images] = await Promise.all([productCards(reads, ids, priceList, labels, locale), bannerImages(reads, plan.singleCategoryId)]);

  const pages = Math.ceil(total / plan.pageSize);
  return {
    total,
    pages,
    currentPage: plan.page,
    prevPageUrl: plan.page > 1 ? pageUrl(req, plan, Math.min(plan.page - 1, Math.max(pages, 1))) : '',
    nextPageUrl: plan.page < pages ? pageUrl(req, plan, plan.page + 1) : '',
    sortList: SORT_OPTIONS.map((o) => ({ key: o.key, value: o.value })),
    sortBy: plan.sortBy,
    images,
    results,
    filters: counts ? facetEntries(counts, plan, dict, labels) : [],
  };
}

function orderBy(plan: SearchPlan): SQL {
  const k = sql.raw(String(plan.priceList.iid));
  switch (plan.sortBy) {
    case 'relevance':
      return plan.rankQuery
        ? sql`ts_rank(f.search_vector, ${plan.rankQuery}) desc, f.iid`
        : sql`f.created_at desc, f.iid desc`;
    case 'price-asc':
      return sql`f.min_prices[${k}] asc nulls last, f.iid`;
    case 'price-desc':
      return sql`f.min_prices[${k}] desc nulls last, f.iid`;
    case 'name-asc':
      return sql`f.sort_name asc, f.iid`;
    case 'name-desc':
      return sql`f.sort_name desc, f.iid desc`;
    default:
      return sql`f.created_at desc, f.iid desc`;
  }
}

async function pageOfIds(db: Db, plan: SearchPlan): Promise<string[]> {
  const rows = await db.execute<{ product_id: string }>(sql`
    select f.product_id from catalog_search_facts f
    where ${whereOf([...plan.base, ...plan.groups])}
    order by ${orderBy(plan)}
    limit ${plan.pageSize} offset ${(plan.page - 1) * plan.pageSize}`);
  return rows.rows.map((r) => r.product_id);
}

async function bannerImages(db: Db, categoryId: string | null) {
  if (!categoryId || !/^[0-9a-f-]{36}$/i.test(categoryId)) return [];
  const rows = await db.execute<MediaRow & { slug: string; link: string }>(sql`
    select f.category_id as product_id, f.name, f.url, f.alt_text, f.preview_url, f.is_default, f.display_order, c.slug, c.link
    from category_files f join categories c on c.id = f.category_id
    where f.category_id = ${categoryId} and f.is_active and f.media_type = 0 order by f.display_order`);
  return rows.rows.map((r) => ({ ...productImage(r, categoryPath(r.link, r.slug)), linkType: 'category' }));
}

/** The request of another page as a query string (also a valid form body for this endpoint). */
function pageUrl(req: CatalogSearchRequest, plan: SearchPlan, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(req)) {
    if (value === undefined || value === '' || key === 'currentPage' || key === 'pageSize') continue;
    if (key === 'filters') params.set(key, JSON.stringify(value));
    else if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  params.set('currentPage', String(page));
  params.set('pageSize', String(plan.pageSize));
  return `?${params.toString()}`;
}
