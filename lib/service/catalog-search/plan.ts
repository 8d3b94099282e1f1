import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
  type CatalogSearchRequest,
} from '@/lib/api/schemas/catalog-search';
import { invalid } from '@/lib/errors';
import { uuidArray } from '@/lib/db/arrays';
import { names, namedTerms, searchableText } from '../search-index';
import { majorToMinor } from '../money';
import type { PriceListRef } from '../price-lists';
import { activePromotions } from '../baskets/promotions';
import { dictKey, type Dictionary, type Labels } from './dictionary';
import type { Locale } from '../locales';
import { localeTextQuery } from '../translations';

/**
 * Turns a search request into conditions over catalog_search_facts. Each condition carries a canonical
 * `key` (the cache key of the counts it yields). Facet selections are grouped per facet: values within
 * a group are ORed, groups are ANDed, and each facet's own counts ignore its own group (multi-select).
 */
export interface Condition {
  key: string;
  sql: SQL;
}

export interface FacetGroup extends Condition {
  facet: string;
  /** Item keys shown as selected in this facet. */
  selected: Set<string>;
}

export interface PriceBand {
  key: string;
  lo: number;
  hi: number | null;
}

/**
 * The tsquery of a shopper's free text: split like the indexed text (punctuation to spaces, as
 * lib/service/search-index.ts writes it, so "WCLJEANS-002981" finds its stock code), every word of
 * two or more characters matching as a prefix, all words required.
 */
export const prefixQuery = (text: string, join: ' & ' | ' | ' = ' & '): SQL =>
  sql`to_tsquery('simple', (select string_agg(quote_literal(lexeme) || case when length(lexeme) > 1 then ':*' else '' end, ${join}) from unnest(to_tsvector('simple', ${searchableText(sql`${text}`)}))))`;

/**
 * The free-text condition. A product's facts hold its own words and those of its variants; a word that
 * names brands or categories (lib/service/search-index.ts, namedTerms) also matches the products whose
 * brand, sub-brand or category (of the product or a variant: text_refs) is one of them. The ids are
 * part of the condition's key, so counts cached before a rename are not served after it.
 */
export async function textCondition(db: Db, text: string): Promise<{ condition: Condition; rank: SQL }> {
  const terms = await namedTerms(db, { text });
  const key = `text:${text.toLowerCase()}`;
  if (!terms.some(names)) return { condition: { key, sql: sql`f.search_vector @@ ${prefixQuery(text)}` }, rank: prefixQuery(text) };
  const own = terms.filter((t) => !names(t)).map((t) => t.term);
  const parts = terms.filter(names).map((t) => {
    const ids = [...t.brandIds, ...t.categoryIds].sort();
    return { key: `${t.term}=${ids.join(',')}`, sql: sql`(f.search_vector @@ to_tsquery('simple', ${t.term}) or f.text_refs && ${uuidArray(ids)})` };
  });
  if (own.length) parts.unshift({ key: own.join('&'), sql: sql`f.search_vector @@ to_tsquery('simple', ${own.join(' & ')})` });
  return {
    condition: { key: `${key}:${parts.map((p) => p.key).join(';')}`, sql: sql.join(parts.map((p) => p.sql), sql` and `) },
    // Ranked by the words a product holds of its own, any of them (one found through a name does not hold it).
    rank: prefixQuery(text, ' | '),
  };
}

export interface SearchPlan {
  base: Condition[];
  groups: FacetGroup[];
  priceList: PriceListRef;
  bands: PriceBand[];
  /** The tsquery relevance is ranked by, with free text. */
  rankQuery: SQL | null;
  sortBy: string;
  page: number;
  pageSize: number;
  allowFacets: boolean;
  facetOnly: boolean;
  onlyFacet: string | null;
  singleCategoryId: string | null;
  /**
   * A landing page's own dimension (the request's `categoryId` or `brandId`, as the storefront's
   * category and brand pages send them): a condition of every count, not a facet selection, and that
   * facet lists only what lies within it (the category's subtree, the brand).
   */
  scope: { facet: 'category' | 'brand'; ids: string[] }[];
}

/** Products hidden from search (isVisible false) are left out unless ignoreDisplayInSerach. */
export const VISIBLE: Condition = { key: 'visible', sql: sql`f.is_visible` };

/** excludeOOSProduct: only what can be bought from stock (catalog_search_facts.in_stock). */
export const IN_STOCK: Condition = { key: 'in-stock', sql: sql`f.in_stock` };

