import { NextResponse } from 'next/server';
import { mediaPublicOrigin } from '@/lib/media/keys';

/**
 * The Content-Security-Policy of back-office pages, with a fresh nonce per request. Next.js reads the
 * nonce from the CSP request header that proxy.ts forwards and puts it on every script it renders, so
 * no inline script runs without it (`'strict-dynamic'` lets those scripts load the app's chunks).
 * Pages must therefore render per request (app/layout.tsx calls `connection()`).
 * The other security headers, and the CSPs of API, media and /docs answers, are static: next.config.mjs.
 */
export function pageCsp(nonce: string): string {
  const dev = process.env.NODE_ENV !== 'production';
  const mediaOrigin = mediaPublicOrigin();
  return [
    "default-src 'self'",
    // React's development build evaluates code; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Style attributes (React, Radix positioning) cannot carry a nonce; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Product and category images may live on the store's image CDN, or on MEDIA_PUBLIC_URL (http in a demo).
    `img-src 'self' data: blob: https:${mediaOrigin ? ` ${new URL(mediaOrigin).origin}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Continues a page request with a nonce CSP on the request (for Next.js) and on the response. */
export function nextWithPageCsp(requestHeaders: Headers): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const csp = pageCsp(nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}
