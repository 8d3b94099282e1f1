/**
 * Runs once when a server process starts: open the database, apply migrations, seed an empty one with
 * the demo catalogue and provision API clients, before the first request is served.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // First, so no service request meets Next's slash redirects (lib/http/service-url-shape.ts).
    (await import('./lib/http/service-url-shape')).installServiceUrlShape();
    const { databaseHandle } = await import('./lib/db');
    await databaseHandle();
  }
}
