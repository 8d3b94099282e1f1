// Plain JavaScript so next.config.mjs can read it as well as the service's router (server/).

/**
 * Security headers of every answer (issue 14), declared once: next.config.mjs sends them with what
 * Next serves (pages, /docs, next-auth), the service's router (server/service-router.ts) with the
 * service's answers. Pages add their nonce Content-Security-Policy in proxy.ts (./headers.ts); the
 * answers below have no scripts of their own, so theirs are static and strict.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
};

const csp = (...directives) => directives.join('; ');

/** JSON answers of the API and the token endpoint: nothing may load or run, nor frame them. */
export const API_CSP = csp("default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'");

/** Uploaded files: an SVG or HTML opened directly runs nothing (sandbox) and loads nothing. */
export const MEDIA_CSP = csp("default-src 'none'", "img-src 'self' data:", "style-src 'unsafe-inline'", "frame-ancestors 'none'", 'sandbox');

/** The API reference is server-rendered HTML that needs no script at all. */
export const DOCS_CSP = csp(
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
);
