import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { multipleFieldsSchema, statusSchema } from '@/lib/api/schemas/bulk-update';
import { listHistory, SYSTEM_ACTOR } from '@/lib/service/history';
import { bulkUpdateMultipleFields, bulkUpdateStatus } from '@/lib/service/products/bulk';
import { maintenanceSettled } from '@/lib/service/products/bulk/maintenance';
import { createRun, finishRun, listRunChanges } from '@/lib/service/products/bulk/runs';
import { undoRun } from '@/lib/service/products/bulk/undo';
import { expect, test, uniqueSuffix } from '../support/api';
import { migrateUpTo } from '../support/migrations';

/**
 * A bulk run's history as one row per run and field (migration 0036), on a database of its own (the
 * suite's shared one has no room for 1,000 new products: its slots take the newest): the rows it
 * writes, a product's history and the run's changes read from them, undo reads them; and a database
 * made before 0036, whose per-product bulk rows still read and undo after it.
 */

async function withDatabase(name: string, work: (handle: DbHandle) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `catalogue-${name}-`));
  const handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), databaseUrl: '' });
  try {
    await work(handle);
  } finally {
    await maintenanceSettled();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function newProducts(db: Db, n: number, status: number): Promise<string[]> {
  const tag = `RH-${uniqueSuffix()}`;
  const rows = await db.execute<{ id: string }>(sql`
    insert into products (stock_code, name, status) select ${tag} || '-' || g, 'Run history ' || g, ${status}
    from generate_series(1, ${n}) g order by g returning id::text as id`);
  return rows.rows.map((r) => r.id);
}

const count = async (db: Db, query: ReturnType<typeof sql>) => Number((await db.execute<{ n: number }>(query)).rows[0].n);
const statusesOf = async (db: Db, ids: string[]) =>
  (await db.execute<{ status: number }>(sql`select status from products p join unnest(${uuidArray(ids)}) with ordinality u(id, o) on p.id = u.id order by u.o`)).rows.map((r) => Number(r.status));

test.describe('bulk run history: one row per run and field', () => {
  test('a 1,000-product run writes O(fields) history rows; product history, the run changes and undo read them', async () => {
    test.setTimeout(120_000);
    await withDatabase('run-history', async (handle) => {
      const { db } = handle;
      await applyMigrations(handle);
      const ids = await newProducts(db, 1000, 1);

      const status = await bulkUpdateStatus(db, statusSchema.parse({ productIds: ids, status: 3 }), { userId: null });
      const runId = status.run!.id;
      expect(status.run).toMatchObject({ products: 1000, changed: 1000, unchanged: 0, skipped: 0 });
      expect(await count(db, sql`select count(*)::int as n from change_history where bulk_run_id = ${runId}::uuid`)).toBe(0);
      expect(await count(db, sql`select count(*)::int as n from bulk_run_history where bulk_run_id = ${runId}::uuid`)).toBe(1);

      // Two fields, and a third product group already so for one of them: one row per field and values.
      await db.execute(sql`update products set sell_without_inventory = true where id = any(${uuidArray(ids.slice(0, 10))})`);
      const multi = await bulkUpdateMultipleFields(
        db,
        multipleFieldsSchema.parse({ productIds: ids, data: [{ fieldCode: 'Weight', fieldValue: '2.5' }, { fieldCode: 'SellWithoutInventory', fieldValue: 'true' }] }),
        { userId: null },
      );
      const multiId = multi.run!.id;
      expect(multi.run).toMatchObject({ products: 1000, changed: 1000 });
      const rows = await db.execute<{ field: string; n: number }>(
        sql`select field, cardinality(product_ids)::int as n from bulk_run_history where bulk_run_id = ${multiId}::uuid order by id`,
      );
      expect(rows.rows.map((r) => [r.field, Number(r.n)])).toEqual([
        ['weight', 1000],
        ['sellWithoutInventory', 990],
      ]);

      // Each product reads as it did with one row per product: newest first, field by field.
      for (const id of [ids[0], ids[10], ids[999]]) {
        const { result, totalRecords } = await listHistory(db, 'product', id.toUpperCase(), { page: 1, pagesize: 20 });
        const expected = [
          ...(id === ids[0] ? [] : [['sellWithoutInventory', false, true, multiId]]),
          ['weight', 0, 2.5, multiId],
          ['status', 1, 3, runId],
        ];
        expect(result.map((e) => [e.field, e.before, e.after, e.bulkRunId])).toEqual(expected);
        expect(totalRecords).toBe(expected.length);
        for (const e of result) expect(e).toMatchObject({ entity: 'product', entityId: id, source: 'bulk', importId: null, actor: { kind: 'system', name: 'System' } });
        expect(new Set(result.map((e) => e.id)).size).toBe(result.length);
        const second = await listHistory(db, 'product', id, { page: 2, pagesize: 1 });
        expect(second.result.map((e) => e.field)).toEqual([expected[1][0]]);
        expect((await listHistory(db, 'product', id, { page: 9, pagesize: 20 })).totalRecords).toBe(expected.length);
      }

      const changes = await listRunChanges(db, runId, { page: 1, pagesize: 2000 });
      expect(changes.totalRecords).toBe(1000);
      expect(new Set(changes.result.map((c) => c.productId))).toEqual(new Set(ids));
      expect(changes.result[0]).toMatchObject({ field: 'status', before: 1, after: 3, name: expect.stringMatching(/^Run history /) });
      expect((await listRunChanges(db, multiId, { page: 1, pagesize: 1 })).totalRecords).toBe(1990);

      // Undo reads the before values from the run's rows, and writes its own as run rows too.
      await db.execute(sql`update products set status = 4 where id = ${ids[5]}::uuid`);
      await db.execute(sql`insert into change_history (entity, entity_id, field, before, after, actor_kind, actor_name, source)
        values ('product', ${ids[5]}, 'status', '3', '4', 'system', 'System', 'api')`);
      const undone = await undoRun(db, runId, SYSTEM_ACTOR, null);
      expect(undone).toMatchObject({ restoredProducts: 999, restoredFields: 999, skipped: { count: 1 } });
      expect(undone.skipped.products).toEqual([expect.objectContaining({ productId: ids[5], fields: ['status'] })]);
      const after = await statusesOf(db, ids);
      expect(after.filter((s) => s === 1)).toHaveLength(999);
      expect(after[5]).toBe(4);
      expect(await count(db, sql`select count(*)::int as n from bulk_run_history where bulk_run_id = ${undone.runId}::uuid`)).toBe(1);
      expect((await listHistory(db, 'product', ids[0], { page: 1, pagesize: 1 })).result[0]).toMatchObject({ field: 'status', before: 3, after: 1, bulkRunId: undone.runId });

      const undoMulti = await undoRun(db, multiId, SYSTEM_ACTOR, null);
      expect(undoMulti).toMatchObject({ restoredProducts: 1000, restoredFields: 1990, skipped: { count: 0 } });
      const back = await db.execute<{ weight: string; swi: boolean }>(
        sql`select weight::text as weight, sell_without_inventory as swi from products p join unnest(${uuidArray(ids)}) with ordinality u(id, o) on p.id = u.id order by u.o`,
      );
      expect(back.rows.every((r) => Number(r.weight) === 0)).toBe(true);
      expect(back.rows.map((r) => r.swi)).toEqual(ids.map((_, i) => i < 10));
    });
  });

  test('a database made before migration 0036: its per-product bulk history still reads and undoes', async () => {
    test.setTimeout(120_000);
    await withDatabase('run-history-migration', async (handle) => {
      const { db } = handle;
      await migrateUpTo(handle, 34);
      expect(await count(db, sql`select count(*)::int as n from pg_class where relname = 'bulk_run_history'`)).toBe(0);
      const changed = await newProducts(db, 3, 1);
      const untouched = await newProducts(db, 3, 1);
      // A status run as the code before 0036 wrote it: one change_history row per product.
      const oldRun = async (ids: string[], status: number) => {
        const runId = await createRun(db, { operation: 'status', summary: { changes: { status } }, productCount: ids.length, actor: SYSTEM_ACTOR });
        await db.execute(sql`
          with upd as (update products p set status = ${status}, version = p.version + 1 where p.id = any(${uuidArray(ids)})
                       returning p.id, old.status as b, new.status as a)
          insert into change_history (entity, entity_id, field, before, after, actor_kind, actor_id, actor_name, client_id, source, bulk_run_id, import_id)
          select 'product', upd.id::text, 'status', to_jsonb(upd.b), to_jsonb(upd.a), 'system', null, 'System', null, 'bulk', ${runId}::uuid, null from upd`);
        await finishRun(db, runId, 'done', { products: ids.length, changed: ids.length, unchanged: 0, skipped: 0 });
        return runId;
      };
      const first = await oldRun(changed, 3);
      const second = await oldRun(untouched, 2);

      await applyMigrations(handle);
      expect(await count(db, sql`select count(*)::int as n from pg_class where relname = 'bulk_run_history'`)).toBe(1);

      const history = await listHistory(db, 'product', changed[0], { page: 1, pagesize: 20 });
      expect(history.result.map((e) => [e.field, e.before, e.after, e.source, e.bulkRunId])).toEqual([['status', 1, 3, 'bulk', first]]);
      expect((await listRunChanges(db, first, { page: 1, pagesize: 20 })).result.map((c) => [c.field, c.before, c.after])).toEqual(Array(3).fill(['status', 1, 3]));

      // A run after the migration writes its row per field; both stores merge newest first.
      const next = (await bulkUpdateStatus(db, statusSchema.parse({ productIds: changed, status: 4 }), { userId: null })).run!.id;
      const merged = await listHistory(db, 'product', changed[1], { page: 1, pagesize: 20 });
      expect(merged.result.map((e) => [e.before, e.after, e.bulkRunId])).toEqual([
        [3, 4, next],
        [1, 3, first],
      ]);
      expect(merged.result[0].id).toBeGreaterThan(merged.result[1].id);
      // The old run's products changed since in the other store: its undo leaves them alone.
      const skipped = await undoRun(db, first, SYSTEM_ACTOR, null);
      expect(skipped).toMatchObject({ restoredProducts: 0, skipped: { count: 3 } });
      expect(await statusesOf(db, changed)).toEqual([4, 4, 4]);
      expect(await undoRun(db, next, SYSTEM_ACTOR, null)).toMatchObject({ restoredProducts: 3, skipped: { count: 0 } });
      expect(await statusesOf(db, changed)).toEqual([3, 3, 3]);

      // A run from before the migration, untouched since: undone from its per-product rows.
      expect(await undoRun(db, second, SYSTEM_ACTOR, null)).toMatchObject({ restoredProducts: 3, restoredFields: 3, skipped: { count: 0 } });
      expect(await statusesOf(db, untouched)).toEqual([1, 1, 1]);
      const last = await listHistory(db, 'product', untouched[2], { page: 1, pagesize: 20 });
      expect(last.result.map((e) => [e.before, e.after])).toEqual([
        [2, 1],
        [1, 2],
      ]);
    });
  });
});