/** What can be bought in the request's currency: a price in its price list. */
export const pricedIn = (priceList: PriceListRef): Condition => ({
  key: `priced@${priceList.iid}`,
  sql: sql`f.min_prices[${sql.raw(String(priceList.iid))}] is not null`,
});

/** Price bands of the price facet, in major units of the currency. */
const BAND_EDGES = [25, 50, 100, 200, 500];

export function priceBands(priceList: PriceListRef): PriceBand[] {
  const edges = BAND_EDGES.map((e) => majorToMinor(e, priceList.currency));
  return [0, ...edges].map((lo, i) => ({
    key: `${BAND_EDGES[i - 1] ?? 0}-${BAND_EDGES[i] ?? ''}`,
    lo,
    hi: edges[i] ?? null,
  }));
}

export const CORE_FACET_KEYS: Record<string, string> = {
  brand: 'brand',
  brands: 'brand',
  subbrand: 'subBrand',
  category: 'category',
  categories: 'category',
  collection: 'collection',
  colour: 'colour',
  color: 'colour',
  price: 'price',
};

const tokensOf = (dict: Dictionary, facet: string, values: Iterable<string>) =>
  [...values].map((v) => dict.byKey.get(dictKey(facet, v))).filter((t): t is number => t !== undefined);

const intArray = (ids: number[]) => sql.raw(`'{${ids.join(',')}}'::int[]`);

