import { sql } from 'drizzle-orm';
import { readerOf, type Db } from '@/lib/db';
import { textArray, uuidArray } from '@/lib/db/arrays';
import { locales } from '../../locales';
import {
  MAX_ID_RESULTS,
  type ProductSearchItem,
  type SearchQuery,
} from '@/lib/api/schemas/product-search';
import { priceListLookup } from '../../lookups';
import { defaultPriceList, priceListForCurrency } from '../pricing';
import { buildCriteria, type SearchFilters } from './criteria';
import { searchItems } from './items';
import { resolveSort } from './order';
import { countMatchesByKind, findProductIds } from './run';

/**
 * The v1 product searches. Every endpoint (all, advanced, by-category, by-brand, by-collection,
 * by-season, by-status) is the advanced search with some fields set: one code path, one behaviour.
 */
export async function searchProducts(
  db: Db,
  body: SearchFilters,
  query: SearchQuery,
  currency: string | null,
): Promise<{ result: ProductSearchItem[]; totalRecords: number }> {
  // A page of search results tolerates a replica's replication delay (lib/db readerOf); the cached
  // lookups stay on the primary (a cache filled from a lagging replica would outlive the lag), and so
  // does the id list below, as a bulk update by filter acts on it.
  const reads = readerOf(db);
  const [criteria, lists] = await Promise.all([buildCriteria(db, body), priceListLookup(db)]);
  const chosen = priceListForCurrency(lists, currency);
  const { ids, total } = await findProductIds(reads, criteria, {
    offset: (query.page - 1) * query.pagesize,
    limit: query.pagesize,
    sort: resolveSort(query.sortBy, query.sortOrder),
    priceListId: chosen.id,
  });
  const result = await searchItems(reads, ids, chosen, defaultPriceList(lists));
  if (body.withTranslations) await addTranslations(reads, result);
  return { result, totalRecords: total };
}

/** Each item's translated fields per non-default enabled locale (withTranslations), in one query for the page. */
async function addTranslations(db: Db, items: ProductSearchItem[]): Promise<void> {
  const all = await locales(db);
  const cultures = all.enabled.map((l) => l.culture).filter((c) => c !== all.default.culture);
  const rows = await db.execute<{ product_id: string; locale: string; field: string; value: string }>(sql`
    select product_id, locale, field, value from product_translations
    where product_id = any(${uuidArray(items.map((i) => i.productId))}) and locale = any(${textArray(cultures)})`);
  const byProduct = new Map<string, Record<string, Record<string, string>>>();
  for (const item of items) byProduct.set(item.productId, Object.fromEntries(cultures.map((c) => [c, {}])));
  for (const r of rows.rows) byProduct.get(r.product_id)![r.locale][r.field] = r.value;
  for (const item of items) item.translations = byProduct.get(item.productId);
}

/** POST /api/v1/search/advanced/ids (extension): every matching id, at most MAX_ID_RESULTS, in search order. */
export async function searchProductIdList(
  db: Db,
  body: SearchFilters,
  query: Pick<SearchQuery, 'sortBy' | 'sortOrder'>,
  currency: string | null,
): Promise<{ result: string[]; totalRecords: number }> {
  const [criteria, lists] = await Promise.all([buildCriteria(db, body), priceListLookup(db)]);
  const { ids, total } = await findProductIds(db, criteria, {
    offset: 0,
    limit: MAX_ID_RESULTS,
    sort: resolveSort(query.sortBy, query.sortOrder),
    priceListId: priceListForCurrency(lists, currency).id,
  });
  return { result: ids, totalRecords: total };
}

/**
 * POST /api/v1/search/advanced/counts (extension): how many products and variants match, the one
 * count of the catalogue (docs/counts.md) that the dashboard, the product grid and the bulk-update
 * wizard show. Read from the primary: a count next to a write must include it.
 */
export async function countCatalogue(db: Db, body: SearchFilters): Promise<{ products: number; variants: number }> {
  return countMatchesByKind(db, await buildCriteria(db, body));
}
