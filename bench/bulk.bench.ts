import { sql, type SQL } from 'drizzle-orm';
import { textArray, uuidArray } from '@/lib/db/arrays';
import {
  anyFieldSchema,
  brandSchema,
  collectionSchema,
  cooSchema,
  hsnCodeSchema,
  multipleFieldsSchema,
  statusSchema,
  tagsSchema,
  vendorSchema,
} from '@/lib/api/schemas/bulk-update';
import {
  bulkUpdateAnyField,
  bulkUpdateBrand,
  bulkUpdateCollection,
  bulkUpdateCountryOfOrigin,
  bulkUpdateHsnCode,
  bulkUpdateMultipleFields,
  bulkUpdateStatus,
  bulkUpdateTags,
  bulkUpdateVendor,
} from '@/lib/service/products/bulk';
import { maintenanceSettled } from '@/lib/service/products/bulk/maintenance';
import { patchFacts, settleRetiredFacts, syncCatalogFacts, type FactsParts } from '@/lib/service/catalog-search/facts';
import { updateCategory } from '@/lib/service/categories';
import { listHistory, SYSTEM_ACTOR } from '@/lib/service/history';
import { undoRun } from '@/lib/service/products/bulk/undo';
import { figures, type BenchSuite } from './harness';

/**
 * Every bulk operation on (up to) 100,000 products, each beside the bare SQL that makes the same kind of
 * change to the same rows with the same indexes and triggers (the service sets one value, the bare SQL
 * another, so both rewrite every row). After each service call: how long until the v2 search facts
 * are current — patched in the call for brand, category, collection and stock-flag changes, retired
 * in the call for a status change that takes products out of the search, refreshed right after the
 * commit for the rest — the "search and facets reflect the change within 1 s" figure (issue 36).
 */
