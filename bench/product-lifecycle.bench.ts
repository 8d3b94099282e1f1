import { sql } from 'drizzle-orm';
import { listHistory, SYSTEM_ACTOR, type Actor } from '@/lib/service/history';
import { priceListLookup } from '@/lib/service/lookups';
import { createProduct, updateProduct } from '@/lib/service/products/lifecycle';
import { defaultPriceList } from '@/lib/service/products/pricing';
import type { BenchSuite } from './harness';

/**
 * Product lifecycle figures: creating a product with the vendor's body (validation against meta-info,
 * the row, its price, search row and history, one transaction), and the first page of the history of
 * a product with 1,000 recorded changes. Service functions in-process, as the route handlers call them.
 */
const actor: Actor = { ...SYSTEM_ACTOR, kind: 'staff', id: 'bench@example.test', name: 'Bench', source: 'page' };

export const suite: BenchSuite = {
  name: 'product lifecycle',
  async run(ctx) {
    const { db } = ctx;
    const run = Date.now().toString(36).toUpperCase();
    const category = (await db.execute<{ id: string }>(sql`select id from categories c where not exists (select 1 from categories x where x.parent_id = c.id) order by code limit 1`)).rows[0].id;
    const list = defaultPriceList(await priceListLookup(db));

    ctx.target('product create', 'p99 ≤ 50 ms');
    await ctx.latency(
      'product create',
      (i) =>
        createProduct(
          db,
          { name: `Bench lamp ${run} ${i}`, stockCode: `BENCH-${run}-${i}`, productCode: `BENCH-${run}`, itemTypes: 1, sellPrice: '24.99', basicInfo: { defaultCategoryId: category } },
          { actor, userId: null },
        ),
      {
        iterations: 200,
        warmup: 20,
        bare: (i) =>
          db.transaction(async (tx) => {
            const id = (await tx.execute<{ id: string }>(sql`insert into products (stock_code, name, default_category_id) values (${`BARE-${run}-${i}`}, ${`Bare lamp ${i}`}, ${category}) returning id`)).rows[0].id;
            await tx.execute(sql`insert into product_prices (product_id, price_list_id, sell_price, sell_price_exc_vat, list_price, cost_price, landing_cost, tax_class_id)
              values (${id}, ${list.id}, 24.99, 20.83, 24.99, 0, 0, (select min(id) from tax_classes))`);
          }),
      },
    );

    // One product with 1,000 edits recorded through the service (each edit is one history row).
    const subject = (await db.execute<{ id: string }>(sql`select id from products order by iid desc limit 1`)).rows[0].id;
    const existing = (await listHistory(db, 'product', subject, { page: 1, pagesize: 1 })).totalRecords;
    for (let i = existing; i < 1000; i++) await updateProduct(db, subject, { seo: { metaTitle: `Title ${run} ${i}` } }, { actor, userId: null });
    const pages = [1, 2, 5, 10, 20];
    ctx.target('history page (1,000 changes)', 'p99 ≤ 50 ms');
    await ctx.latency('history page (1,000 changes)', (i) => listHistory(db, 'product', subject, { page: pages[i % pages.length], pagesize: 50 }), {
      iterations: 300,
      warmup: 30,
      bare: (i) =>
        db.execute(sql`select * from change_history where entity = 'product' and entity_id = ${subject}
          order by id desc limit 50 offset ${(pages[i % pages.length] - 1) * 50}`),
    });
  },
};
