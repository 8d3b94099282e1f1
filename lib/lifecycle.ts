import type { Server } from 'node:http';
import { log } from '@/lib/log';

/**
 * The process's life after start-up: service requests in flight (counted at the server's door, lib/http/service-url-shape.ts), and a graceful
 * shutdown on SIGTERM/SIGINT that lets them finish before the database closes.
 */
interface Lifecycle {
  inFlight: number;
  idleWaiters: (() => void)[];
  shuttingDown: boolean;
  installed: boolean;
  /** The HTTP servers requests arrived on (Next's own), whose leftover connections a shutdown closes. */
  servers: Set<Server>;
}

const globalForLifecycle = globalThis as unknown as { __catalogueLifecycle?: Lifecycle };
const life = (globalForLifecycle.__catalogueLifecycle ??= {
  inFlight: 0,
  idleWaiters: [],
  shuttingDown: false,
  installed: false,
  servers: new Set(),
});

/** A request arrived on `server` (the server's door, lib/http/service-url-shape.ts). */
export function noteServer(server: Server): void {
  life.servers.add(server);
}

/**
 * How long a shutdown lets the framework close its connections once the service calls are answered:
 * pages still rendering finish meanwhile. Then the connections left are closed: idle keep-alive ones
 * (kept 70 s, lib/runtime/server-process.mjs) and responses their client never reads, which held
 * the framework's server.close() until the shutdown timed out (exit 1).
 */
const LINGER_MS = 2000;

/** Marks one request in flight; call the returned function when it is answered. */
export function beginRequest(): () => void {
  life.inFlight += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    life.inFlight -= 1;
    if (life.inFlight === 0) for (const wake of life.idleWaiters.splice(0)) wake();
  };
}

/** Service calls being answered now (reported by /api/health). */
export function inFlightRequests(): number {
  return life.inFlight;
}

/**
 * Between two transactions of long background work (the chunks of a job): requests that arrived
 * while one ran get the database before the next starts. On PGlite the database runs on this thread,
 * so no socket was read during the transaction. The second of two `setImmediate` turns runs after a
 * poll phase of the event loop, where those requests are read and counted at the door; then the work
 * waits while service calls are in flight, since each of their queries would otherwise queue behind
 * the next transaction on the one connection. It waits `maxMs` at most, so a long call (an upload)
 * only slows the work down.
 */
export async function yieldToRequests(maxMs = 100): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  if (life.inFlight === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([idle(), new Promise((resolve) => (timer = setTimeout(resolve, maxMs)))]);
  clearTimeout(timer);
}

export function isShuttingDown(): boolean {
  return life.shuttingDown;
}

function idle(): Promise<void> {
  return life.inFlight === 0 ? Promise.resolve() : new Promise((resolve) => life.idleWaiters.push(resolve));
}

const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);

/**
 * On SIGTERM/SIGINT: stop taking work, wait for requests in flight, run `close` (pool, PGlite), exit 0;
 * exit 1 if that takes longer than SHUTDOWN_TIMEOUT_MS. Next's own handler closes the listening
 * socket and then calls `process.exit` with 128+signal as soon as its connections are gone, which
 * would cut our `close` short: it still runs (it stops accepting), but its exit only tells us the
 * listener is closed, and the process exits once our work is done too.
 */
export function installGracefulShutdown(close: () => Promise<void>): void {
  if (life.installed) return;
  life.installed = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const framework = process.listeners(signal);
    process.removeAllListeners(signal);
    process.once(signal, () => void shutdown(signal, framework, close));
  }
}

async function shutdown(signal: NodeJS.Signals, framework: NodeJS.SignalsListener[], close: () => Promise<void>) {
  life.shuttingDown = true;
  const started = Date.now();
  log.info({ signal, inFlight: life.inFlight }, 'shutting down: finishing requests in flight');
  const exit = process.exit.bind(process);
  let listenerClosed: () => void = () => undefined;
  const frameworkDone = new Promise<void>((resolve) => (listenerClosed = resolve));
  process.exit = (() => listenerClosed()) as typeof process.exit;
  for (const listener of framework) listener(signal);
  if (framework.length === 0) listenerClosed();
  let timedOut = false;
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      timedOut = true;
      resolve();
    }, SHUTDOWN_TIMEOUT_MS).unref(),
  );
  await Promise.race([idle(), timer]);
  await Promise.race([frameworkDone, new Promise((resolve) => setTimeout(resolve, LINGER_MS).unref()), timer]);
  for (const server of life.servers) server.closeAllConnections();
  await Promise.race([frameworkDone, timer]);
  try {
    await Promise.race([close(), timer]);
  } catch (e) {
    log.error({ err: e }, 'shutdown: closing the database failed');
  }
  log.info({ signal, ms: Date.now() - started, timedOut, inFlight: life.inFlight }, 'shutdown complete');
  exit(timedOut ? 1 : 0);
}
