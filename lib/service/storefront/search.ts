import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { textArray } from '@/lib/db/arrays';
import { catalogSearchRequestSchema, type CatalogSearchResult } from '@/lib/api/schemas/catalog-search';
import { searchCatalog } from '../catalog-search';
import { searchLabels, type Labels } from '../catalog-search/dictionary';
import { ancestorsOf } from '../catalog-search/items';
import { invalid, issuesToErrors } from '@/lib/errors';
import { productCardsFor } from './catalogue';
import type { Locale } from '../locales';

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

/**
 * A facet item's value as the storefront sends it back (its name) as the item's key. A category is
 * found by its label (the path where names repeat, "Women › Clothing"), its slug or id, or else by
 * its name, one below the landing page's category first (`within`).
 */
function valueFor(facet: string, value: string, labels: Labels, at: string, within: Set<string>): string {
  const v = value.trim();
  const lower = v.toLowerCase();
  if (facet === 'price') return v.replace(/\*/g, '');
  if (facet === 'brand') {
    const b = [...labels.brands.values()].find((x) => x.id === lower || x.name.toLowerCase() === lower || x.slug === lower);
    if (!b) throw invalid([`${at}: no brand is named ${v}`]);
    return b.id;
  }
  if (facet === 'category') {
    const all = [...labels.categories.values()];
    const named = all.filter((x) => x.name.toLowerCase() === lower);
    const c =
      all.find((x) => x.id === lower || x.label.toLowerCase() === lower || x.slug === lower) ??
      named.find((x) => within.has(x.id)) ??
      named[0];
    if (!c) throw invalid([`${at}: no category is named ${v}`]);
    return c.id;
  }
  return v;
}

/** The categories below the landing page's category (`categoryId`: a Guid or a code). */
function belowLanding(categoryId: unknown, labels: Labels): Set<string> {
  const wanted = text(categoryId).trim().toLowerCase();
  if (!wanted) return new Set();
  const landing = [...labels.categories.values()].filter((c) => c.id === wanted || c.code.toLowerCase() === wanted).map((c) => c.id);
  return new Set([...labels.categories.keys()].filter((id) => ancestorsOf(id, labels).slice(1).some((a) => landing.includes(a))));
}

/**
 * Storefront filters (`[{Key, Name, Value, IsSelected}]` or our `[{key, values}]`) as our filter list.
 * A shopper's choice in a facet comes with IsSelected (components/Product/Filters); the brand page
 * (pages/brands/[...brand].tsx) names its own brand without it, `{Key: 'brand', Value: name}`: that
 * one is the page's dimension, `landingBrand`, as `brandId` would be.
 */
function mapFilters(raw: unknown, labels: Labels, within: Set<string>): { filters: Filter[] | unknown; landingBrand?: string } {
  if (!Array.isArray(raw)) return { filters: raw };
  const grouped = new Map<string, Filter>();
  let landingBrand: string | undefined;
  raw.forEach((f, i) => {
    if (!f || typeof f !== 'object') throw invalid([`filters.${i}: must be an object with Key and Value`]);
    const o = f as Record<string, unknown>;
    // Our own {key, values} filters pass through untouched (the schema reports what is wrong with them).
    if (!('Value' in o) && !('value' in o)) {
      grouped.set(`#${i}`, o as Filter);
      return;
    }
    const selected = field(o, 'isSelected');
    if (text(selected).toLowerCase() === 'false') return;
    const key = text(field(o, 'key')).trim();
    const value = text(field(o, 'value'));
    if (!key) throw invalid([`filters.${i}.Key: is required`]);
    if (!value.trim()) throw invalid([`filters.${i}.Value: is required`]);
    const facet = STOREFRONT_FACETS[key.toLowerCase()] ?? key;
    const id = valueFor(facet, value, labels, `filters.${i}.Value`, within);
    if (facet === 'brand' && selected === undefined && landingBrand === undefined) {
      landingBrand = id;
      return;
    }
    const entry = grouped.get(facet) ?? { key: facet, values: [] };
    entry.values.push(id);
    grouped.set(facet, entry);
  });
  return { filters: [...grouped.values()], landingBrand };
}

/** POST /api/v2/catalog/search/advanced[/minimal] with the storefront's body (JSON or qs-encoded form). */
export async function storefrontSearch(
  db: Db,
  body: Record<string, unknown>,
  currency: string | null,
  locale: Locale | null = null,
): Promise<CatalogSearchResult> {
  const labels = await searchLabels(db, locale);
  const input: Record<string, unknown> = { ...body };
  // qs sends unset fields as '' (sortOrder=&currentPage=): those mean "default", not a bad number.
  for (const k of ['sortOrder', 'currentPage', 'pageSize']) if (input[k] === '') delete input[k];
  const order = text(input.sortOrder).toLowerCase();
  if (order === 'asc' || order === 'desc') input.sortOrder = order === 'asc' ? 0 : 1;
  if (input.filters !== undefined) {
    const { filters, landingBrand } = mapFilters(input.filters, labels, belowLanding(input.categoryId, labels));
    input.filters = filters;
    if (landingBrand && !input.brandId) input.brandId = landingBrand;
  }
  const stockCodes = input.stockCodes;
  delete input.stockCodes;
  const parsed = catalogSearchRequestSchema.safeParse(input);
  if (!parsed.success) throw invalid(issuesToErrors(parsed.error), 'The request body is not valid');
  const codes = (Array.isArray(stockCodes) ? stockCodes : stockCodes ? [stockCodes] : [])
    .map((c) => text(c).trim())
    .filter(Boolean);
  if (codes.length > 200) throw invalid(['stockCodes: at most 200 stock codes']);
  if (!codes.length) return searchCatalog(db, parsed.data, currency, locale);
  // stockCodes (recently viewed, compare): exactly those products (a variant's master), in the order asked.
  const rows = await db.execute<{ id: string }>(sql`
    select distinct on (coalesce(p.parent_id, p.id)) coalesce(p.parent_id, p.id) as id
    from products p where p.stock_code = any(${textArray(codes.map((c) => c.toUpperCase()))}) and p.is_active`);
  const results = await productCardsFor(
    db,
    rows.rows.map((r) => r.id),
    currency,
    locale,
  );
  const asked = codes.map((c) => c.toUpperCase());
  const rank = (r: { stockCode: string; variantProducts: { stockCode: string }[] }) =>
    Math.min(
      ...[r.stockCode, ...r.variantProducts.map((v) => v.stockCode)]
        .map((c) => asked.indexOf(c.toUpperCase()))
        .filter((i) => i >= 0),
    );
  results.sort((a, b) => rank(a) - rank(b));
  const empty = await searchCatalog(db, { ...parsed.data, facetOnly: true, allowFacets: false }, currency, locale);
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
