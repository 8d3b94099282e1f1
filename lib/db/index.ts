import { openDatabase, type Db, type DbHandle } from './client';
import { bootstrapDatabase } from './bootstrap';

export type { Db, Tx } from './client';

const globalForDb = globalThis as unknown as { __catalogueDb?: Promise<DbHandle> };

/**
 * The process-wide database: opened, migrated and (when empty) seeded once. PGlite allows one
 * instance per data directory, so every caller in the process shares this handle.
 */
export function databaseHandle(): Promise<DbHandle> {
  globalForDb.__catalogueDb ??= (async () => {
    const handle = await openDatabase();
    await bootstrapDatabase(handle);
    // Workers in every process (lib/jobs); imported here lazily, as the job kinds import the services.
    await (await import('@/lib/jobs/engine')).startJobEngine(handle);
    return handle;
  })().catch((e) => {
    globalForDb.__catalogueDb = undefined;
    throw e;
  });
  return globalForDb.__catalogueDb;
}

export async function database(): Promise<Db> {
  return (await databaseHandle()).db;
}
