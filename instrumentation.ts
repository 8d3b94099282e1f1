/**
 * Runs once when a server process starts. Opening, migrating and seeding the database starts here but
 * is not awaited: Next holds every request until `register` resolves and answers 500 for good if it
 * throws, so a slow or failing start would leave the process dead. Instead the start runs (and
 * retries) in the background, `/api/health` reports it, and `route()` answers 503 until it is ready.
 * Then the hourly purge of products deleted more than 30 days ago starts (it waits for the database).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    (await import('./lib/memory')).boundHeapGrowth();
    // First, so no service request meets Next's slash redirects (lib/http/service-url-shape.ts).
    (await import('./lib/http/service-url-shape')).installServiceUrlShape();
    const { database, databaseHandle, closeDatabase } = await import('./lib/db');
    const { installGracefulShutdown } = await import('./lib/lifecycle');
    installGracefulShutdown(closeDatabase);
    // Failures are retried and logged inside; nothing is left to handle here.
    databaseHandle().catch(() => undefined);
    const { startPurgeTimer } = await import('./lib/service/products/lifecycle/purge-timer');
    startPurgeTimer(database);
  }
}
