import { sql } from 'drizzle-orm';
import { catalogSearchRequestSchema, type CatalogSearchRequest } from '@/lib/api/schemas/catalog-search';
import { addItem, createBasket } from '@/lib/service/baskets';
import { invalidate } from '@/lib/service/cache';
import { searchCatalog } from '@/lib/service/catalog-search';
import { SEARCH_CACHE_PREFIX } from '@/lib/service/catalog-search/dictionary';
import type { BenchSuite } from './harness';

/**
 * v2 commerce: faceted catalogue search (facets on) over a mix of storefront requests, and basket
 * add-item, each beside the bare SQL that does the same essential work.
 *
 * Search mix: the catalogue unfiltered and sorted three ways, each top-level department, a department
 * with a brand, with a colour and a price band, attribute filters, and free-text words of several
 * sizes, pages 1–3. "warm" keeps the per-filter-set facet cache as production does (the storefront
 * asks the same department pages again and again); "cold" empties that cache before every call, so
 * every call aggregates its facets from scratch. The bare SQL is one statement per request: total,
 * facet-value counts over the matches (one pass, no multi-select passes) and the page of ids.
 */
const WORDS = ['dress', 'shirt', 'leather', 'wireless', 'linen', 'boots', 'serum', 'lamp', 'jeans', 'tent', 'oak', 'pro', 'northfold', 'mug', 'jacket', 'cotton'];

interface Case {
  request: CatalogSearchRequest;
  bare: ReturnType<typeof sql>;
}