export const suite: BenchSuite = {
  name: 'bulk',
  async run(ctx) {
    const { db } = ctx;
    const rows = <T>(q: SQL) => db.execute<T & Record<string, unknown>>(q).then((r) => r.rows);
    const productIds = (await rows<{ id: string }>(sql`select id from products order by iid limit 100000`)).map((r) => r.id);
    const n = productIds.length;
    const ids = uuidArray(productIds);
    const by = { productIds, userId: null } as const;
    const [brandA, brandB] = await rows<{ id: string }>(sql`select id from brands where parent_id is null order by code limit 2`);
    const [leafA, leafB] = await rows<{ id: string }>(sql`
      select id from categories c where not exists (select 1 from categories k where k.parent_id = c.id) order by code limit 2`);
    const [colA, colB] = await rows<{ id: string }>(sql`select id from collections order by code limit 2`);
    const [supA, supB] = await rows<{ id: string }>(sql`select record_id as id from suppliers order by code limit 2`);
    const bump = sql`version = version + 1, updated_at = now(), updated_by = null`;
    // A change of a column the v2 search facts hold: the bare SQL notes the masters set-based, with the
    // per-row facts trigger off, as the service does (migration 0024) — not one trigger call per row.
    const noting = (update: SQL): SQL[] => [
      sql`select set_config('catalog.facts_tracking', 'off', true)`,
      sql`with upd as (${update} returning coalesce(parent_id, id) as m)
        insert into catalog_facts_dirty (product_id) select distinct m from upd on conflict do nothing`,
      sql`select set_config('catalog.facts_tracking', 'on', true)`,
    ];

    // A change of a dimension of the facts (brand, category, collection) or of the stock flag: the new
    // design patches the facts rows in the same transaction (patchFacts), with the facts triggers off.
    const patching = (...writes: SQL[]): SQL[] => [sql`select set_config('catalog.facts_tracking', 'off', true)`, ...writes];
    const operations: { label: string; service: () => Promise<unknown>; bare: SQL[]; patch?: FactsParts; settle?: boolean }[] = [
      {
        label: 'status',
        service: () => bulkUpdateStatus(db, statusSchema.parse({ productIds, status: 3 }), by),
        bare: noting(sql`update products set status = 2, published_at = coalesce(published_at, now()), ${bump} where id = any(${ids})`),
        // the new design settles the masters a status change retired from the search in the call
        settle: true,
      },
      {
        label: 'brand',
        service: () => bulkUpdateBrand(db, brandSchema.parse({ productIds, brandId: brandA.id }), by),
        bare: patching(sql`update products set brand_id = ${brandB.id}::uuid, subbrand_id = null, ${bump} where id = any(${ids})`),
        patch: { dimensions: true },
      },
      {
        label: 'default category',
        service: () => bulkUpdateAnyField(db, anyFieldSchema.parse({ productIds, fieldCode: 'Category', fieldValue: leafA.id }), by),
        bare: patching(
          sql`update products set default_category_id = ${leafB.id}::uuid, ${bump} where id = any(${ids})`,
          sql`delete from product_categories where product_id = any(${ids}) and is_default and category_id <> ${leafB.id}::uuid`,
          sql`insert into product_categories (product_id, category_id, is_default) select id, ${leafB.id}::uuid, true from unnest(${ids}) id
            on conflict (product_id, category_id) do update set is_default = true`,
        ),
        patch: { dimensions: true },
      },
      {
        label: 'any field (Weight)',
        service: () => bulkUpdateAnyField(db, anyFieldSchema.parse({ productIds, fieldCode: 'Weight', fieldValue: '1.25' }), by),
        bare: [sql`update products set weight = 1.5, ${bump} where id = any(${ids})`],
      },
      {
        label: 'multiple fields (2)',
        service: () =>
          bulkUpdateMultipleFields(
            db,
            multipleFieldsSchema.parse({ productIds, data: [{ fieldCode: 'Weight', fieldValue: '2.25' }, { fieldCode: 'SellWithoutInventory', fieldValue: 'true' }] }),
            by,
          ),
        bare: patching(sql`update products set weight = 2.5, sell_without_inventory = false, ${bump} where id = any(${ids})`),
        patch: { stock: true },
      },
      {
        label: 'tags (add)',
        service: () => bulkUpdateTags(db, tagsSchema.parse({ productIds, tags: ['bench-a'] }), by),
        bare: [
          sql`update products set tags = tags || array(select t from unnest(${textArray(['bench-b'])}) t where t <> all(tags)), ${bump}
            where id = any(${ids})`,
        ],
      },
      {
        label: 'collection (add)',
        service: () => bulkUpdateCollection(db, collectionSchema.parse({ productIds, collectionId: colA.id }), by),
        bare: patching(
          sql`update products set ${bump} where id = any(${ids})`,
          sql`insert into product_collections (product_id, collection_id) select id, ${colB.id}::uuid from unnest(${ids}) id on conflict do nothing`,
        ),
        patch: { dimensions: true },
      },
      {
        label: 'vendor',
        service: () => bulkUpdateVendor(db, vendorSchema.parse({ productIds, vendorId: supA.id }), by),
        bare: [sql`update products set supplier_id = ${supB.id}::uuid, ${bump} where id = any(${ids})`],
      },
      {
        label: 'HSN code',
        service: () => bulkUpdateHsnCode(db, hsnCodeSchema.parse({ productIds, hsnCode: '61091000' }), by),
        bare: [sql`update products set tariff_code = '61099020', ${bump} where id = any(${ids})`],
      },
      {
        label: 'country of origin',
        service: () => bulkUpdateCountryOfOrigin(db, cooSchema.parse({ productIds, countryOfOrigin: 'PT' }), by),
        bare: [sql`update products set origin_country = 'IT', ${bump} where id = any(${ids})`],
      },
    ];

    // Each figure starts on a vacuumed table with current facts, after the previous call's housekeeping.
    const settled = async () => {
      await maintenanceSettled();
      await syncCatalogFacts(db);
      await db.execute(sql`vacuum (analyze) products, product_search, product_categories, product_collections, catalog_search_facts`);
    };
    const runs = new Map<string, string>();
    const latestRun = async () => (await rows<{ id: string }>(sql`select id::text as id from bulk_runs order by started_at desc limit 1`))[0].id;
    for (const op of operations) {
      await settled();
      const label = `bulk ${op.label}, ${n.toLocaleString('en')} products`;
      await ctx.duration(label, async () => {
        await op.service();
        runs.set(op.label, await latestRun());
      }, {
        target: '≤ 3 s, ≤ ×1.3',
        settle: async () => {
          // The call has returned: time until the v2 search facts reflect it.
          const started = performance.now();
          await syncCatalogFacts(db);
          console.log(`  ${label}: search & facets current ${((performance.now() - started) / 1000).toFixed(2)} s after the call returned`);
          figures.push({ label: `${label}: search & facets current after`, value: `${((performance.now() - started) / 1000).toFixed(2)} s`, target: '≤ 1 s' });
          await settled();
        },
        bare: () =>
          db.transaction(async (tx) => {
            for (const q of op.bare) await tx.execute(q);
            if (op.patch) await patchFacts(tx, ids, op.patch);
            if (op.settle) await settleRetiredFacts(tx);
          }),
      });
    }
    await settled();
    await historyFigures(ctx, runs, productIds);
    await renameFigure(ctx);
  },
};

