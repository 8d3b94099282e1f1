import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDatabase } from '@/lib/seed';
import { ensureProvisionedClients } from '@/lib/service/api-clients';
import { ensureDemoStaff } from '@/lib/seed/staff';
import { ensureSettings } from '@/lib/seed/settings';
import { log } from '@/lib/log';

/** The advisory lock every process takes for its start-up work (several processes on one PostgreSQL: README). */
export const BOOTSTRAP_LOCK = 'catalogue:bootstrap';

/**
 * Migrate, seed an empty database with the demo catalogue, and provision API clients and staff —
 * under one advisory lock, so processes started together against one empty PostgreSQL take turns:
 * the first migrates and seeds, the next ones find the work done (`CREATE EXTENSION` and the seed
 * never race).
 */
export async function bootstrapDatabase(handle: DbHandle, onWaiting?: (why: string) => void): Promise<void> {
  onWaiting?.('waiting for the start-up lock (another process may be migrating or seeding)');
  await handle.exclusive(BOOTSTRAP_LOCK, async () => {
    onWaiting?.('applying migrations and seeding');
    const before = await appliedMigrations(handle);
    await applyMigrations(handle);
    const { db } = handle;
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    const empty = Number(rows.rows[0]?.n ?? 0) === 0;
    // An upgrade on PGlite (no autovacuum): migrations may rewrite whole tables (0038 rewrites every
    // product's search row), leaving dead rows and a word index's pending entries that every search
    // would otherwise scan until the next bulk change's housekeeping.
    if (!empty && handle.kind === 'pglite' && before > 0 && (await appliedMigrations(handle)) > before) {
      const started = Date.now();
      await db.execute(sql`vacuum analyze`);
      log.info({ seconds: (Date.now() - started) / 1000 }, 'database vacuumed after its upgrade');
    }
    if (empty && process.env.AUTO_SEED !== '0') {
      const products = Number(process.env.SEED_PRODUCTS || 3000);
      const started = Date.now();
      log.info({ products }, 'empty database: seeding demo data');
      await seedDatabase(db, { products });
      // What autovacuum does after a bulk load on a server (PGlite has none): visibility map and
      // statistics, without which every search pays per-row visibility checks.
      await db.execute(sql`vacuum analyze`);
      log.info({ seconds: (Date.now() - started) / 1000 }, 'demo data ready');
    }
    await ensureSettings(db);
    await ensureDemoStaff(db);
    await ensureProvisionedClients(db);
  });
}

/** How many migrations the database has had (0 before the first). */
async function appliedMigrations(handle: DbHandle): Promise<number> {
  const present = await handle.db.execute<{ t: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!present.rows[0]?.t) return 0;
  const r = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(r.rows[0]?.n ?? 0);
}
