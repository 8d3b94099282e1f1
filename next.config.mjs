/**
 * Security headers of every answer (issue 14). Pages get their nonce Content-Security-Policy from
 * proxy.ts (lib/security/headers.ts); the answers below have no scripts of their own, so theirs are
 * static and strict.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
  },
];
const csp = (...directives) => [{ key: 'Content-Security-Policy', value: directives.join('; ') }];
// JSON answers: nothing may load or run, nor frame them.
const apiCsp = csp("default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Each worktree/test run may build into its own folder so parallel builds never clobber each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships a WASM build of PostgreSQL and pg loads optional native bindings: both must stay
  // plain Node requires instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: apiCsp },
      { source: '/oAuth/:path*', headers: apiCsp },
      // Uploaded files: an SVG or HTML opened directly runs nothing (sandbox) and loads nothing.
      {
        source: '/media/:path*',
        headers: csp("default-src 'none'", "img-src 'self' data:", "style-src 'unsafe-inline'", "frame-ancestors 'none'", 'sandbox'),
      },
      // The API reference is server-rendered HTML that needs no script at all.
      {
        source: '/docs',
        headers: csp(
          "default-src 'none'",
          "script-src 'none'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          "font-src 'self'",
          "base-uri 'none'",
          "form-action 'none'",
          "frame-ancestors 'none'",
        ),
      },
    ];
  },
  // `npm run typecheck` (tsc) checks types in CI; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
  experimental: {
    serverActions: { bodySizeLimit: '4mb' },
    // forbidden(): pages refused to a role render app/(admin)/forbidden.tsx (lib/auth/session.ts).
    authInterrupts: true,
  },
};

export default nextConfig;
