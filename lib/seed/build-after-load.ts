import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { textArray } from '@/lib/db/arrays';
import type { PhaseReport } from './phases';

/**
 * Runs `load` with the tables' secondary indexes and foreign keys dropped, then makes them again from
 * their own definitions (pg_get_indexdef and pg_get_constraintdef: the same names, columns, INCLUDE,
 * WHERE, operator classes, storage options and ON DELETE rules the migrations made). One index build
 * over the loaded rows is cheaper than an insert into every index per row, and one check of a
 * foreign key over the whole table (ADD CONSTRAINT validates it with a single join) cheaper than a
 * lookup per row. Primary keys and unique constraints stay: foreign keys and the load's own lookups
 * need them. Inside the seed's transaction a failure rolls the drops back with everything else, and
 * a row that breaks a key or a unique index fails the transaction when it is made again.
 */
export async function withIndexesAndKeysBuiltAfter<T>(
  db: Db,
  tables: readonly string[],
  report: PhaseReport | undefined,
  load: () => Promise<T>,
): Promise<T> {
  const names = textArray(tables);
  const indexes = await db.execute<{ name: string; definition: string }>(sql`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname = any(${names})
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by t.relname, i.relname`);
  const keys = await db.execute<{ name: string; tableName: string; definition: string }>(sql`
    select c.conname as name, t.relname as "tableName", pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    where c.contype = 'f' and n.nspname = current_schema() and t.relname = any(${names})
    order by t.relname, c.conname`);
  for (const key of keys.rows)
    await db.execute(
      sql`alter table ${sql.identifier(key.tableName)} drop constraint ${sql.identifier(key.name)}`,
    );
  for (const index of indexes.rows) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await load();
  let started = performance.now();
  // The sorts of a btree build and the entries a GIN build gathers spill to disk past this memory (16 MB on
  // PGlite, 64 MB on a default PostgreSQL): the seed's tables are large, and the builds run one at a time.
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes.rows) await db.execute(sql.raw(index.definition));
  await db.execute(sql`reset maintenance_work_mem`);
  report?.(`indexes of ${tables[0]}…`, (performance.now() - started) / 1000);
  started = performance.now();
  for (const key of keys.rows)
    await db.execute(
      sql`alter table ${sql.identifier(key.tableName)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  report?.(`foreign keys of ${tables[0]}…`, (performance.now() - started) / 1000);
  return result;
}
