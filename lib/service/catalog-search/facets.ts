import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { Facet } from '@/lib/api/schemas/catalog-search';
import { cached, invalidate } from '../cache';
import { SEARCH_CACHE_PREFIX, type Dictionary, type Labels } from './dictionary';
import { ancestorsOf } from './items';
import { IN_STOCK, pricedIn, VISIBLE, type Condition, type SearchPlan } from './plan';

/**
 * Facet counts: SQL aggregates over catalog_search_facts. One pass counts every facet (and the total)
 * over the rows matching all conditions; each facet with a selection gets its own pass over the rows
 * matching all conditions but its own group, so its other values keep their counts (multi-select).
 * Pass results are cached per facts generation and condition set: large match sets (a department, the
 * whole catalogue) cost one scan per generation, and a catalogue change starts a new generation.
 */
const COUNTS_TTL_MS = 5 * 60_000;
const MAX_CACHED_PASSES = 5000;
let cachedPasses = new Set<string>();
let cachedGeneration = -1;

/** token → count; price bands as `band:<index>`; the number of matching products as `total`. */
type Counts = Map<string, number>;

export const whereOf = (conditions: Condition[]): SQL =>
  conditions.length ? sql.join(conditions.map((c) => sql`(${c.sql})`), sql` and `) : sql`true`;

const passKey = (conditions: Condition[]) => conditions.map((c) => c.key).sort().join('&');
const IN_STOCK_VISIBLE = passKey([VISIBLE, IN_STOCK]);

/**
 * Whether every visible facts row has a price in the price list, when "priced" leaves nothing out
 * (and the unfiltered catalogue keeps its precomputed counts): one scan per facts generation.
 */
export function everyVisiblePriced(db: Db, generation: number, priceList: Pick<SearchPlan['priceList'], 'iid'>): Promise<boolean> {
  return cached(`${SEARCH_CACHE_PREFIX}priced:g${generation}:${priceList.iid}`, COUNTS_TTL_MS, async () => {
    const k = sql.raw(String(priceList.iid));
    const r = await db.execute<{ every: boolean }>(
      sql`select not exists (select 1 from catalog_search_facts f where f.is_visible and f.min_prices[${k}] is null) as every`,
    );
    return Boolean(r.rows[0].every);
  });
}

function bandExpr(plan: Pick<SearchPlan, 'priceList' | 'bands'>): SQL {
  const k = sql.raw(String(plan.priceList.iid));
  const edges = plan.bands.slice(1).map((b) => b.lo);
  return sql`width_bucket(f.min_prices[${k}], ${sql.raw(`'{${edges.join(',')}}'::int[]`)})`;
}

/**
 * One pass over the rows matching `conditions`: the counts of tokens, of price bands and/or the total,
 * each cached on its own (token counts do not depend on the currency, band counts do).
 */
async function countPass(
  db: Db,
  generation: number,
  plan: Pick<SearchPlan, 'priceList' | 'bands'>,
  conditions: Condition[],
  want: { tokens: boolean; bands: boolean; total: boolean },
): Promise<Counts> {
  if (generation !== cachedGeneration || cachedPasses.size >= MAX_CACHED_PASSES) {
    invalidate(`${SEARCH_CACHE_PREFIX}counts:`);
    cachedPasses = new Set();
    cachedGeneration = generation;
  }
  const where = whereOf(conditions);
  const conditionsKey = passKey(conditions);
  const k = sql.raw(String(plan.priceList.iid));
  const part = (name: string, query: SQL): Promise<{ kind: string; value: number; n: number }[]> => {
    const key = `${SEARCH_CACHE_PREFIX}counts:g${generation}:${name}:${conditionsKey}`;
    cachedPasses.add(key);
    return cached(key, COUNTS_TTL_MS, async () => (await db.execute<{ kind: string; value: number; n: number }>(query)).rows);
  };
  // The unfiltered visible catalogue's counts, and its in-stock part's, are kept in catalog_facet_totals
  // (token 0: the total).
  const precomputed =
    conditionsKey === VISIBLE.key ? sql.raw('products') : conditionsKey === IN_STOCK_VISIBLE ? sql.raw('in_stock_products') : null;
  const parts = await Promise.all([
    want.tokens
      ? part(
          'tokens',
          precomputed
            ? sql`select 't' as kind, token as value, ${precomputed} as n from catalog_facet_totals where token > 0 and ${precomputed} > 0`
            : sql`select 't' as kind, t as value, count(*)::int as n from (select unnest(f.tokens) as t from catalog_search_facts f where ${where}) s group by t`,
        )
      : [],
    want.bands
      ? part(
          `bands@${plan.priceList.iid}`,
          sql`select 'b' as kind, ${bandExpr(plan)} as value, count(*)::int as n from catalog_search_facts f where ${where} and f.min_prices[${k}] is not null group by 2`,
        )
      : [],
    want.total
      ? part(
          'total',
          precomputed
            ? sql`select 'n' as kind, 0 as value, coalesce((select ${precomputed} from catalog_facet_totals where token = 0), 0) as n`
            : sql`select 'n' as kind, 0 as value, count(*)::int as n from catalog_search_facts f where ${where}`,
        )
      : [],
  ]);
  const counts: Counts = new Map();
  for (const r of parts.flat()) counts.set(r.kind === 't' ? String(r.value) : r.kind === 'b' ? `band:${r.value}` : 'total', Number(r.n));
  return counts;
}

