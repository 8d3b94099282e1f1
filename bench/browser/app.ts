import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDatabase } from '@/lib/seed';
import { freePort, serverSettled, startServer } from '../http';

/** A back-office the browser bench can load, and how to stop it when the bench started it. */
export interface BenchApp {
  baseURL: string;
  /** Products in the database the bench seeded or reused (unknown for BASE_URL's app). */
  products?: number;
  stop(): Promise<void>;
}

/**
 * `BASE_URL` when set: a running app, measured as it is. Otherwise the bench starts the built server
 * (after `npm run build`) on an embedded database in `dataDir`: an empty one is first seeded with
 * `products` products as `npm run bench` does (a few minutes for 100,000, seconds for the default
 * 3,000), a seeded one (from `npm run bench -- --data-dir DIR` or `npm run db:seed`) is reused. It
 * listens on `port` when given (a shared machine's agreed range), else on any free port.
 */
export async function benchApp(options: { dataDir?: string; products: number; port?: number }): Promise<BenchApp> {
  const running = process.env.BASE_URL;
  if (running) return { baseURL: running, stop: async () => undefined };
  if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first, or set BASE_URL to a running app');
  }
  const dir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-browser-bench-'));
  const products = await seeded(path.join(dir, 'pglite'), options.products);
  const port = options.port ?? (await freePort());
  const server = await startServer({ label: 'PGlite', env: { DATA_DIR: dir } }, port, {
    id: 'bench-browser',
    secret: randomBytes(24).toString('base64url'),
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await serverSettled(baseURL);
  return {
    baseURL,
    products,
    async stop() {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await gone;
      if (!options.dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Migrates the database and seeds it when it holds no products; returns how many it holds. */
async function seeded(pgliteDir: string, products: number): Promise<number> {
  const handle = await openDatabase({ pgliteDir });
  try {
    await applyMigrations(handle);
    const existing = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    const n = Number(existing.rows[0].n);
    if (n > 0) return n;
    const started = Date.now();
    await seedDatabase(handle.db, { products });
    await handle.db.execute(sql`vacuum analyze`);
    console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return products;
  } finally {
    // The server opens the same embedded database: one process at a time.
    await handle.close();
  }
}
