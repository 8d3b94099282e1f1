import path from 'node:path';
import type { DbHandle } from './client';

export const migrationsFolder = path.join(process.cwd(), 'lib/db/migrations');

/** Applies the drizzle-kit migrations with the driver's own migrator (drizzle-kit's cannot load pg_trgm). */
export async function applyMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}
