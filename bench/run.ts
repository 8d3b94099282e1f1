import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDatabase } from '@/lib/db/seed';
import { createContext, figures, type BenchSuite } from './harness';
import { httpFigures, type HttpFigure, type HttpTarget } from './http';
import { importFigures, type ImportFigure } from './import.bench';
import { startPostgres } from './postgres';

/** Suites, in order. Each file exports `suite: BenchSuite`. */
const suites: (() => Promise<{ suite: BenchSuite }>)[] = [
  () => import('./v1-catalogue.bench'),
  () => import('./bulk.bench'),
  () => import('./v2-storefront'),
  () => import('./v2-commerce.bench'),
  () => import('./product-lifecycle.bench'),
  () => import('./media.bench'),
  () => import('./bulk-runs.bench'),
];

/**
 * `npm run bench [-- --products N --only name --data-dir DIR --postgres]`: seeds N products (default
 * 100,000) into a fresh embedded database (or reuses --data-dir when it already holds them) and prints
 * each suite's figures beside the bare SQL that does the same work, then the HTTP figures (suite name
 * `http`; needs `npm run build`). `--postgres` runs the same again on a throwaway PostgreSQL server and
 * prints both side by side.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: process.env.BENCH_PRODUCTS || '100000' },
      only: { type: 'string' },
      'data-dir': { type: 'string' },
      postgres: { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  const wants = (name: string) => !values.only || name.includes(values.only);
  const dir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-bench-'));
  const tables: { database: string; rows: typeof figures }[] = [];
  const http: HttpFigure[] = [];
  const imports: (ImportFigure & { database: string })[] = [];

  const targets: { label: string; open: () => Promise<{ opts: { pgliteDir?: string; databaseUrl?: string }; env: HttpTarget['env']; stop?: () => void }> }[] = [
    { label: 'PGlite', open: async () => ({ opts: { pgliteDir: path.join(dir, 'pglite') }, env: { DATA_DIR: dir } }) },
  ];
  if (values.postgres)
    targets.push({
      label: 'PostgreSQL',
      open: async () => {
        const pg = await startPostgres();
        if (!pg) throw new Error('--postgres: no PostgreSQL server is installed (/usr/lib/postgresql/*/bin)');
        return { opts: { databaseUrl: pg.url }, env: { DATABASE_URL: pg.url }, stop: pg.stop };
      },
    });

  for (const target of targets) {
    const { opts, env, stop } = await target.open();
    try {
      const handle = await openDatabase(opts);
      try {
        await applyMigrations(handle);
        const existing = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
        if (Number(existing.rows[0].n) === 0) {
          const started = Date.now();
          await seedDatabase(handle.db, { products });
          await handle.db.execute(sql`vacuum analyze`);
          console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);
        } else {
          console.log(`Reusing ${existing.rows[0].n} products in ${dir}`);
        }
        const ctx = createContext(handle.db, products);
        const first = figures.length;
        for (const load of suites) {
          const { suite } = await load();
          if (!wants(suite.name)) continue;
          console.log(`\n— ${suite.name} (${target.label})`);
          await suite.run(ctx);
        }
        tables.push({ database: target.label, rows: figures.slice(first) });
      } finally {
        // The server below opens the same embedded database: one process at a time.
        await handle.close();
      }
      if (wants('http')) {
        console.log(`\n— http (${target.label})`);
        http.push(...(await httpFigures({ label: target.label, env })));
      }
      if (wants('import')) {
        console.log(`\n— import (${target.label})`);
        imports.push(...(await importFigures({ label: target.label, env }, products)).map((f) => ({ ...f, database: target.label })));
      }
    } finally {
      stop?.();
    }
  }

  for (const t of tables) {
    if (t.rows.length === 0) continue;
    console.log(`\nFigures (${products} products, ${os.cpus().length} cores, ${t.database}):`);
    console.table(t.rows.map((f) => ({ figure: f.label, measured: f.value, 'bare SQL': f.bare ?? '', ratio: f.ratio ?? '', target: f.target ?? '' })));
  }
  if (http.length) {
    console.log(`\nHTTP (${products} products, autocannon, answers compressed):`);
    console.table(
      http.map((h) => ({
        read: h.read,
        connections: h.connections,
        database: h.database,
        'p50 ms': h.p50,
        'p99 ms': h.p99,
        'req/s': Math.round(h.rps),
        'KB/answer': h.kb.toFixed(1),
      })),
    );
  }
  if (imports.length) {
    console.log(`\nImport (${products} products in the catalogue; time from upload to the job's end; peak RSS of the server):`);
    console.table(imports);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