/**
 * Renaming the category with the most products (the bulk changes above moved every product into one): the rows the rename writes (the category,
 * its history; no product's search row, migration 0038) and its time, and that free text finds the
 * products by the new name at once.
 */
async function renameFigure(ctx: Parameters<BenchSuite['run']>[0]) {
  const { db } = ctx;
  const one = async (q: SQL) => Number((await db.execute<{ n: number }>(q)).rows[0]?.n ?? 0);
  const [largest] = (await db.execute<{ id: string; n: number }>(sql`
    select category_id::text as id, count(*)::int as n from product_categories group by category_id order by 2 desc limit 1`)).rows;
  const categoryId = largest.id;
  const linked = Number(largest.n);
  await maintenanceSettled();
  await syncCatalogFacts(db);
  // Rows whose live version a transaction after `since` wrote (xmin; the bench database is young enough
  // for 32-bit transaction ids to equal txid_current's).
  const since = await one(sql`select txid_current()::bigint as n`);
  const writtenSince = sql`select (select count(*) from products where xmin::text::bigint > ${since})
    + (select count(*) from product_search where xmin::text::bigint > ${since})
    + (select count(*) from catalog_search_facts where xmin::text::bigint > ${since}) as n`;
  await ctx.duration(`rename a category of ${linked.toLocaleString('en')} products`, () => updateCategory(db, categoryId, { name: `Bench renamed ${Date.now().toString(36)}` }), {
    target: 'O(1) rows',
  });
  await syncCatalogFacts(db);
  const touched = await one(writtenSince);
  console.log(`  product, search and facts rows written by the rename: ${touched}`);
  figures.push({ label: 'product, search and facts rows written by a category rename', value: touched.toLocaleString('en'), target: '0 (O(1))' });
}

/**
 * The history of those runs: rows each wrote (per-product rows plus, where the table exists, the
 * per-run-and-field rows of migration 0035), a product's history read after all ten runs (each
 * product has a row of every run in it), and the undo of the 100,000-product status run.
 */
async function historyFigures(ctx: Parameters<BenchSuite['run']>[0], runs: Map<string, string>, productIds: string[]) {
  const { db } = ctx;
  const one = async (q: SQL) => Number((await db.execute<{ n: number }>(q)).rows[0]?.n ?? 0);
  const hasRunTable = (await one(sql`select count(*)::int as n from pg_class where relname = 'bulk_run_history'`)) > 0;
  for (const [op, runId] of runs) {
    const perProduct = await one(sql`select count(*)::int as n from change_history where bulk_run_id = ${runId}::uuid`);
    const perRun = hasRunTable ? await one(sql`select count(*)::int as n from bulk_run_history where bulk_run_id = ${runId}::uuid`) : 0;
    const value = `${(perProduct + perRun).toLocaleString('en')} (${perProduct.toLocaleString('en')} per product, ${perRun.toLocaleString('en')} per run and field)`;
    console.log(`  history rows written by the ${op} run: ${value}`);
    figures.push({ label: `history rows written by the ${op} run`, value, target: 'O(fields)' });
  }
  const sample = Array.from({ length: 220 }, (_, i) => productIds[Math.floor((i * 7919) % productIds.length)]);
  const read = `a product's history read (first page of 20; every product in ${runs.size} runs)`;
  ctx.target(read, 'p99 ≤ 50 ms');
  await ctx.latency(read, (i) =>
    listHistory(db, 'product', sample[i % sample.length], { page: 1, pagesize: 20 }), { iterations: 200, warmup: 20 });
  const status = runs.get('status');
  if (status) {
    await maintenanceSettled();
    await ctx.duration(`undo of the status run, ${productIds.length.toLocaleString('en')} products`, () => undoRun(db, status, SYSTEM_ACTOR, null), {
      target: '≤ 3 s',
    });
    await maintenanceSettled();
  }
}
