import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import { openDatabase } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDatabase } from '@/lib/seed';
import { anyFieldSchema, brandSchema, collectionSchema } from '@/lib/api/schemas/bulk-update';
import { syncCatalogFacts } from '@/lib/service/catalog-search/facts';
import { bulkUpdateAnyField, bulkUpdateBrand, bulkUpdateCollection } from '@/lib/service/products/bulk';
import { maintenanceSettled } from '@/lib/service/products/bulk/maintenance';
import { expect, test } from '../support/api';

/**
 * A bulk change of brand, default category or collection brings the v2 search facts up to date in its
 * own transaction (patchFactsDimensions): when the call returns nothing is left noted for a refresh,
 * and the facts rows and the unfiltered catalogue's facet totals are exactly what a full rebuild
 * makes of the same catalogue. On a database of its own, so that nothing else writes meanwhile.
 */

type FactsRow = { product_id: string; tokens: number[]; text_refs: string[]; search_vector: string };

const factsOf = async (db: Db, ids: string[]) =>
  (await db.execute<FactsRow>(sql`
    select product_id::text, tokens, text_refs, search_vector::text from catalog_search_facts
    where product_id = any(${uuidArray(ids)}) order by product_id`)).rows.map((r) => ({ ...r, text_refs: [...r.text_refs].sort() }));
const totals = async (db: Db) =>
  (await db.execute(sql`select token, products, in_stock_products from catalog_facet_totals where products <> 0 or in_stock_products <> 0 order by token`)).rows;
const noted = async (db: Db) => Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from catalog_facts_dirty`)).rows[0].n);

/** What a full rebuild makes of the catalogue as it is: the patched facts and totals must equal it. */
async function expectSameAsRebuild(db: Db, ids: string[]) {
  const patched = { facts: await factsOf(db, ids), totals: await totals(db) };
  await db.execute(sql`insert into catalog_facts_dirty (product_id) values ('00000000-0000-0000-0000-000000000000')`);
  await syncCatalogFacts(db);
  expect(patched).toEqual({ facts: await factsOf(db, ids), totals: await totals(db) });
}

test('bulk brand, category and collection changes leave the facts current when they return, as a rebuild would', async () => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-facts-patch-'));
  const handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), databaseUrl: '' });
  try {
    const { db } = handle;
    await applyMigrations(handle);
    await seedDatabase(db, { products: 300 });
    await syncCatalogFacts(db);
    // Masters with variants among them, and a variant listed on its own (its master's row is patched).
    const masters = (await db.execute<{ id: string }>(sql`
      select f.product_id::text as id from catalog_search_facts f order by f.iid limit 24`)).rows.map((r) => r.id);
    const [variant] = (await db.execute<{ id: string }>(sql`
      select v.id::text as id from products v join catalog_search_facts f on f.product_id = v.parent_id
      where not (v.parent_id = any(${uuidArray(masters)})) limit 1`)).rows.map((r) => r.id);
    const productIds = [...masters, variant];
    const [master] = (await db.execute<{ id: string }>(sql`select parent_id::text as id from products where id = ${variant}::uuid`)).rows.map((r) => r.id);
    const rows = [...masters, master];
    const by = { userId: null } as const;

    const [brand, subBrand] = (await db.execute<{ id: string }>(sql`
      (select id::text from brands where parent_id is null order by code desc limit 1)
      union all (select id::text from brands where parent_id is not null order by code desc limit 1)`)).rows.map((r) => r.id);
    await bulkUpdateBrand(db, brandSchema.parse({ productIds, brandId: brand }), by);
    expect(await noted(db)).toBe(0);
    const after = await factsOf(db, rows);
    expect(after.every((r) => r.text_refs.includes(brand))).toBe(true);
    await expectSameAsRebuild(db, rows);

    await bulkUpdateBrand(db, brandSchema.parse({ productIds: masters.slice(0, 6), brandId: subBrand }), by);
    expect(await noted(db)).toBe(0);
    await expectSameAsRebuild(db, rows);

    const [category] = (await db.execute<{ id: string }>(sql`
      select c.id::text from categories c where not exists (select 1 from categories k where k.parent_id = c.id) order by c.code desc limit 1`)).rows.map((r) => r.id);
    await bulkUpdateAnyField(db, anyFieldSchema.parse({ productIds, fieldCode: 'Category', fieldValue: category }), by);
    expect(await noted(db)).toBe(0);
    expect((await factsOf(db, rows)).every((r) => r.text_refs.includes(category))).toBe(true);
    await expectSameAsRebuild(db, rows);

    const [collection] = (await db.execute<{ id: string }>(sql`select id::text from collections order by code desc limit 1`)).rows.map((r) => r.id);
    await bulkUpdateCollection(db, collectionSchema.parse({ productIds, collectionId: collection }), by);
    expect(await noted(db)).toBe(0);
    await expectSameAsRebuild(db, rows);
  } finally {
    await maintenanceSettled();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
