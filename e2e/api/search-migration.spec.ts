import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { syncCatalogFacts } from '@/lib/service/catalog-search/facts';
import { textCondition } from '@/lib/service/catalog-search/plan';
import { searchProductIdList } from '@/lib/service/products/search';
import { expect, test } from '../support/api';
import { migrateUpTo } from '../support/migrations';
import { createDatabase, dropDatabase } from '../support/processes';

/**
 * Migration 0038 (free text matches brand and category names through ids) on a database made before
 * it, on PGlite and, with a PostgreSQL server (`npm test -- --only api-pg`), on PostgreSQL: the
 * products' search rows lose the names, the facts are rebuilt with their ids, and every query finds
 * exactly the products it found before — v1 and v2, by a brand's, a sub-brand's, a category's or a
 * variant's brand's name, by the products' own words, and by both together.
 */

/** The search text as the code before 0038 wrote it: own words, then the brand, sub-brand and category names. */
const OLD_SEARCH_TEXT = sql`
  insert into product_search (product_id, iid, stock_code_key, sku_key, search_text)
  select p.id, p.iid, lower(p.stock_code), lower(p.sku),
    lower(regexp_replace(concat_ws(' ', p.name, p.stock_code, p.sku, b.name, sb.name,
      (select string_agg(c.name, ' ') from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id)),
      '[[:punct:]–—]+', ' ', 'g'))
  from products p left join brands b on b.id = p.brand_id left join brands sb on sb.id = p.subbrand_id`;

/** The facts as the code before 0038 built them: a master's search vector of its and its variants' search texts. */
const OLD_FACTS = sql`
  insert into catalog_search_facts (product_id, iid, is_visible, tokens, min_prices, in_stock, barcodes, search_vector, sort_name, created_at)
  select m.id, m.iid, true, '{}', '{}', true, '{}', to_tsvector('simple', string_agg(ps.search_text, ' ')), lower(m.name), m.created_at
  from products m join products x on x.id = m.id or x.parent_id = m.id join product_search ps on ps.product_id = x.id
  where m.parent_id is null
  group by m.id, m.iid, m.name, m.created_at`;

/** A small catalogue: brands with a sub-brand, nested categories, products in one or two, a variant of another brand. */
async function catalogueBefore0038(db: Db) {
  await db.execute(sql`
    insert into brands (code, name, slug) values ('AUR', 'Aurora Outdoor', 'aurora'), ('BRG', 'Bergen & Co.', 'bergen'), ('NRD', 'Nordkapp', 'nordkapp')`);
  await db.execute(sql`insert into brands (code, name, slug, parent_id) select 'AUR-T', 'Trailhead', 'trailhead', id from brands where code = 'AUR'`);
  await db.execute(sql`insert into price_lists (code, name, currency_code, currency_symbol) values ('GBP', 'Sterling', 'GBP', '£')`);
  await db.execute(sql`insert into categories (code, name) values ('OUT', 'Outerwear'), ('DRS', 'Summer Dresses')`);
  await db.execute(sql`insert into categories (code, name, parent_id) select 'RJ', 'Rain Jackets', id from categories where code = 'OUT'`);
  await db.execute(sql`
    insert into products (stock_code, sku, name, status, brand_id, subbrand_id)
    select 'MIG-' || g, 'SKU' || g, (array['Linen shirt', 'Storm shell', 'Wrap dress', 'Rain jacket'])[1 + g % 4] || ' ' || g, 2,
      (select id from brands where code = (array['AUR', 'BRG', 'NRD'])[1 + g % 3]),
      case when g % 5 = 0 then (select id from brands where code = 'AUR-T') end
    from generate_series(1, 24) g`);
  // A variant of MIG-1 (a Bergen storm shell) made by Nordkapp: the master is found by either name.
  await db.execute(sql`
    insert into products (stock_code, sku, name, status, item_type, parent_id, brand_id)
    select 'MIG-1-V', 'SKU1V', 'Storm shell 1 / L', 2, 2, id, (select id from brands where code = 'NRD') from products where stock_code = 'MIG-1'`);
  await db.execute(sql`
    insert into product_categories (product_id, category_id, is_default)
    select p.id, (select id from categories where code = (array['RJ', 'DRS', 'OUT'])[1 + p.iid % 3]), true from products p where p.parent_id is null`);
  await db.execute(sql`
    insert into product_categories (product_id, category_id, is_default)
    select p.id, (select id from categories where code = 'DRS'), false from products p where p.stock_code in ('MIG-3', 'MIG-6')
    on conflict do nothing`);
  await db.execute(OLD_SEARCH_TEXT);
  await db.execute(OLD_FACTS);
}

