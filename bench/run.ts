import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDatabase } from '@/lib/seed';
import { createContext, figures, type BenchSuite } from './harness';
import { httpFigures, type HttpFigure, type HttpMemory, type HttpTarget } from './http';
import { jobFigures } from './jobs-http';
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
  () => import('./quotes.bench'),
  () => import('./grid-filter.bench'),
  () => import('./orders.bench'),
  () => import('./webhooks.bench'),
  () => import('./locales.bench'),
];

/**
 * `npm run bench [-- --products N --only name[,=exact] --data-dir DIR --postgres | --postgres-only]`: seeds N products (default
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
      // The PostgreSQL column alone (e.g. when the PGlite figures were just taken).
      'postgres-only': { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  // --only takes one name or several, comma-separated (e.g. `bulk,http`); each picks every suite whose
  // name contains it, or, written `=bulk`, the suite of exactly that name.
  const wants = (name: string) =>
    !values.only ||
    values.only.split(',').some((only) => (only.trim().startsWith('=') ? name === only.trim().slice(1) : name.includes(only.trim())));
  const dir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-bench-'));
  const tables: { database: string; rows: typeof figures }[] = [];
  const http: HttpFigure[] = [];
  const memory: HttpMemory[] = [];
  const imports: (ImportFigure & { database: string })[] = [];

  const targets: {
    label: string;
    open: () => Promise<{ opts: { pgliteDir?: string; databaseUrl?: string }; env: HttpTarget['env']; processes?: number; stop?: () => void }>;
  }[] = values['postgres-only']
    ? []
    : [{ label: 'PGlite', open: async () => ({ opts: { pgliteDir: path.join(dir, 'pglite') }, env: { DATA_DIR: dir } }) }];
  if (values.postgres || values['postgres-only'])
    targets.push({
      label: 'PostgreSQL',
      open: async () => {
        const pg = await startPostgres();
        if (!pg) throw new Error('--postgres: no PostgreSQL server is installed (/usr/lib/postgresql/*/bin)');
        return { opts: { databaseUrl: pg.url }, env: { DATABASE_URL: pg.url }, processes: 2, stop: pg.stop };
      },
    });

  for (const target of targets) {
    const { opts, env, processes, stop } = await target.open();
    const first = figures.length;
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
        const ctx = createContext(handle.db, products, handle);
        for (const load of suites) {
          const { suite } = await load();
          if (!wants(suite.name)) continue;
          console.log(`\n— ${suite.name} (${target.label})`);
          await suite.run(ctx);
        }
      } finally {
        // The server below opens the same embedded database: one process at a time.
        await handle.close();
      }
      if (wants('http')) {
        console.log(`\n— http (${target.label})`);
        const measured = await httpFigures({ label: target.label, env, processes });
        http.push(...measured.figures);
        memory.push(...measured.memory);
      }
      if (wants('bulk-jobs-http')) {
        console.log(`\n— bulk-jobs-http (${target.label})`);
        await jobFigures({ label: target.label, env }, opts);
      }
      if (wants('import')) {
        console.log(`\n— import (${target.label})`);
        imports.push(...(await importFigures({ label: target.label, env }, products)).map((f) => ({ ...f, database: target.label })));
      }
      tables.push({ database: target.label, rows: figures.slice(first) });
    } finally {
      stop?.();
    }
  }

  printSideBySide(tables, products);
  if (http.length) printHttp(http, memory, products);
  if (imports.length) {
    console.log(`\nImport (${products} products in the catalogue; seconds: from the upload to the job's end; answeredSeconds: until a status call, polled every second, said done; each import starts once the previous one's housekeeping has ended; peak RSS of the server):`);
    console.table(imports);
  }
}

/**
 * The HTTP figures: one row per read and connections, a column group per database (req/s, its share
 * of the bare node:http server measured in the same run, p50/p99), then the servers' memory.
 */
function printHttp(http: HttpFigure[], memory: HttpMemory[], products: number) {
  const databases = [...new Set(http.map((h) => h.database))];
  const rows = [...new Set(http.map((h) => `${h.read}\u0000${h.connections}`))];
  console.log(`\nHTTP (${products} products, autocannon, answers compressed; share: of a bare node:http server in the same run):`);
  console.table(
    rows.map((row) => {
      const [read, connections] = row.split('\u0000');
      const out: Record<string, string | number> = { read, connections: Number(connections) };
      for (const database of databases) {
        const h = http.find((f) => f.database === database && f.read === read && f.connections === Number(connections));
        const prefix = databases.length > 1 ? `${database.split(' ')[0]} ` : '';
        out[`${prefix}req/s`] = h ? Math.round(h.rps) : '';
        out[`${prefix}share`] = h ? `${(100 * h.share).toFixed(2)} %` : '';
        out[`${prefix}p50/p99 ms`] = h ? `${h.p50}/${h.p99}` : '';
        out[`${prefix}CPU µs/answer`] = h ? h.cpuUs : '';
      }
      return out;
    }),
  );
  for (const m of memory) console.log(`Server memory (${m.database}): ${m.rssMb} MB resident at the end, ${m.peakRssMb} MB at the peak`);
}

/**
 * One table, one row per figure, a column group per database (PGlite, then PostgreSQL with
 * --postgres): the comparison the issue asks for, in one run.
 */
function printSideBySide(tables: { database: string; rows: typeof figures }[], products: number) {
  const filled = tables.filter((t) => t.rows.length > 0);
  if (filled.length === 0) return;
  const labels = [...new Set(filled.flatMap((t) => t.rows.map((f) => f.label)))];
  console.log(`\nFigures (${products} products, ${os.cpus().length} cores, ${filled.map((t) => t.database).join(' | ')}):`);
  console.table(
    labels.map((label) => {
      const row: Record<string, string> = { figure: label };
      for (const t of filled) {
        const f = t.rows.find((r) => r.label === label);
        const prefix = filled.length > 1 ? `${t.database} ` : '';
        row[`${prefix}measured`] = f?.value ?? '';
        row[`${prefix}bare SQL`] = f?.bare ?? '';
        row[`${prefix}ratio`] = f?.ratio ?? '';
      }
      row.target = filled.map((t) => t.rows.find((r) => r.label === label)?.target).find(Boolean) ?? '';
      return row;
    }),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
