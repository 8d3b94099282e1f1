import { NextResponse, type NextRequest } from 'next/server';
import { loginPath, REQUEST_PATH_HEADER } from '@/lib/auth/paths';
import { nextWithPageCsp } from '@/lib/security/headers';

/**
 * Back-office pages only (the public API reference at /docs and assets are excluded by the matcher).
 * The service, token endpoint and media never reach Next: the server's own router answers them
 * (server/, docs/architecture.md "A request's path").
 * Two jobs, neither of them a security check: send a visitor with no session cookie straight to the
 * sign-in page, and tell server components the requested path so a sign-in can return to it.
 * Pages and server actions verify the session and the role themselves (lib/auth/session.ts).
 */
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

/** Pages for people without a staff session: sign-in, and where an invited company user sets a password. */
const PUBLIC_PAGES = new Set(['/login', '/set-password']);

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // `_rsc` marks the router's own fetches; a sign-in must return to the page, not to that fetch.
  const query = new URLSearchParams(searchParams);
  query.delete('_rsc');
  const here = query.size ? `${pathname}?${query}` : pathname;
  const hasSession = request.cookies.getAll().some((c) => SESSION_COOKIE.test(c.name));
  if (!hasSession && !PUBLIC_PAGES.has(pathname)) {
    return NextResponse.redirect(new URL(loginPath(here), request.url));
  }
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUEST_PATH_HEADER, here);
  return nextWithPageCsp(forwarded);
}

export const config = {
  matcher: [
    // Pages, but not the import page's two upload handlers: Next reads a body whole into memory before
    // its proxy runs (up to 200 MB there), so they stream the file to disk as it arrives instead; they
    // check the session themselves, and answer JSON, not a page to send to sign-in.
    '/((?!api/|oAuth/|media/|docs$|_next/|catalogue/import/(?:preview|start)$|favicon\\.ico|robots\\.txt|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|css|js|map)$).*)',
  ],
};