/** Products per facet value (token) among all visible searchable products; shares the unfiltered search's cache. */
export async function visibleTokenCounts(db: Db, generation: number, plan: Pick<SearchPlan, 'priceList' | 'bands'>): Promise<Map<number, number>> {
  // What an unfiltered search counts: visible, and priced in the list unless every visible product is.
  const priced = await everyVisiblePriced(db, generation, plan.priceList);
  const conditions = priced ? [VISIBLE] : [VISIBLE, pricedIn(plan.priceList)];
  const counts = await countPass(db, generation, plan, conditions, { tokens: true, bands: false, total: false });
  return new Map([...counts].map(([k, n]) => [Number(k), n]));
}

/** The number of products matching the plan (when facets are off). */
export async function countMatches(db: Db, generation: number, plan: SearchPlan): Promise<number> {
  const counts = await countPass(db, generation, plan, [...plan.base, ...plan.groups], { tokens: false, bands: false, total: true });
  return counts.get('total') ?? 0;
}

export interface FacetCounts {
  total: number;
  /** facet key → (item key → count). */
  byFacet: Map<string, Map<string, number>>;
}

/** Counts for every facet (or only `plan.onlyFacet`), with multi-select semantics. */
export async function facetCounts(db: Db, generation: number, plan: SearchPlan, dict: Dictionary): Promise<FacetCounts> {
  const all = [...plan.base, ...plan.groups];
  const selectedFacets = new Set(plan.groups.map((g) => g.facet));
  const wanted = (facet: string) => !plan.onlyFacet || plan.onlyFacet === facet;
  const mainWantsTokens = [...dict.byId.values()].some((v) => wanted(v.facet) && !selectedFacets.has(v.facet));
  const main = countPass(db, generation, plan, all, {
    tokens: mainWantsTokens,
    bands: wanted('price') && !selectedFacets.has('price'),
    total: true,
  });
  const own = plan.groups
    .filter((g) => wanted(g.facet))
    .map(async (g) => ({
      facet: g.facet,
      counts: await countPass(
        db,
        generation,
        plan,
        all.filter((c) => c !== g),
        { tokens: g.facet !== 'price', bands: g.facet === 'price', total: false },
      ),
    }));
  const [mainCounts, ownCounts] = await Promise.all([main, Promise.all(own)]);

  const byFacet = new Map<string, Map<string, number>>();
  const put = (facet: string, item: string, n: number) => {
    const m = byFacet.get(facet) ?? new Map<string, number>();
    m.set(item, n);
    byFacet.set(facet, m);
  };
  const spread = (counts: Counts, onlyFacet: string | null) => {
    for (const [k, n] of counts) {
      if (k === 'total') continue;
      if (k.startsWith('band:')) {
        put('price', k.slice(5), n);
        continue;
      }
      const v = dict.byId.get(Number(k));
      if (!v || !wanted(v.facet)) continue;
      if (onlyFacet ? v.facet !== onlyFacet : selectedFacets.has(v.facet)) continue;
      put(v.facet, v.value, n);
    }
  };
  spread(mainCounts, null);
  for (const o of ownCounts) spread(o.counts, o.facet);
  return { total: mainCounts.get('total') ?? 0, byFacet };
}

const FACET_ORDER: Record<string, { name: string; order: number }> = {
  category: { name: 'Category', order: 1 },
  brand: { name: 'Brand', order: 2 },
  subBrand: { name: 'Sub-brand', order: 3 },
  price: { name: 'Price', order: 4 },
  colour: { name: 'Colour', order: 5 },
  collection: { name: 'Collection', order: 6 },
};

