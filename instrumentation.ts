/**
 * Runs once when a server process starts: open the database, apply migrations, seed an empty one with
 * the demo catalogue and provision API clients, before the first request is served; then start the
 * hourly purge of products deleted more than 30 days ago.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { database, databaseHandle } = await import('./lib/db');
    await databaseHandle();
    const { startPurgeTimer } = await import('./lib/service/products/lifecycle/purge-timer');
    startPurgeTimer(database);
  }
}
