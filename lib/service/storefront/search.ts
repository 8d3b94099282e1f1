import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { textArray } from '@/lib/db/arrays';
import { catalogSearchRequestSchema, type CatalogSearchResult } from '@/lib/api/schemas/catalog-search';
import { searchCatalog } from '../catalog-search';
import { searchLabels, type Labels } from '../catalog-search/dictionary';
import { invalid, issuesToErrors } from '@/lib/errors';
import { productCardsFor } from './catalogue';

/**
 * The storefront's search bodies (framework/bettercommerce/api/operations/get-all-products.ts and
 * get-category-products.ts) mapped onto our search request: its facet keys (`brandNoAnlz`,
 * `classification.category`, `price.raw.withTax`) with names as values, `*` as an open price bound,
 * `sortOrder` as asc/desc, `stockCodes`, and its empty Guid fields. Keys we already know pass through.
 */
const STOREFRONT_FACETS: Record<string, string> = {
  brandnoanlz: 'brand',
  brand: 'brand',
  'classification.category': 'category',
  'classification.maincategoryname': 'category',
  'price.raw.withtax': 'price',
  'price.raw.withouttax': 'price',
};

type Filter = { key: string; values: string[] };
const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const field = (o: Record<string, unknown>, name: string) =>
  o[name] ?? o[name.charAt(0).toUpperCase() + name.slice(1)] ?? o[name.toLowerCase()];

function valueFor(facet: string, value: string, labels: Labels, at: string): string {
  const v = value.trim();
  if (facet === 'price') return v.replace(/\*/g, '');
  if (facet === 'brand') {
    const b = [...labels.brands.values()].find(
      (x) =>
        x.id === v.toLowerCase() || x.name.toLowerCase() === v.toLowerCase() || x.slug === v.toLowerCase(),
    );
    if (!b) throw invalid([`${at}: no brand is named ${v}`]);
    return b.id;
  }
  if (facet === 'category') {
    const c = [...labels.categories.values()].find(
      (x) =>
        x.id === v.toLowerCase() || x.name.toLowerCase() === v.toLowerCase() || x.slug === v.toLowerCase(),
    );
    if (!c) throw invalid([`${at}: no category is named ${v}`]);
    return c.id;
  }
  return v;
}

/** Storefront filters (`[{Key, Name, Value, IsSelected}]` or our `[{key, values}]`) as our filter list. */
function mapFilters(raw: unknown, labels: Labels): Filter[] | unknown {
  if (!Array.isArray(raw)) return raw;
  const grouped = new Map<string, Filter>();
  raw.forEach((f, i) => {
    if (!f || typeof f !== 'object') throw invalid([`filters.${i}: must be an object with Key and Value`]);
    const o = f as Record<string, unknown>;
    // Our own {key, values} filters pass through untouched (the schema reports what is wrong with them).
    if (!('Value' in o) && !('value' in o)) {
      grouped.set(`#${i}`, o as Filter);
      return;
    }
    if (text(field(o, 'isSelected')).toLowerCase() === 'false') return;
    const key = text(field(o, 'key')).trim();
    const value = text(field(o, 'value'));
    if (!key) throw invalid([`filters.${i}.Key: is required`]);
    if (!value.trim()) throw invalid([`filters.${i}.Value: is required`]);
    const facet = STOREFRONT_FACETS[key.toLowerCase()] ?? key;
    const entry = grouped.get(facet) ?? { key: facet, values: [] };
    entry.values.push(valueFor(facet, value, labels, `filters.${i}.Value`));
    grouped.set(facet, entry);
  });
  return [...grouped.values()];
}

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** POST /api/v2/catalog/search/advanced[/minimal] with the storefront's body (JSON or qs-encoded form). */
export async function storefrontSearch(
  db: Db,
  body: Record<string, unknown>,
  currency: string | null,
): Promise<CatalogSearchResult> {
  const labels = await searchLabels(db);
  const input: Record<string, unknown> = { ...body };
  for (const k of ['categoryId', 'brandId', 'collectionId']) if (input[k] === EMPTY_GUID) input[k] = '';
  // qs sends unset fields as '' (sortOrder=&currentPage=): those mean "default", not a bad number.
  for (const k of ['sortOrder', 'currentPage', 'pageSize']) if (input[k] === '') delete input[k];
  const order = text(input.sortOrder).toLowerCase();
  if (order === 'asc' || order === 'desc') input.sortOrder = order === 'asc' ? 0 : 1;
  if (input.filters !== undefined) input.filters = mapFilters(input.filters, labels);
  const stockCodes = input.stockCodes;
  delete input.stockCodes;
  delete input.excludeOOSProduct; // rolled-up search lists sellable products only already
  const parsed = catalogSearchRequestSchema.safeParse(input);
  if (!parsed.success) throw invalid(issuesToErrors(parsed.error), 'The request body is not valid');
  const codes = (Array.isArray(stockCodes) ? stockCodes : stockCodes ? [stockCodes] : [])
    .map((c) => text(c).trim())
    .filter(Boolean);
  if (codes.length > 200) throw invalid(['stockCodes: at most 200 stock codes']);
  if (!codes.length) return searchCatalog(db, parsed.data, currency);
  // stockCodes (recently viewed, compare): exactly those products (a variant's master), in the order asked.
  const rows = await db.execute<{ id: string }>(sql`
    select distinct on (coalesce(p.parent_id, p.id)) coalesce(p.parent_id, p.id) as id
    from products p where p.stock_code = any(${textArray(codes.map((c) => c.toUpperCase()))}) and p.is_active`);
  const results = await productCardsFor(
    db,
    rows.rows.map((r) => r.id),
    currency,
  );
  const asked = codes.map((c) => c.toUpperCase());
  const rank = (r: { stockCode: string; variantProducts: { stockCode: string }[] }) =>
    Math.min(
      ...[r.stockCode, ...r.variantProducts.map((v) => v.stockCode)]
        .map((c) => asked.indexOf(c.toUpperCase()))
        .filter((i) => i >= 0),
    );
  results.sort((a, b) => rank(a) - rank(b));
  const empty = await searchCatalog(db, { ...parsed.data, facetOnly: true, allowFacets: false }, currency);
  return {
    ...empty,
    results,
    total: results.length,
    pages: results.length ? 1 : 0,
    currentPage: 1,
    prevPageUrl: '',
    nextPageUrl: '',
    filters: [],
  };
}
