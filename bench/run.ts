import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDatabase } from '@/lib/db/seed';
import { createContext, figures, type BenchSuite } from './harness';

/** Suites, in order. Each file exports `suite: BenchSuite`. */
const suites: (() => Promise<{ suite: BenchSuite }>)[] = [
  () => import('./v1-catalogue.bench'),
  () => import('./v2-storefront'),
  () => import('./v2-commerce.bench'),
  () => import('./product-lifecycle.bench'),
  () => import('./media.bench'),
  () => import('./bulk-runs.bench'),
];

/**
 * `npm run bench [-- --products N --only name --data-dir DIR]`: seeds N products (default 100,000)
 * into a fresh embedded database (or reuses --data-dir when it already holds them) and prints each
 * suite's figures beside the bare SQL that does the same work.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: process.env.BENCH_PRODUCTS || '100000' },
      only: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const products = Number(values.products);
  const dir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-bench-'));
  const handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    await applyMigrations(handle);
    const existing = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    if (Number(existing.rows[0].n) === 0) {
      const started = Date.now();
      await seedDatabase(handle.db, { products });
      await handle.db.execute(sql`vacuum analyze`);
      console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind}, ${dir})`);
    } else {
      console.log(`Reusing ${existing.rows[0].n} products in ${dir}`);
    }
    const ctx = createContext(handle.db, products);
    for (const load of suites) {
      const { suite } = await load();
      if (values.only && !suite.name.includes(values.only)) continue;
      console.log(`\n— ${suite.name}`);
      await suite.run(ctx);
    }
  } finally {
    await handle.close();
  }
  console.log(`\nFigures (${products} products, ${os.cpus().length} cores, ${handle.kind}):`);
  console.table(
    figures.map((f) => ({ figure: f.label, measured: f.value, 'bare SQL': f.bare ?? '', ratio: f.ratio ?? '', target: f.target ?? '' })),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
