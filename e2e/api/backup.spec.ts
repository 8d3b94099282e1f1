import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { childEnv, createDatabase, dropDatabase, query, run } from '../support/processes';
import { tableChecksums } from '../support/table-checksums';

/**
 * `npm run db:backup` / `npm run db:restore`, run as an operator would: a small seeded database is
 * backed up, restored elsewhere, and every table must hold the same rows (count and checksum). Its
 * own databases, never the running server's.
 */
test.describe('database backup and restore', () => {
  test.describe.configure({ timeout: 300_000 });
  let tmp: string;

  test.beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-backup-'));
  });
  test.afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test('PGlite: a backup restored into a fresh data directory holds the same rows in every table', async () => {
    test.skip(!!process.env.TEST_DATABASE_URL, 'the PGlite round trip runs once, in the PGlite suite (npm test -- --only api)');
    const source = path.join(tmp, 'source');
    const target = path.join(tmp, 'target');
    const archive = path.join(tmp, 'pglite-backup.tar.gz');
    await run('npm', ['run', '-s', 'db:seed', '--', '--products', '200'], childEnv({ DATA_DIR: source }));
    await run('npm', ['run', '-s', 'db:backup', '--', archive], childEnv({ DATA_DIR: source }));
    expect(fs.statSync(archive).size).toBeGreaterThan(0);
    await run('npm', ['run', '-s', 'db:restore', '--', archive], childEnv({ DATA_DIR: target }));

    const before = await tableChecksums({ pgliteDir: path.join(source, 'pglite') });
    const after = await tableChecksums({ pgliteDir: path.join(target, 'pglite') });
    expect(before['public.products'].rows).toBe(200);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(after).toEqual(before);
  });

  test('PostgreSQL: pg_dump / pg_restore into a new database and over a changed one', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'needs a PostgreSQL server: npm test -- --only api-pg');
    const suffix = `${Date.now().toString(36)}_${process.pid}`;
    const sourceName = `backup_src_${suffix}`;
    const targetName = `backup_dst_${suffix}`;
    const archive = path.join(tmp, 'postgres-backup.dump');
    try {
      const source = await createDatabase(sourceName);
      const target = await createDatabase(targetName);
      await run('npm', ['run', '-s', 'db:seed', '--', '--products', '200'], childEnv({ DATABASE_URL: source }));
      await run('npm', ['run', '-s', 'db:backup', '--', archive], childEnv({ DATABASE_URL: source }));
      const before = await tableChecksums({ databaseUrl: source });
      expect(before['public.products'].rows).toBe(200);

      await run('npm', ['run', '-s', 'db:restore', '--', archive], childEnv({ DATABASE_URL: target }));
      expect(await tableChecksums({ databaseUrl: target })).toEqual(before);

      // Restoring over a database that changed since the backup puts it back as it was (--clean).
      await query(source, `update products set name = name || ' (changed)' where id in (select id from products limit 5)`);
      expect(await tableChecksums({ databaseUrl: source })).not.toEqual(before);
      await run('npm', ['run', '-s', 'db:restore', '--', archive], childEnv({ DATABASE_URL: source }));
      expect(await tableChecksums({ databaseUrl: source })).toEqual(before);
    } finally {
      await dropDatabase(sourceName);
      await dropDatabase(targetName);
    }
  });
});
