import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { dataDir } from '@/lib/runtime/data-dir';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers answer `execute` with `{ rows }`; this HKT lets `db.execute<Row>(sql)` say so. */
type Rows<R> = { rows: R[] };
export interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}

/**
 * The embedded server's memory, which lives in the web process's own heap (WebAssembly memory only
 * grows): PostgreSQL's defaults are sized for a machine of its own — 128 MB of shared buffers made
 * a freshly started app ~100 MB larger, resident from the first query. The database files stay in
 * the operating system's page cache, so a page past the smaller pool costs a read() call, not a
 * disk access: a 100,000-row UPDATE took the same at 64 MB as at 128 MB, and ~25 % longer at 32 MB
 * (`PGLITE_SHARED_BUFFERS` chooses). Maintenance work (VACUUM, GIN pending-list flushes) keeps to
 * 16 MB instead of 64. ANALYZE holds its whole sample of rows at once (300 per statistics-target
 * step): at the default target of 100, the 30,000 products of the housekeeping after a 100,000-row
 * import grew the memory from 128 to 184 MB; at 30 (9,000 rows, histograms and most-common-value
 * lists of 30 entries) to 153 MB. Temporary tables (the v2 search facts refresh's) keep 2 MB of
 * pages in memory instead of 8, which the session holds once used: with both, that housekeeping
 * stays at 128 MB, and the refresh took as long (23.7–24.6 s either way, after the same import).
 */
const PGLITE_MEMORY = [
  '-c',
  `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS || '64MB'}`,
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'default_statistics_target=30',
  '-c',
  'temp_buffers=2MB',
];

/**
 * No full-page images in the write-ahead log. They guard against a page torn by a crash of the
 * operating system mid-write, which PGlite does not guard against anyway: it runs with fsync off
 * (`-F` of its default start parameters). A killed process tears no page (a write() it issued
 * completes in the kernel). A 100,000-row import wrote 474 MB of WAL instead of 598 MB.
 */
const PGLITE_WAL = ['-c', 'full_page_writes=off'];

/**
 * A page read at random costs what a page read in sequence does: every page past the buffer pool is
 * one read() from the operating system's page cache, never a disk seek. With the default
 * random_page_cost of 4 the planner answered a grid filter on a category by reading all 29,000
 * pages of products in sequence (fillfactor 50) rather than fetching the 10,000 products the
 * category's links name. At 1.1 (the usual setting for storage without seeks) the grid filter's p95
 * was 196 and 203 ms instead of 274 and 260 on a 100,000-product copy analysed at target 100, and
 * 250–259 ms instead of 266–279 at 30 (`npm run bench -- --only "=grid filter"`, a fresh copy per
 * run); detail, v1 and v2 search and the import's batches measured the same either way. The large
 * v2 facts refresh, which reads whole tables, did not: it sets 4 for itself (catalog-search/facts.ts).
 */
const PGLITE_PLANNER = ['-c', 'random_page_cost=1.1'];

/** Either driver's database: PGlite (embedded default) or node-postgres (DATABASE_URL). */
export type Db = PgDatabase<RowsResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where dedicated connections (advisory lock, LISTEN) connect. */
  connectionString?: string;
  /**
   * Runs `work` while holding a cluster-wide advisory lock, so start-up work of several processes on
   * one PostgreSQL runs one after the other. The lock is held by a dedicated connection (not a pooled
   * one, whose session another query could reuse) and ends with it if the process dies. PGlite has a
   * single process per data directory: the work just runs.
   */
  exclusive<T>(lockName: string, work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL with DATABASE_READ_URL only: a pool on a read replica, for reads that do not need the
   * primary (search, detail, facets; see `readerOf` in ./index). Its connections say
   * application_name `catalogue-reads`.
   */
  reader?: Db;
  /** The raw PGlite instance (PGlite only), for pg-boss's fromPglite adapter (lib/jobs). */
  pglite?: import('@electric-sql/pglite').PGlite;
  close(): Promise<void>;
}

/** Opens the database named by the environment; callers normally use `database()` in ./index. */
export async function openDatabase(options: { databaseUrl?: string; readUrl?: string; pgliteDir?: string } = {}): Promise<DbHandle> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const max = Number(process.env.DATABASE_POOL_SIZE || 10);
    const pool = new Pool({ connectionString: databaseUrl, max });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const readUrl = options.readUrl ?? process.env.DATABASE_READ_URL;
    const readPool = readUrl ? new Pool({ connectionString: readUrl, max, application_name: 'catalogue-reads' }) : null;
    const { withAdvisoryLock } = await import('./advisory-lock');
    return {
      db,
      kind: 'postgres',
      connectionString: databaseUrl,
      reader: readPool ? (drizzle(readPool, { schema }) as unknown as Db) : undefined,
      exclusive: (lockName, work) => withAdvisoryLock(databaseUrl, lockName, work),
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = options.pgliteDir ?? path.join(dataDir(), 'pglite');
  // PGlite does not create the parent folders of its data directory.
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY, ...PGLITE_WAL, ...PGLITE_PLANNER] });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, exclusive: (_lockName, work) => work(), close: () => client.close() };
}
