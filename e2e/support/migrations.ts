import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DbHandle } from '@/lib/db/client';
import { migrationsFolder } from '@/lib/db/migrate';

/**
 * The migrations up to and including `lastIdx`, applied with the driver's migrator (as start-up does):
 * a database as the code of that migration made it, for a test of the migrations after it.
 */
export async function migrateUpTo(handle: DbHandle, lastIdx: number) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-migrations-'));
  try {
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const { migrate } =
      handle.kind === 'pglite' ? await import('drizzle-orm/pglite/migrator') : await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