/** Queries of one word and of two, by every kind of name and by the products' own words. */
const QUERIES = [
  'aurora', 'outdoor', 'bergen', 'co', 'nordkapp', 'trailhead', 'outerwear', 'rain', 'jackets', 'summer', 'dresses',
  'linen', 'storm', 'shell', 'mig', 'sku12', 'aurora rain', 'rain aurora', 'nordkapp storm', 'trailhead dresses',
  'summer linen', 'bergen outerwear jackets', 'nordkapp wrap', 'bergen storm', 'rain jacket', 'zzqxv', 'aur', 'dress',
];

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

async function v1Before(db: Db, words: string[]) {
  const q = words.map((w) => `${w}:*`).join(' & ');
  return ids((await db.execute<{ id: string }>(sql`select product_id::text as id from product_search where search_vector @@ to_tsquery('simple', ${q})`)).rows);
}

async function v2Facts(db: Db, where: SQL) {
  return ids((await db.execute<{ id: string }>(sql`select product_id::text as id from catalog_search_facts f where ${where}`)).rows);
}

async function migratesOn(handle: DbHandle) {
  const { db } = handle;
  await migrateUpTo(handle, 37);
  await catalogueBefore0038(db);
  const before = new Map<string, { v1: string[]; v2: string[] }>();
  for (const query of QUERIES) {
    const v2 = await v2Facts(db, sql`f.search_vector @@ to_tsquery('simple', ${query.split(' ').map((w) => `${w}:*`).join(' & ')})`);
    before.set(query, { v1: await v1Before(db, query.split(' ')), v2 });
  }
  // Queries that find something through names only (the test would prove nothing without them).
  const [variantsMaster] = ids((await db.execute<{ id: string }>(sql`select id::text as id from products where stock_code = 'MIG-1'`)).rows);
  expect(before.get('nordkapp storm')!.v2).toContain(variantsMaster);
  expect(before.get('trailhead dresses')!.v1.length).toBeGreaterThan(0);

  await applyMigrations(handle);
  const stale = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from product_search ps join products p on p.id = ps.product_id
    where ps.search_text <> lower(regexp_replace(concat_ws(' ', p.name, p.stock_code, p.sku), '[[:punct:]–—]+', ' ', 'g'))`);
  expect(Number(stale.rows[0].n)).toBe(0);
  await syncCatalogFacts(db);
  for (const query of QUERIES) {
    const v1 = (await searchProductIdList(db, { freeText: query }, { sortBy: undefined, sortOrder: undefined }, null)).result.sort();
    const v2 = await v2Facts(db, (await textCondition(db, query)).condition.sql);
    expect({ query, v1, v2 }).toEqual({ query, ...before.get(query)! });
  }
}

test.describe('migration 0038: free text by id', () => {
  test('on PGlite, a database made before it finds what it found', async () => {
    test.setTimeout(120_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-search-migration-'));
    const handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), databaseUrl: '' });
    try {
      await migratesOn(handle);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('on PostgreSQL, a database made before it finds what it found', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'needs a PostgreSQL server: npm test -- --only api-pg');
    test.setTimeout(120_000);
    const name = `search_migration_${Date.now().toString(36)}`;
    const handle = await openDatabase({ databaseUrl: await createDatabase(name) });
    try {
      await migratesOn(handle);
    } finally {
      await handle.close();
      await dropDatabase(name);
    }
  });
});
