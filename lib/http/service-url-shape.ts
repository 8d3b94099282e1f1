import http from 'node:http';
import { beginRequest, isShuttingDown, noteServer } from '@/lib/lifecycle';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '@/lib/security/client-ip';
import { encodeVerdict, GUARD_HEADER, inspectPath, inspectQuery, routablePath } from './request-guard';

/**
 * The service's front door: the request URL as the client sent it, before Next parses it.
 *
 * Two things cannot wait for proxy.ts. Next 16 answers a URL with `//` (or a backslash) and one with
 * a trailing slash with a 308 before the proxy runs (base-server and resolve-routes; no setting turns
 * the first off), and a POST must never be answered with a redirect; the vendor's clients join a base
 * URL ending in `/` to a path starting with one. And Next re-encodes a malformed percent-encoding
 * (`%` becomes `%25`) before the proxy sees it, so only here can the request guard tell `/category/%`
 * from `/category/%25`. So for the service's paths: empty segments are dropped, and the guard's verdict
 * on the raw path and query goes to the handler in GUARD_HEADER (a refused request is routed on a
 * repaired path without its query; the handler answers the refusal in its own wrapper).
 * Casing stays in proxy.ts (lib/http/api-proxy.ts); pages keep Next's own behaviour.
 */
const SERVICE_PATH = /^[/\\]*(api|oauth|media)([/\\]|$)/i;

export function shapeServiceRequest(req: Pick<http.IncomingMessage, 'url' | 'headers'>): void {
  // Only this door speaks for the guard.
  delete req.headers[GUARD_HEADER];
  const url = req.url;
  if (!url?.startsWith('/')) return;
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  if (!SERVICE_PATH.test(rawPath)) return;
  // A backslash is data here (an id or slug may hold one), not a separator.
  const path = rawPath.replace(/\\/g, '%5C');
  const query = q < 0 ? '' : url.slice(q);
  const errors = [...inspectPath(path), ...inspectQuery(query)];
  const routed = `/${(errors.length ? routablePath(path) : path).split('/').filter(Boolean).join('/')}`;
  if (errors.length) req.headers[GUARD_HEADER] = encodeVerdict(errors);
  req.url = errors.length ? routed : routed + query;
}

/**
 * A service call is in flight from its first byte to its answer's last (graceful shutdown waits for
 * it, /api/health reports it). Counted here, at the server's door, because a handler starts only once
 * the proxy has the whole body: a call still sending its body would otherwise be cut off at shutdown.
 */
function countInFlight(req: http.IncomingMessage, res: http.ServerResponse | undefined): void {
  // Only this door says when a call arrived.
  delete req.headers[ADMITTED_HEADER];
  if (!res || !req.url || !SERVICE_PATH.test(req.url) || /^\/api\/health(\?|$)/i.test(req.url)) return;
  if (!isShuttingDown()) req.headers[ADMITTED_HEADER] = '1';
  res.once('close', beginRequest());
}

const ADMITTED_HEADER = 'x-catalogue-admitted';

/** Whether the call was already in flight when a shutdown began (then it is still answered). */
export function admittedBeforeShutdown(headers: Headers): boolean {
  return headers.get(ADMITTED_HEADER) === '1';
}

const INSTALLED = Symbol.for('catalogue.serviceUrlShape');

/** Once per process (instrumentation.ts): every HTTP server's requests pass through shapeServiceRequest. */
export function installServiceUrlShape(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' || event === 'checkContinue') {
      noteServer(this);
      const req = args[0] as http.IncomingMessage;
      // For every request, pages included (staff sign-in): only this door names the client's address.
      req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for']);
      shapeServiceRequest(req);
      countInFlight(req, args[1] as http.ServerResponse);
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
