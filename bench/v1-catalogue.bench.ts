import { sql } from 'drizzle-orm';
import { searchQuerySchema } from '@/lib/api/schemas/product-search';
import { getProductDetail } from '@/lib/service/products/detail';
import { searchProducts } from '@/lib/service/products/search';
import type { BenchSuite } from './harness';

/**
 * v1 catalogue figures, each beside the bare SQL that returns the same data on the same database:
 * product detail and free-text and by-category search (count + first page + items);
 * bench/bulk.bench.ts times the bulk updates. Service functions are called in-process, as the route
 * handlers do.
 */
const firstPage = searchQuerySchema.parse({});

const FREE_TEXT = [
  'shirt', 'dress', 'boots', 'jeans', 'linen shirt', 'wool coat', 'chelsea boots', 'serum', 'headphones', 'leather belt',
  'trainers', 'cushion', 'tote bag', 'tee', 'midi dress', 'running', 'knitwear', 'denim jacket', 'candle', 'yoga mat',
];

export const suite: BenchSuite = {
  name: 'v1 catalogue',
  async run(ctx) {
    const { db } = ctx;
    const rows = <T>(q: ReturnType<typeof sql>) => db.execute<T & Record<string, unknown>>(q).then((r) => r.rows);
    // Two disjoint random samples: the service and the bare SQL each read products for the first time,
    // so neither is helped by pages the other brought into the buffer cache.
    const sample = (await rows<{ id: string }>(sql`select id from products order by md5(id::text) limit 640`)).map((r) => r.id);
    const productIds = sample.slice(0, 320);
    const bareIds = sample.slice(320);
    const codes = await rows<{ s: string; k: string }>(sql`select stock_code as s, sku as k from products order by md5(iid::text) limit 40`);
    const terms = [...FREE_TEXT, ...codes.slice(0, 20).map((c) => c.s), ...codes.slice(20).map((c) => c.k.toLowerCase())];
    const categories = (await rows<{ id: string }>(sql`select id from categories order by code`)).map((r) => r.id);
    const currency = (i: number) => (i % 3 === 0 ? 'EUR' : null);

    ctx.target('product detail', 'p99 ≤ 10 ms');
    // 60 warm-up calls: the first ~40 of a fresh process load the catalog entries of the ten tables the
    // detail reads and compile the mapping (measured 9–30 ms each); steady state is what a server serves.
    await ctx.latency('product detail', (i) => getProductDetail(db, productIds[i % productIds.length], currency(i)), {
      iterations: 300,
      warmup: 60,
      bare: (i) =>
        db.execute(sql`
          select p.*, b.name as brand, c.name as category,
            (select json_agg(pp) from product_prices pp where pp.product_id = p.id) as prices,
            (select json_agg(pi) from product_inventory pi where pi.product_id = p.id) as stock,
            (select json_agg(m) from product_media m where m.product_id = p.id) as media,
            (select json_agg(pc) from product_categories pc where pc.product_id = p.id) as categories,
            (select json_agg(d) from product_domains d where d.product_id = p.id) as domains,
            (select json_agg(r) from product_relations r where r.product_id = p.id) as related,
            (select json_agg(v.id) from products v where v.parent_id = coalesce(p.parent_id, p.id)) as variants
          from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.default_category_id
          where p.id = ${bareIds[i % bareIds.length]}`),
    });

    const bareItems = (ids: string) => sql`
      select p.id, p.iid, p.stock_code, p.name, p.sku, p.status, p.published_at, p.updated_at, b.name, c.name,
        (select m.url from product_media m where m.product_id = p.id and m.is_default limit 1),
        pp.sell_price, pp.cost_price,
        (select sum(i.stock_on_hand - i.stock_allocated) from product_inventory i where i.product_id = p.id)
      from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.default_category_id
      left join product_prices pp on pp.product_id = p.id and pp.price_list_id = (select id from price_lists where is_default)
      where p.id in (${sql.raw(ids)})`;

    ctx.target('advanced search, free text', 'p99 ≤ 50 ms');
    await ctx.latency('advanced search, free text', (i) => searchProducts(db, { freeText: terms[i % terms.length] }, firstPage, currency(i)), {
      iterations: 300,
      bare: async (i) => {
        const q = terms[i % terms.length].toLowerCase().match(/[\p{L}\p{N}]+/gu)!.map((w) => `${w}:*`).join(' & ');
        await db.execute(sql`select count(*) from product_search where search_vector @@ to_tsquery('simple', ${q})`);
        await db.execute(
          bareItems(`select product_id from product_search, to_tsquery('simple', '${q.replace(/'/g, "''")}') q
            where search_vector @@ q order by ts_rank(search_vector, q) desc, iid desc limit 10`),
        );
      },
    });

    ctx.target('search by category (with subcategories)', 'p99 ≤ 50 ms');
    await ctx.latency('search by category (with subcategories)', (i) => searchProducts(db, { categoryId: categories[i % categories.length] }, firstPage, currency(i)), {
      iterations: 300,
      bare: async (i) => {
        const id = categories[i % categories.length];
        // The textbook query: walk the tree, count distinct products, page by newest.
        const tree = sql`with recursive sub as (select id from categories where id = ${id}
          union all select c.id from categories c join sub on c.parent_id = sub.id)`;
        await db.execute(sql`${tree} select count(distinct product_id) from product_categories where category_id in (select id from sub)`);
        await db.execute(sql`${tree} select p.id from products p where exists (select 1 from product_categories pc
          where pc.product_id = p.id and pc.category_id in (select id from sub)) order by p.iid desc limit 10`);
      },
    });
  },
};
