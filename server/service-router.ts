import type http from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { errorResponse } from '@/lib/http/error-response';
import { matchServiceRoute, type RouteMatch, type RouteNode } from '@/lib/http/route-tree';
import { countInFlight } from '@/lib/http/service-url-shape';
import { API_CSP, MEDIA_CSP, SECURITY_HEADERS } from '@/lib/security/static-headers.mjs';
import { sendResponse } from './send-response';

/**
 * The service's router: `/api/*`, `/oAuth/*` and `/media/*` are answered here, outside Next's proxy
 * and rendering machinery, by the same handler functions the route files under app/ export (route()
 * of lib/http gives them a Web Request and takes a Web Response). The route folders are the table
 * (lib/http/route-table.mjs): static segments in any casing, Next's precedence of static, `[param]`
 * and `[...param]` folders, the params decoded as Next decodes them, HEAD answered by GET and OPTIONS
 * by the methods a file exports, any other method it lacks 405, as Next does.
 *
 * @hono/node-server turns Node's request into a Web Request lazily (headers read from Node's own
 * object, the body streamed only when a handler reads it); the answer is written by ./send-response.ts.
 */
type Params = Record<string, string | string[]>;
type Handler = (request: Request, segment: { params: Promise<Params> }) => Response | Promise<Response>;
export type RouteModule = Record<string, unknown>;

export interface ServiceRoutes {
  table: RouteNode;
  /** The route modules by folder (relative to app/); folders Next keeps (next-auth) are absent. */
  modules: Record<string, RouteModule>;
}

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** A module's handlers by method, with HEAD and OPTIONS filled in as Next fills them in. */
function methodTable(module: RouteModule): Map<string, Handler> {
  const table = new Map<string, Handler>();
  for (const method of METHODS) if (typeof module[method] === 'function') table.set(method, module[method] as Handler);
  if (!table.has('HEAD') && table.has('GET')) table.set('HEAD', table.get('GET')!);
  if (!table.has('OPTIONS')) {
    const allow = ['OPTIONS', ...table.keys()].sort().join(', ');
    table.set('OPTIONS', () => new Response(null, { status: 204, headers: { Allow: allow } }));
  }
  return table;
}

const ROUTED = Symbol('catalogue.route');
type RoutedMessage = http.IncomingMessage & { [ROUTED]?: { match: RouteMatch; handlers: Map<string, Handler> } };

/** The security headers of a service answer: the strict JSON policy, or the sandbox of uploaded media. */
function securityHeaders(folder: string): Record<string, string> {
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': folder.startsWith('media/') ? MEDIA_CSP : API_CSP };
}
const apiHeaders = securityHeaders('api/');
const mediaHeaders = securityHeaders('media/');

export interface ServiceRouter {
  /**
   * The route of a shaped service path (lib/http/service-url-shape.ts), or null when Next answers it
   * (next-auth under /api/auth): then `req.url` is put in the route folders' casing for Next.
   */
  route(req: http.IncomingMessage, path: string): boolean;
  /** Answers a request `route` accepted. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
}

export function serviceRouter(routes: ServiceRoutes): ServiceRouter {
  const handlers = new Map(Object.entries(routes.modules).map(([folder, module]) => [folder, methodTable(module)]));
  const listener = getRequestListener(
    async (request, env) => {
      const { incoming, outgoing } = env as HttpBindings;
      const routed = (incoming as RoutedMessage)[ROUTED]!;
      const response = await answer(request, routed.match, routed.handlers);
      await sendResponse(incoming, outgoing, response, routed.match.folder.startsWith('media/') ? mediaHeaders : apiHeaders);
      return RESPONSE_ALREADY_SENT;
    },
    // Next shares this process: its Request and Response stay the platform's own.
    { overrideGlobalObjects: false },
  );

  return {
    route(req, path) {
      const q = req.url!.indexOf('?');
      const query = q < 0 ? '' : req.url!.slice(q);
      // Every service path has a route: the catch-alls of /api, /api/v1, /api/v2 and /media answer the rest.
      const match = matchServiceRoute(path, routes.table) ?? { folder: 'api/[...path]', params: { path: [] }, path };
      req.url = match.path + query;
      const found = handlers.get(match.folder);
      if (!found) return false;
      (req as RoutedMessage)[ROUTED] = { match, handlers: found };
      return true;
    },
    handle(req, res) {
      countInFlight(req, res, (req as RoutedMessage)[ROUTED]!.match.path);
      void listener(req, res);
    },
  };
}

async function answer(request: Request, match: RouteMatch, handlers: Map<string, Handler>): Promise<Response> {
  const handler = handlers.get(request.method);
  if (!handler) return new Response(null, { status: 405 });
  try {
    return await handler(request, { params: Promise.resolve(match.params) });
  } catch (e) {
    // route() answers every failure in the endpoint's wrapper; this is a handler outside it that threw.
    return errorResponse('D', e);
  }
}
