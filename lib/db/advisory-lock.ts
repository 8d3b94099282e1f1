import pg from 'pg';

/**
 * Holds `pg_advisory_lock(hashtext(lockName))` on its own connection for the duration of `work`.
 * Other processes asking for the same lock wait in PostgreSQL until it is released (or until this
 * connection dies, which releases it too), so start-up work never runs twice at once.
 */
export async function withAdvisoryLock<T>(connectionString: string, lockName: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  // An idle client whose server goes away emits 'error'; without a listener that would kill the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [lockName]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [lockName]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