/**
 * On a landing page (plan.scope) its own facet lists only what lies within it: the categories below
 * the page's category (not the page itself, its ancestors, or categories that products of the page
 * also belong to elsewhere), the page's brand (and its parent or sub-brands).
 */
function withinScope(plan: SearchPlan, labels: Labels): (facet: string, key: string) => boolean {
  const category = plan.scope.find((s) => s.facet === 'category');
  const brand = plan.scope.find((s) => s.facet === 'brand');
  return (facet, key) => {
    if (facet === 'category' && category)
      return ancestorsOf(key, labels).slice(1).some((a) => category.ids.includes(a));
    if ((facet === 'brand' || facet === 'subBrand') && brand) {
      const b = labels.brands.get(key);
      return brand.ids.some((id) => id === key || b?.parentId === id || labels.brands.get(id)?.parentId === key);
    }
    return true;
  };
}

/** The `filters` of the result: facets with labelled items, zero-count items left out unless selected. */
export function facetEntries(counts: FacetCounts, plan: SearchPlan, dict: Dictionary, labels: Labels): Facet[] {
  const selected = new Map(plan.groups.map((g) => [g.facet, g.selected]));
  const facets: Facet[] = [];
  const keyOf = new Map<string, string>([...dict.byId.values()].map((v) => [`${v.facet}\u0000${v.value}`, v.label]));
  const inScope = withinScope(plan, labels);
  for (const [facet, items] of counts.byFacet) {
    const sel = selected.get(facet) ?? new Set<string>();
    const attribute = labels.attributes.get(facet.toLowerCase());
    const meta = FACET_ORDER[facet] ?? { name: attribute?.fieldName ?? facet, order: 10 + (attribute?.displayOrder ?? 0) };
    const entries = [...items].filter(([key, n]) => n > 0 && (sel.has(key) || inScope(facet, key)));
    for (const v of sel) if (!items.has(v) || items.get(v) === 0) if (facet !== 'price') entries.push([v, 0]);
    const list = entries.map(([value, count]) => {
      const item = { key: value, name: value, count, isSelected: sel.has(value), displayOrder: 0, parentKey: '', level: 0 };
      if (facet === 'brand' || facet === 'subBrand') {
        const b = labels.brands.get(value);
        item.name = b?.name ?? value;
        item.parentKey = b?.parentId ?? '';
      } else if (facet === 'category') {
        const c = labels.categories.get(value);
        item.name = c?.label ?? value;
        item.parentKey = c?.parentId ?? '';
        item.level = c?.level ?? 0;
        item.displayOrder = c?.displayOrder ?? 0;
      } else if (facet === 'collection') {
        item.name = labels.collections.get(value)?.name ?? value;
      } else if (facet === 'price') {
        const band = plan.bands[Number(value)];
        if (band) item.key = band.key;
        item.displayOrder = Number(value);
        item.name = band ? bandName(band.key, plan.priceList.currency.symbol) : value;
        item.isSelected = sel.has(item.key);
      } else if (attribute?.inputType === 6) {
        item.name = value === 'true' ? 'Yes' : value === 'false' ? 'No' : value;
      } else {
        item.name = attribute?.options.get(value) ?? keyOf.get(`${facet}\u0000${value}`) ?? value;
      }
      return item;
    });
    if (facet === 'price') for (const s of sel) if (!list.some((i) => i.key === s)) list.push({ key: s, name: bandName(s, plan.priceList.currency.symbol), count: 0, isSelected: true, displayOrder: 99, parentKey: '', level: 0 });
    list.sort((a, b) =>
      facet === 'price' ? a.displayOrder - b.displayOrder : facet === 'category' ? a.level - b.level || a.displayOrder - b.displayOrder || a.name.localeCompare(b.name) : b.count - a.count || a.name.localeCompare(b.name),
    );
    if (facet !== 'price' && facet !== 'category') list.forEach((item, i) => (item.displayOrder = i + 1));
    facets.push({ name: meta.name, key: facet, displayOrder: meta.order, type: facet === 'price' ? 'range' : 'multiSelect', isSelected: sel.size > 0, items: list });
  }
  return facets.sort((a, b) => a.displayOrder - b.displayOrder);
}

function bandName(key: string, symbol: string): string {
  const [lo, hi] = key.split('-');
  if (!hi) return `${symbol}${lo} and over`;
  if (!lo || lo === '0') return `Under ${symbol}${hi}`;
  return `${symbol}${lo} to ${symbol}${hi}`;
}