export const suite: BenchSuite = {
  name: 'v2-commerce',
  async run(ctx) {
    const { db } = ctx;
    const first = await searchCatalog(db, catalogSearchRequestSchema.parse({ allowFacets: true, pageSize: 1 }), null);
    const facet = (key: string) => first.filters.find((f) => f.key === key)?.items ?? [];
    const departments = facet('category').filter((c) => c.level === 1);
    const brands = facet('brand');
    const colours = facet('colour');
    const bands = facet('price');
    const attribute = first.filters.find((f) => !['brand', 'subBrand', 'category', 'collection', 'colour', 'price'].includes(f.key));
    const tokenOf = async (facetKey: string, value: string) =>
      Number((await db.execute<{ id: number }>(sql`select id from catalog_facet_values where facet = ${facetKey} and value = ${value}`)).rows[0]?.id ?? -1);

    const requests: { request: Record<string, unknown>; where: ReturnType<typeof sql>; order: string }[] = [];
    const visible = sql`f.is_visible`;
    for (const [i, sortBy] of ['newest', 'price-asc', 'name-asc'].entries())
      requests.push({ request: { allowFacets: true, sortBy, currentPage: i + 1 }, where: visible, order: sortBy === 'price-asc' ? 'f.min_prices[1]' : sortBy === 'name-asc' ? 'f.sort_name' : 'f.created_at desc' });
    for (const [i, d] of departments.entries()) {
      const t = await tokenOf('category', d.key);
      requests.push({ request: { allowFacets: true, filters: [{ key: 'category', values: [d.key] }], currentPage: (i % 3) + 1 }, where: sql`f.is_visible and f.tokens && array[${t}]::int[]`, order: 'f.created_at desc' });
      const b = brands[i % brands.length];
      const tb = await tokenOf('brand', b.key);
      requests.push({
        request: { allowFacets: true, filters: [{ key: 'category', values: [d.key] }, { key: 'brand', values: [b.key] }] },
        where: sql`f.is_visible and f.tokens && array[${t}]::int[] and f.tokens && array[${tb}]::int[]`,
        order: 'f.created_at desc',
      });
      const c = colours[i % colours.length];
      const tc = await tokenOf('colour', c.key);
      const band = bands[i % bands.length];
      const [lo, hi] = band.key.split('-').map((v) => (v === '' ? null : Number(v) * 100));
      requests.push({
        request: { allowFacets: true, sortBy: 'price-asc', filters: [{ key: 'category', values: [d.key] }, { key: 'colour', values: [c.key] }, { key: 'price', values: [band.key] }] },
        where: sql`f.is_visible and f.tokens && array[${t}]::int[] and f.tokens && array[${tc}]::int[] and f.min_prices[1] >= ${lo ?? 0} ${hi === null ? sql`` : sql`and f.min_prices[1] < ${hi}`}`,
        order: 'f.min_prices[1]',
      });
    }
    if (attribute)
      for (const v of attribute.items.slice(0, 3)) {
        const t = await tokenOf(attribute.key, v.key);
        requests.push({ request: { allowFacets: true, filters: [{ key: attribute.key, values: [v.key] }] }, where: sql`f.is_visible and f.tokens && array[${t}]::int[]`, order: 'f.created_at desc' });
      }
    for (const [i, word] of WORDS.entries())
      requests.push({
        request: { allowFacets: true, freeText: word, currentPage: (i % 2) + 1 },
        where: sql`f.is_visible and f.search_vector @@ to_tsquery('simple', ${`${word}:*`})`,
        order: `ts_rank(f.search_vector, to_tsquery('simple', '${word}:*')) desc`,
      });

    const cases: Case[] = requests.map((r) => {
      const request = catalogSearchRequestSchema.parse(r.request);
      const offset = ((request.currentPage ?? 1) - 1) * 20;
      return {
        request,
        bare: sql`
          select 'n' as k, count(*)::int as n from catalog_search_facts f where ${r.where}
          union all
          select 't', count(*)::int from (select unnest(f.tokens) as t from catalog_search_facts f where ${r.where}) s group by t
          union all
          select 'p', 0 from (select f.product_id from catalog_search_facts f where ${r.where} order by ${sql.raw(r.order)}, f.iid limit 20 offset ${offset}) p`,
      };
    });
    console.log(`  search mix: ${cases.length} requests (${departments.length} departments, ${WORDS.length} words)`);

    const warm = 'faceted search, warm facet cache (mix)';
    const cold = 'faceted search, no facet cache (mix)';
    ctx.target(warm, 'p99 ≤ 100 ms');
    ctx.target(cold, 'p99 ≤ 100 ms');
    await ctx.latency(warm, (i) => searchCatalog(db, cases[i % cases.length].request, null), {
      iterations: 300,
      warmup: cases.length,
      bare: (i) => db.execute(cases[i % cases.length].bare),
    });
    await ctx.latency(
      cold,
      (i) => {
        invalidate(`${SEARCH_CACHE_PREFIX}counts:`);
        return searchCatalog(db, cases[i % cases.length].request, null);
      },
      { iterations: 150, warmup: 10, bare: (i) => db.execute(cases[i % cases.length].bare) },
    );
    const unfiltered = catalogSearchRequestSchema.parse({ allowFacets: true });
    await ctx.latency(
      'faceted search, whole catalogue, no facet cache',
      () => {
        invalidate(`${SEARCH_CACHE_PREFIX}counts:`);
        return searchCatalog(db, unfiltered, null);
      },
      { iterations: 30, warmup: 3, bare: () => db.execute(cases[0].bare) },
    );

    // Basket add-item: a shopper adds one unit of one of 20 products, again and again.
    const pool = await db.execute<{ id: string }>(sql`
      select p.id from products p
      where p.status = 2 and p.is_active and not p.has_variant and p.max_purchase_qty = 0
        and (select sum(stock_on_hand - stock_allocated) from product_inventory i where i.product_id = p.id) >= 500
      order by p.iid limit 20`);
    const products = pool.rows.map((r) => r.id);
    const shopper = { userId: null, email: 'bench@example.test' };
    const basket = await createBasket(db, {}, shopper, null);
    const bareBasket = await createBasket(db, {}, shopper, null);
    ctx.target('basket add-item (returns the recomputed basket)', 'p99 ≤ 100 ms');
    await ctx.latency(
      'basket add-item (returns the recomputed basket)',
      (i) => addItem(db, basket.id, { productId: products[i % products.length], qty: 1 }, shopper),
      {
        iterations: 200,
        warmup: 20,
        bare: (i) =>
          db.transaction(async (tx) => {
            await tx.execute(sql`select id from baskets where id = ${bareBasket.id} for update`);
            await tx.execute(sql`
              insert into basket_lines (basket_id, product_id, qty) values (${bareBasket.id}, ${products[i % products.length]}, 1)
              on conflict on constraint basket_lines_product do update set qty = basket_lines.qty + 1`);
          }),
      },
    );
    await db.execute(sql`delete from baskets where id in (${basket.id}, ${bareBasket.id})`);
  },
};