/** tokens && [...] — or false when no value is known (an unknown id matches nothing). */
function anyToken(tokens: number[]): SQL {
  return tokens.length ? sql`f.tokens && ${intArray([...new Set(tokens)].sort((a, b) => a - b))}` : sql`false`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PRICE_RANGE = /^\s*(\d{1,7}(?:\.\d{1,2})?)?\s*-\s*(\d{1,7}(?:\.\d{1,2})?)?\s*$/;

/** A checked price range ("25-50", "200-", "-25") in the price list's currency. */
function parseBand(value: string, priceList: PriceListRef): PriceBand {
  const m = PRICE_RANGE.exec(value)!;
  const lo = m[1] === undefined ? 0 : majorToMinor(Number(m[1]), priceList.currency);
  const hi = m[2] === undefined ? null : majorToMinor(Number(m[2]), priceList.currency);
  return { key: value.trim(), lo, hi };
}

interface Selection {
  facet: string;
  values: Set<string>;
}

/** Categories named by a code or slug (an unknown one matches nothing). */
function categoriesNamed(name: string, labels: Labels): string[] {
  const wanted = name.toLowerCase();
  const found = [...labels.categories.values()].filter((c) => c.code.toLowerCase() === wanted || c.slug === wanted);
  return found.length ? found.map((c) => c.id) : [`unknown:${wanted}`];
}

/**
 * The landing page's dimension: `categoryId` (a Guid, or a category code where the storefront sends
 * one) and `brandId`, the ids the storefront's category and brand pages (get-category-products.ts,
 * get-all-products.ts) send for the page itself.
 */
function landingScope(req: CatalogSearchRequest, labels: Labels): SearchPlan['scope'] {
  const scope: SearchPlan['scope'] = [];
  if (req.categoryId)
    scope.push({ facet: 'category', ids: UUID.test(req.categoryId) ? [req.categoryId.toLowerCase()] : categoriesNamed(req.categoryId, labels) });
  if (req.brandId) scope.push({ facet: 'brand', ids: [req.brandId.toLowerCase()] });
  return scope;
}

/** Collects the selections of each facet from the dedicated fields (but the landing's) and from `filters`. */
function collectSelections(req: CatalogSearchRequest, labels: Labels): Map<string, Selection> {
  const out = new Map<string, Selection>();
  const add = (facet: string, values: Iterable<string>) => {
    const s = out.get(facet) ?? { facet, values: new Set<string>() };
    for (const v of values) s.values.add(v);
    out.set(facet, s);
  };
  const brandValues = (req.brandIds ?? []).map((v) => v.toLowerCase());
  if (req.brand) {
    const wanted = req.brand.toLowerCase();
    const found = [...labels.brands.values()].filter((b) => b.name.toLowerCase() === wanted || b.slug === wanted);
    brandValues.push(...(found.length ? found.map((b) => b.id) : [`unknown:${wanted}`]));
  }
  if (brandValues.length) add('brand', brandValues);
  const categoryValues = (req.categoryIds ?? []).map((v) => v.toLowerCase());
  if (req.category) categoryValues.push(...categoriesNamed(req.category, labels));
  if (categoryValues.length) add('category', categoryValues);
  if (req.collectionId) add('collection', [req.collectionId.toLowerCase()]);
  if (req.gender) add(labels.attributes.get('gender')?.fieldCode ?? 'Gender', [req.gender.toLowerCase()]);

  (req.filters ?? []).forEach((f, i) => {
    const lower = f.key.toLowerCase();
    const facet = CORE_FACET_KEYS[lower] ?? labels.attributes.get(lower)?.fieldCode;
    if (!facet) {
      const known = ['brand', 'subBrand', 'category', 'collection', 'colour', 'price', ...[...labels.attributes.values()].map((a) => a.fieldCode)];
      throw invalid([`filters.${i}.key: unknown facet "${f.key}"; facets are ${known.join(', ')}`]);
    }
    if (['brand', 'subBrand', 'category', 'collection'].includes(facet)) {
      const bad = f.values.findIndex((v) => !UUID.test(v));
      if (bad >= 0) throw invalid([`filters.${i}.values.${bad}: must be a Guid (the key of a ${facet} facet item)`]);
    }
    if (facet === 'price') {
      const bad = f.values.findIndex((v) => !PRICE_RANGE.test(v) || !/\d/.test(v));
      if (bad >= 0) throw invalid([`filters.${i}.values.${bad}: a price range is "from-to" in major units, such as "25-50", "200-" or "-25"`]);
    }
    add(facet, facet === 'price' ? f.values : f.values.map((v) => v.toLowerCase()));
  });
  return out;
}

/** A group's condition over the facts for one facet's selected values. */
function groupCondition(sel: Selection, dict: Dictionary, priceList: PriceListRef): FacetGroup {
  const values = [...sel.values].sort();
  if (sel.facet === 'price') {
    const bands = values.map((v) => parseBand(v, priceList));
    const k = priceList.iid;
    const parts = bands.map((b) =>
      b.hi === null ? sql`f.min_prices[${sql.raw(String(k))}] >= ${b.lo}` : sql`(f.min_prices[${sql.raw(String(k))}] >= ${b.lo} and f.min_prices[${sql.raw(String(k))}] < ${b.hi})`,
    );
    return {
      facet: 'price',
      key: `price@${k}:${bands.map((b) => `${b.lo}-${b.hi ?? ''}`).join('|')}`,
      sql: sql`(${sql.join(parts, sql` or `)})`,
      selected: new Set(bands.map((b) => b.key)),
    };
  }
  // brandIds may name sub-brands, whose token is filed under subBrand.
  const tokens =
    sel.facet === 'brand'
      ? [...tokensOf(dict, 'brand', values), ...tokensOf(dict, 'subBrand', values)]
      : tokensOf(dict, sel.facet, values);
  return { facet: sel.facet, key: `${sel.facet}:${[...new Set(tokens)].sort((a, b) => a - b).join(',') || 'none'}`, sql: anyToken(tokens), selected: new Set(values) };
}

function sortKey(req: CatalogSearchRequest, hasText: boolean): string {
  const raw = (req.sortBy ?? '').trim().toLowerCase();
  if (!raw) return hasText ? 'relevance' : 'newest';
  if (SORT_OPTIONS.some((o) => o.key === raw)) return raw;
  if (raw === 'price' || raw === 'name') return `${raw}-${req.sortOrder === 1 ? 'desc' : 'asc'}`;
  throw invalid([`sortBy: must be one of ${SORT_OPTIONS.map((o) => o.key).join(', ')} (or price / name with sortOrder)`]);
}

export async function buildPlan(
  db: Db,
  req: CatalogSearchRequest,
  ctx: { dict: Dictionary; labels: Labels; priceList: PriceListRef; locale?: Locale | null; everyVisiblePriced: () => Promise<boolean> },
): Promise<SearchPlan> {
  const { dict, labels, priceList } = ctx;
  const base: Condition[] = [];
  if (!req.ignoreDisplayInSerach) base.push(VISIBLE);
  // Only what can be bought: a price in the request's currency (inactive products have no facts row).
  // The condition is left out where it changes nothing, so that the unfiltered catalogue's counts
  // still come from catalog_facet_totals.
  if (req.ignoreDisplayInSerach || !(await ctx.everyVisiblePriced())) base.push(pricedIn(priceList));
  if (req.excludeOOSProduct) base.push(IN_STOCK);

  const text = req.freeText?.trim() ?? '';
  const hasText = /[\p{L}\p{N}]/u.test(text);
  // Tokenised by the same parser as the index; tokens of two or more characters match as prefixes.
  const matching = hasText ? await textCondition(db, text) : null;
  // In another locale than the default, a product also matches by its words there (its translations,
  // stemmed by that language, in the facts' locale_words: two word indexes of one table, ORed).
  if (matching && ctx.locale)
    base.push({
      key: `${matching.condition.key}|${ctx.locale.culture}`,
      sql: sql`(${matching.condition.sql} or f.locale_words @@ ${localeTextQuery(ctx.locale, text)})`,
    });
  else if (matching) base.push(matching.condition);
  if (req.barcode) base.push({ key: `barcode:${req.barcode}`, sql: sql`f.barcodes @> array[${req.barcode}]::text[]` });

  const excludedBrands = req.includeExcludedBrand ? [] : (req.excludedBrandIds ?? []).map((v) => v.toLowerCase());
  if (excludedBrands.length) {
    const tokens = [...tokensOf(dict, 'brand', excludedBrands), ...tokensOf(dict, 'subBrand', excludedBrands)];
    if (tokens.length) base.push({ key: `-brand:${tokens.sort((a, b) => a - b).join(',')}`, sql: sql`not (${anyToken(tokens)})` });
  }
  const excludedCategories = (req.ExcludedcategoryIds ?? []).map((v) => v.toLowerCase());
  if (excludedCategories.length) {
    const tokens = tokensOf(dict, 'category', excludedCategories);
    if (tokens.length) base.push({ key: `-category:${tokens.sort((a, b) => a - b).join(',')}`, sql: sql`not (${anyToken(tokens)})` });
  }
  if (req.promoCode) base.push(await promotionCondition(db, req.promoCode, dict));

  const scope = landingScope(req, labels);
  for (const s of scope) {
    const tokens = s.facet === 'brand' ? [...tokensOf(dict, 'brand', s.ids), ...tokensOf(dict, 'subBrand', s.ids)] : tokensOf(dict, s.facet, s.ids);
    base.push({ key: `in-${s.facet}:${[...new Set(tokens)].sort((a, b) => a - b).join(',') || 'none'}`, sql: anyToken(tokens) });
  }
  const selections = collectSelections(req, labels);
  const groups = [...selections.values()].map((s) => groupCondition(s, dict, priceList));
  const landingCategories = scope.find((s) => s.facet === 'category')?.ids ?? [];
  const categories = selections.get('category')?.values ?? new Set(landingCategories);
  const pageSize = req.pageSize ?? DEFAULT_SEARCH_PAGE_SIZE;
  return {
    base,
    groups,
    priceList,
    bands: priceBands(priceList),
    rankQuery: matching?.rank ?? null,
    sortBy: sortKey(req, hasText),
    page: req.currentPage ?? 1,
    pageSize,
    allowFacets: Boolean(req.allowFacets ?? req.allowFacet ?? false) || Boolean(req.facetOnly),
    facetOnly: Boolean(req.facetOnly),
    onlyFacet: req.facet ? (CORE_FACET_KEYS[req.facet.toLowerCase()] ?? labels.attributes.get(req.facet.toLowerCase())?.fieldCode ?? req.facet) : null,
    singleCategoryId: categories.size === 1 ? [...categories][0] : null,
    scope,
  };
}

/** promoCode: the products a promotion applies to (its brand, its category, or all); unknown codes match nothing. */
async function promotionCondition(db: Db, code: string, dict: Dictionary): Promise<Condition> {
  const wanted = code.trim().toUpperCase();
  const promo = (await activePromotions(db)).find((p) => p.promoCode.toUpperCase() === wanted || p.voucherCode?.toUpperCase() === wanted);
  if (!promo) return { key: `promo:none`, sql: sql`false` };
  if (promo.brandId) {
    const t = [...tokensOf(dict, 'brand', [promo.brandId]), ...tokensOf(dict, 'subBrand', [promo.brandId])];
    return { key: `promo:brand:${t.join(',')}`, sql: anyToken(t) };
  }
  if (promo.categoryId) {
    const t = tokensOf(dict, 'category', [promo.categoryId]);
    return { key: `promo:category:${t.join(',')}`, sql: anyToken(t) };
  }
  return { key: 'promo:all', sql: sql`true` };
}
