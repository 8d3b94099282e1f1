import type http from 'node:http';
import { beginRequest, isShuttingDown } from '@/lib/lifecycle';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '@/lib/security/client-ip';
import { encodeVerdict, GUARD_HEADER, inspectPath, inspectQuery, routablePath } from './request-guard';

/**
 * The server's front door (server/main.ts runs it on every request before anything else): the
 * request URL as the client sent it.
 *
 * For the service's paths: empty segments are dropped (the vendor's clients join a base URL ending in
 * `/` to a path starting with one, and a POST must never be answered with a redirect), and the request
 * guard's verdict on the raw path and query, where `/category/%` can still be told from
 * `/category/%25`, goes to the handler in GUARD_HEADER (a refused request is routed on a repaired path
 * without its query; the handler answers the refusal in its own wrapper). Casing is the router's
 * (./route-tree.ts). Pages keep Next's own behaviour.
 */
const SERVICE_PATH = /^[/\\]*(api|oauth|media)([/\\]|$)/i;

/** Headers only the door may set: an incoming one is dropped. */
const ADMITTED_HEADER = 'x-catalogue-admitted';

/** Whether the raw request URL names the service (the API, the token endpoint or media, in any casing). */
export function isServiceUrl(url: string | undefined): boolean {
  return !!url && SERVICE_PATH.test(url);
}

/**
 * For every request, pages included (staff sign-in): only the door names the client's address, and
 * only the door speaks for the guard and for when a call arrived.
 */
export function admitRequest(req: http.IncomingMessage): void {
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for']);
  delete req.headers[GUARD_HEADER];
  delete req.headers[ADMITTED_HEADER];
}

/**
 * Shapes a service request's URL (see above) and returns its path, still percent-encoded, with the
 * query (when the guard let it through) in `req.url`.
 */
export function shapeServiceRequest(req: Pick<http.IncomingMessage, 'url' | 'headers'>): string {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  // A backslash is data here (an id or slug may hold one), not a separator.
  const path = rawPath.replace(/\\/g, '%5C');
  const query = q < 0 ? '' : url.slice(q);
  const errors = [...inspectPath(path), ...inspectQuery(query)];
  const routed = `/${(errors.length ? routablePath(path) : path).split('/').filter(Boolean).join('/')}`;
  if (errors.length) req.headers[GUARD_HEADER] = encodeVerdict(errors);
  req.url = errors.length ? routed : routed + query;
  return routed;
}

/**
 * A service call is in flight from its first byte to its answer's last (graceful shutdown waits for
 * it, /api/health reports it). Counted at the door, before the body is read: a call still sending its
 * body would otherwise be cut off at shutdown.
 */
export function countInFlight(req: http.IncomingMessage, res: http.ServerResponse, path: string): void {
  if (/^\/api\/health$/i.test(path)) return;
  if (!isShuttingDown()) req.headers[ADMITTED_HEADER] = '1';
  res.once('close', beginRequest());
}

/** Whether the call was already in flight when a shutdown began (then it is still answered). */
export function admittedBeforeShutdown(headers: Headers): boolean {
  return headers.get(ADMITTED_HEADER) === '1';
}
