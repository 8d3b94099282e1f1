/**
 * Runs once when a server process starts: open the database, apply migrations, seed an empty one with
 * the demo catalogue and provision API clients, before the first request is served.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { databaseHandle } = await import('./lib/db');
    await databaseHandle();
  }
}
