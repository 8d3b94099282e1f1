import http from 'node:http';
import next from 'next';
import { admitRequest, isServiceUrl, shapeServiceRequest } from '@/lib/http/service-url-shape';
import { noteServer } from '@/lib/lifecycle';
import { log } from '@/lib/log';
import { boundHeapGrowth } from '@/lib/memory';
import { markServerProcess } from '@/lib/runtime/server-process.mjs';
import { startApp } from '@/lib/startup';
import { loadServiceRoutes } from './service-routes';
import { serviceRouter } from './service-router';

export interface ServerOptions {
  dev: boolean;
  port: number;
  /** Unset: every interface, as `next start`. */
  hostname?: string;
  keepAliveTimeoutMs?: number;
}

/**
 * One Node HTTP server on one port (docs/architecture.md, "A request's path"): every request passes
 * the door (lib/http/service-url-shape.ts: the client's address, the raw URL's guard and slashes);
 * the service's paths go to its own router (./service-router.ts), everything else — the back-office's
 * pages, its assets, next-auth — to Next's request handler (Next's custom-server API), whose proxy.ts
 * then only sees pages.
 *
 * Start-up (lib/startup) runs here, once per process, before Next loads; instrumentation.ts leaves it
 * alone in this process. Module state both sides use (the database, caches, limits, the lifecycle)
 * lives on globalThis, so Next's bundles and this one share it.
 */
export async function startServer(options: ServerOptions): Promise<http.Server> {
  markServerProcess();
  boundHeapGrowth();
  const server = http.createServer();
  if (options.keepAliveTimeoutMs) server.keepAliveTimeout = options.keepAliveTimeoutMs;
  noteServer(server);
  // Registered before start-up installs the graceful shutdown (lib/lifecycle.ts), which runs it as the
  // framework's part: stop accepting, and say so (process.exit) once the last connection is gone.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
  startApp();

  const router = serviceRouter(await loadServiceRoutes());
  const app = next({ dev: options.dev, dir: process.cwd(), hostname: options.hostname ?? 'localhost', port: options.port });
  const nextHandler = app.prepare().then(() => app.getRequestHandler());
  nextHandler.catch((e) => {
    log.error({ err: e }, 'Next.js could not start (was `npm run build` run?)');
    process.exit(1);
  });

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    admitRequest(req);
    if (isServiceUrl(req.url) && router.route(req, shapeServiceRequest(req))) {
      router.handle(req, res);
      return;
    }
    nextHandler.then((handle) => handle(req, res)).catch((e) => {
      log.error({ err: e }, 'page request failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  if (options.dev) {
    server.on('upgrade', (req, socket, head) => {
      void nextHandler.then(() => app.getUpgradeHandler()(req, socket, head));
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, resolve);
  });
  log.info({ port: options.port, hostname: options.hostname ?? '*', dev: options.dev }, 'server listening');
  return server;
}
