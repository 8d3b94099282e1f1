/**
 * Runs once when a server process starts: the heap bound, the service's URL shape at the server's
 * door, then the start-up module (lib/startup: database, jobs, cache bus, purge timer, graceful
 * shutdown), which returns at once and works in the background (docs/architecture.md, "Start-up").
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    (await import('./lib/memory')).boundHeapGrowth();
    // First, so no service request meets Next's slash redirects (lib/http/service-url-shape.ts).
    (await import('./lib/http/service-url-shape')).installServiceUrlShape();
    (await import('./lib/startup')).startApp();
  }
}
