import { NextResponse, type NextRequest } from 'next/server';
import { encodeVerdict, GUARD_HEADER, inspectPath, inspectQuery, routablePath } from './request-guard';
import { canonicalServicePath, serviceRouteTable } from './route-tree';

/**
 * The service's half of proxy.ts: the API, the token endpoint and media, in any casing. Never a
 * redirect (a POST must not be bounced, and a client that signs in only after a 401 must get one): the
 * path is rewritten, once, to the route folders' casing. The request guard already judged the raw URL
 * at the front door (lib/http/service-url-shape.ts); what Next made of it is judged again here, and the
 * verdict rides along to the handler, which answers it in its own wrapper.
 */
const SERVICE_PATH = /^\/(api|oauth|media)(\/|$)/i;

export function isServiceRequest(request: NextRequest): boolean {
  return SERVICE_PATH.test(request.nextUrl.pathname);
}

export function serviceProxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const errors = request.headers.has(GUARD_HEADER) ? [] : [...inspectPath(pathname), ...inspectQuery(search)];
  const headers = new Headers(request.headers);
  if (errors.length) headers.set(GUARD_HEADER, encodeVerdict(errors));
  const canonical = canonicalServicePath(errors.length ? routablePath(pathname) : pathname, serviceRouteTable());
  if (canonical === pathname) return NextResponse.next({ request: { headers } });
  const target = request.nextUrl.clone();
  target.pathname = canonical;
  // A refused query is not passed on: the handler answers the refusal without reading it.
  if (errors.length) target.search = '';
  return NextResponse.rewrite(target, { request: { headers } });
}
