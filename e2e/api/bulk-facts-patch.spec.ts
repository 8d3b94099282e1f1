import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import { openDatabase } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDatabase } from '@/lib/seed';
import { anyFieldSchema, brandSchema, collectionSchema, multipleFieldsSchema, statusSchema } from '@/lib/api/schemas/bulk-update';
import { syncCatalogFacts } from '@/lib/service/catalog-search/facts';
import { bulkUpdateAnyField, bulkUpdateBrand, bulkUpdateCollection, bulkUpdateMultipleFields, bulkUpdateStatus } from '@/lib/service/products/bulk';
import { maintenanceSettled } from '@/lib/service/products/bulk/maintenance';
import { undoRun } from '@/lib/service/products/bulk/undo';
import { SYSTEM_ACTOR } from '@/lib/service/history';
import { expect, test } from '../support/api';

/**
 * A bulk change of brand, default category, collection, the stock flag or the visibility brings the v2
 * search facts up to date in its own transaction (patchFacts), and a status change retires the masters
 * it takes out of the search (settleRetiredFacts): when the call returns nothing is left noted for a
 * refresh, and the facts rows and the unfiltered catalogue's facet totals are exactly what a full
 * rebuild makes of the same catalogue. On a database of its own, so that nothing else writes meanwhile.
 */

type FactsRow = { product_id: string; tokens: number[]; text_refs: string[]; search_vector: string; in_stock: boolean; is_visible: boolean };

const factsOf = async (db: Db, ids: string[]) =>
  (await db.execute<FactsRow>(sql`
    select product_id::text, tokens, text_refs, search_vector::text, in_stock, is_visible from catalog_search_facts
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

test('bulk brand, category, collection, stock-flag, visibility and status changes leave the facts current when they return, as a rebuild would', async () => {
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

    // Its undo patches the facts back as well.
    const [run] = (await db.execute<{ id: string }>(sql`select id::text from bulk_runs order by started_at desc limit 1`)).rows.map((r) => r.id);
    await bulkUpdateBrand(db, brandSchema.parse({ productIds: masters.slice(6, 12), brandId: subBrand }), by);
    const [second] = (await db.execute<{ id: string }>(sql`select id::text from bulk_runs order by started_at desc limit 1`)).rows.map((r) => r.id);
    expect(second).not.toBe(run);
    await undoRun(db, second, SYSTEM_ACTOR, null);
    expect(await noted(db)).toBe(0);
    await expectSameAsRebuild(db, rows);

    const [category] = (await db.execute<{ id: string }>(sql`
      select c.id::text from categories c where not exists (select 1 from categories k where k.parent_id = c.id) order by c.code desc limit 1`)).rows.map((r) => r.id);
    await bulkUpdateAnyField(db, anyFieldSchema.parse({ productIds, fieldCode: 'Category', fieldValue: category }), by);
    expect(await noted(db)).toBe(0);
    expect((await factsOf(db, rows)).every((r) => r.text_refs.includes(category))).toBe(true);
    await expectSameAsRebuild(db, rows);
    const [categoryRun] = (await db.execute<{ id: string }>(sql`select id::text from bulk_runs order by started_at desc limit 1`)).rows.map((r) => r.id);
    const beforeUndo = await factsOf(db, rows);
    await undoRun(db, categoryRun, SYSTEM_ACTOR, null);
    expect(await noted(db)).toBe(0);
    expect(await factsOf(db, rows)).not.toEqual(beforeUndo);
    await expectSameAsRebuild(db, rows);

    const [collection] = (await db.execute<{ id: string }>(sql`select id::text from collections order by code desc limit 1`)).rows.map((r) => r.id);
    await bulkUpdateCollection(db, collectionSchema.parse({ productIds, collectionId: collection }), by);
    expect(await noted(db)).toBe(0);
    await expectSameAsRebuild(db, rows);

    // The stock flag, on products of which some are out of stock: they come into stock, and back.
    const outOfStock = masters.slice(0, 4);
    await db.execute(sql`
      update product_inventory set stock_on_hand = 0, stock_allocated = 0
      where product_id in (select id from products where id = any(${uuidArray(outOfStock)}) or parent_id = any(${uuidArray(outOfStock)}))`);
    await db.execute(sql`update products set sell_without_inventory = false where id = any(${uuidArray(productIds)}) or parent_id = any(${uuidArray(masters)})`);
    await syncCatalogFacts(db);
    expect((await factsOf(db, outOfStock)).map((r) => r.in_stock)).toEqual([false, false, false, false]);
    const both = (value: string) =>
      multipleFieldsSchema.parse({ productIds, data: [{ fieldCode: 'Weight', fieldValue: '1.5' }, { fieldCode: 'SellWithoutInventory', fieldValue: value }] });
    await bulkUpdateMultipleFields(db, both('true'), by);
    expect(await noted(db)).toBe(0);
    expect((await factsOf(db, rows)).every((r) => r.in_stock)).toBe(true);
    await expectSameAsRebuild(db, rows);
    await bulkUpdateMultipleFields(db, both('false'), by);
    expect(await noted(db)).toBe(0);
    expect((await factsOf(db, outOfStock)).some((r) => r.in_stock)).toBe(false);
    await expectSameAsRebuild(db, rows);
    const [stockRun] = (await db.execute<{ id: string }>(sql`select id::text from bulk_runs order by started_at desc limit 1`)).rows.map((r) => r.id);
    await undoRun(db, stockRun, SYSTEM_ACTOR, null);
    expect(await noted(db)).toBe(0);
    expect((await factsOf(db, outOfStock)).every((r) => r.in_stock)).toBe(true);
    await expectSameAsRebuild(db, rows);

    await bulkUpdateAnyField(db, anyFieldSchema.parse({ productIds: masters.slice(0, 5), fieldCode: 'Visibility', fieldValue: 'false' }), by);
    expect(await noted(db)).toBe(0);
    expect((await factsOf(db, masters.slice(0, 5))).map((r) => r.is_visible)).toEqual([false, false, false, false, false]);
    await expectSameAsRebuild(db, rows);

    // Status: taken out of the search (Draft) the masters lose their rows in the call; made Active
    // again they are noted, and the refresh after the call builds them.
    await bulkUpdateStatus(db, statusSchema.parse({ productIds: masters.slice(0, 8), status: 1 }), by);
    expect(await noted(db)).toBe(0);
    expect(await factsOf(db, masters.slice(0, 8))).toEqual([]);
    await expectSameAsRebuild(db, rows);
    await bulkUpdateStatus(db, statusSchema.parse({ productIds: masters.slice(0, 8), status: 2 }), by);
    await syncCatalogFacts(db);
    expect((await factsOf(db, masters.slice(0, 8))).length).toBe(8);
    await expectSameAsRebuild(db, rows);
  } finally {
    await maintenanceSettled();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
