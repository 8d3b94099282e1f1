import { NextResponse, type NextRequest } from 'next/server';
import { loginPath, REQUEST_PATH_HEADER } from '@/lib/auth/paths';
import { isServiceRequest, serviceProxy } from '@/lib/http/api-proxy';
import { nextWithPageCsp } from '@/lib/security/headers';

/**
 * Back-office pages (the public API reference at /docs and assets are excluded by the matcher); the
 * service, token endpoint and media go to lib/http/api-proxy.ts first.
 * Two jobs, neither of them a security check: send a visitor with no session cookie straight to the
 * sign-in page, and tell server components the requested path so a sign-in can return to it.
 * Pages and server actions verify the session and the role themselves (lib/auth/session.ts).
 */
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

export function proxy(request: NextRequest) {
  // The service (any casing) is routed and guarded in lib/http/api-proxy.ts, never sent to sign-in.
  if (isServiceRequest(request)) return serviceProxy(request);
  const { pathname, searchParams } = request.nextUrl;
  // `_rsc` marks the router's own fetches; a sign-in must return to the page, not to that fetch.
  const query = new URLSearchParams(searchParams);
  query.delete('_rsc');
  const here = query.size ? `${pathname}?${query}` : pathname;
  const hasSession = request.cookies.getAll().some((c) => SESSION_COOKIE.test(c.name));
  if (!hasSession && pathname !== '/login') {
    return NextResponse.redirect(new URL(loginPath(here), request.url));
  }
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUEST_PATH_HEADER, here);
  return nextWithPageCsp(forwarded);
}

export const config = {
  matcher: [
    // The service, the token endpoint and media in any casing, whatever the path ends with. Except the
    // two import uploads as spelled in the route folders: Next reads a body whole into memory before
    // its proxy runs (up to 200 MB there), and they need neither the casing fix nor anything else of
    // the proxy (the guard's verdict on their URL comes from lib/http/service-url-shape.ts), so their
    // handlers stream the file to disk as it arrives.
    '/((?!api/v1/import(?:/preview)?$)(?:[aA][pP][iI]|[oO][aA][uU][tT][hH]|[mM][eE][dD][iI][aA])(?:/.*)?)',
    // Pages, but not the import page's two upload handlers (streamed for the same reason; they check
    // the session themselves, and answer JSON, not a page to send to sign-in).
    '/((?!api/|oAuth/|media/|docs$|_next/|catalogue/import/(?:preview|start)$|favicon\\.ico|robots\\.txt|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|css|js|map)$).*)',
  ],
};
