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
    await applyMigrations(handle);
    const { db } = handle;
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    if (Number(rows.rows[0]?.n ?? 0) === 0 && process.env.AUTO_SEED !== '0') {
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
