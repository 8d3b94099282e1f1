import { sql } from 'drizzle-orm';
import type { DbHandle } from './client';
import { applyMigrations } from './migrate';
import { seedDatabase } from './seed';
import { ensureProvisionedClients } from '@/lib/service/api-clients';
import { ensureDemoStaff } from './seed/staff';

/** Migrate, seed an empty database with the demo catalogue, and provision API clients and staff. */
export async function bootstrapDatabase(handle: DbHandle): Promise<void> {
  await applyMigrations(handle);
  const { db } = handle;
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
  if (Number(rows.rows[0]?.n ?? 0) === 0 && process.env.AUTO_SEED !== '0') {
    const products = Number(process.env.SEED_PRODUCTS || 3000);
    const started = Date.now();
    console.log(`[catalogue] empty database: seeding demo data with ${products} products…`);
    await seedDatabase(db, { products });
    // What autovacuum does after a bulk load on a server (PGlite has none): visibility map and
    // statistics, without which every search pays per-row visibility checks.
    await db.execute(sql`vacuum analyze`);
    console.log(`[catalogue] demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await ensureDemoStaff(db);
  await ensureProvisionedClients(db);
}
