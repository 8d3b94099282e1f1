/**
 * How the app server process starts, in one place: `npm start` (scripts/start.mjs), the tests
 * (playwright.config.ts, e2e/support/processes.ts and the restart tests), the benchmarks and the
 * soak all start the built server (server/, bundled by `npm run build`) with these arguments and this
 * environment. Plain JavaScript, so scripts/start.mjs runs it without a build step.
 */

/**
 * Read by the C library when the process starts, so it must be in the environment of `node` itself.
 *
 * MALLOC_MMAP_THRESHOLD_: glibc gives every allocation of 1 MB or more a mapping of its own, returned
 * to the system when freed. By default glibc raises this threshold by itself (up to 32 MB) once a
 * large block is freed; after that the megabyte-sized buffers of an import (file parts, PGlite's
 * protocol messages and results) came from the main heap, whose free space stayed resident: the
 * same 100,000-row CSV import on the same database peaked at 535 MB without it and 459 MB with it,
 * no slower. Other C libraries ignore the variable.
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576' };

/** The bundle `npm run build` writes (scripts/build-server.mjs), beside Next's own build output. */
export function serverBundle(distDir = process.env.NEXT_DIST_DIR || '.next') {
  return `${distDir}/catalogue-server/main.mjs`;
}

/**
 * Idle keep-alive connections stay open 70 s (Node's default is 5 s), longer than clients keep an idle
 * socket (undici 4 s, browsers about a minute, proxies 60 s): a request sent on a socket the server
 * is just closing fails with ECONNRESET. On PGlite the database runs on the server's thread, so a
 * long statement (the v2 search facts refresh after a bulk change or an import) holds the event loop
 * for seconds; when it ends, the timers run before the waiting requests are read, and every socket
 * idle for 5 s was closed under the request just sent on it (an upload right after an import failed so).
 */
export const KEEP_ALIVE_ARGS = ['--keepAliveTimeout', '70000'];

/** The arguments of `node` for the built server on 127.0.0.1:`port`, then `extra`. */
export function serverArgs(port, ...extra) {
  return [serverBundle(), '-p', String(port), '-H', '127.0.0.1', ...KEEP_ALIVE_ARGS, ...extra];
}

/** The name this function had while the server was `next start`. */
export const nextStartArgs = serverArgs;

/**
 * Set by the server before Next loads (server/start.ts): instrumentation.ts then leaves start-up to it.
 * A symbol on globalThis, so Next's own bundles see the same flag.
 */
const SERVER_PROCESS = Symbol.for('catalogue.serverProcess');

export function markServerProcess() {
  globalThis[SERVER_PROCESS] = true;
}

export function isServerProcess() {
  return globalThis[SERVER_PROCESS] === true;
}
