import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../lib/db/client';
import { applyMigrations } from '../lib/db/migrate';
import { seedDatabase } from '../lib/seed';
import { ownSearchText } from '../lib/service/search-index';

/**
 * The demo data does not depend on how it is loaded (docs/seed.md): the API suite and the demo rely on
 * the same rows for the same size. Seeds 1,200 products on an embedded database in loads of 500 (three
 * loads; COPY for every table given 1,000 rows or more) and compares a checksum of each of the
 * products' tables with the one the seed made when it inserted all rows at once as JSON, before it
 * loaded in chunks with COPY. A timestamp left to its now() default counts as 'now'.
 */
const EXPECTED: Record<string, string> = {
  products: '1200 765d22c29d194f235240ab49ac792656',
  product_categories: '1465 bc7a08f99ab20202fb850fcebbbd1307',
  product_collections: '635 1fe48c805967645979f8c1f23086ddf8',
  product_prices: '4800 666fed862acb4a734090f838a3515b6b',
  product_inventory: '4088 57136a095a9ebffad7aee1d39fc85c5a',
  product_media: '2502 0530b8165f29eb7dd8e5098250a9f379',
  product_domains: '2387 cd4edba4322dc0f9f614188d2f85d9a0',
  product_relations: '2052 e4d326709bfff79f39ae99aae04c1410',
  // Since migration 0038 a search row holds the product's own words only (asserted below).
  product_search: '1200 38e0abb12ada5f58d94e31f6c76d5216',
  product_code_search: '1200 b8aed60236402c89c5f5ba68698c7aa7',
  product_completeness: '1200 8ab828e3cabfa4d3430097ff6fa094cf',
  // Since migration 0040: every master on WEB, 7 in 10 on MARKETPLACE, 3 in 10 on B2B (lib/seed/channels.ts).
  product_channels: '1614 ae8ad37386e39c8fe519065409ada516',
};

test('the seed makes the same products, prices, stock, media, links and search rows as before', { timeout: 120_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-data-test-'));
  const handle = await openDatabase({ databaseUrl: '', pgliteDir: path.join(dir, 'pglite') });
  try {
    await applyMigrations(handle);
    await seedDatabase(handle.db, { products: 1200, productsPerLoad: 500 });
    const actual: Record<string, string> = {};
    for (const table of Object.keys(EXPECTED)) {
      const columns = await handle.db.execute<{ name: string; fallback: string | null }>(
        sql`select column_name as name, column_default as fallback from information_schema.columns
            where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
      );
      const values = columns.rows.map((c) =>
        /now\(\)/i.test(c.fallback ?? '') ? `case when "${c.name}" < now() - interval '1 hour' then "${c.name}"::text else 'now' end` : `"${c.name}"`,
      );
      const result = await handle.db.execute<{ rows: number; checksum: string }>(
        sql.raw(`select count(*)::int as rows, md5(coalesce(string_agg(r, '|' order by r), '')) as checksum from (select row(${values.join(', ')})::text as r from "${table}") t`),
      );
      actual[table] = `${result.rows[0].rows} ${result.rows[0].checksum}`;
    }
    assert.deepEqual(actual, EXPECTED);
    const notOwn = await handle.db.execute<{ n: number }>(sql`
      select count(*)::int as n from product_search ps join products p on p.id = ps.product_id
      where ps.search_text <> ${ownSearchText(sql`p`)}`);
    assert.equal(notOwn.rows[0].n, 0);
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
