import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDatabase } from '.';
import { ensureProvisionedClients } from '@/lib/service/api-clients';
import { ensureDemoStaff } from './staff';
import { phaseTotals, timed } from './phases';

/**
 * `npm run db:seed -- --products N [--reset] [--phases]`: seeds the database named by DATABASE_URL, or the embedded
 * one in DATA_DIR. PGlite has no lock between processes: stop the app first. `--phases` prints where the
 * seed's time went.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '3000' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      phases: { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1) throw new Error('--products must be a positive whole number');
  const handle = await openDatabase();
  try {
    if (values.reset) {
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    await applyMigrations(handle);
    const existing = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    if (Number(existing.rows[0]?.n) > 0) {
      console.error('The database already holds products; run again with --reset to replace them.');
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    const phases = values.phases ? phaseTotals() : null;
    await seedDatabase(handle.db, { products, seed: values.seed ? Number(values.seed) : undefined, onPhase: phases?.report });
    await timed(phases?.report, 'vacuum analyze', () => handle.db.execute(sql`vacuum analyze`));
    for (const [phase, seconds] of phases?.totals ?? []) console.log(`  ${phase.padEnd(32)} ${seconds.toFixed(1)} s`);
    await ensureDemoStaff(handle.db);
    await ensureProvisionedClients(handle.db);
    console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
