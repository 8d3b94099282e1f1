import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanRouteTable } from './lib/http/route-table.mjs';

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app');
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
  // The route folders of the service, for case-tolerant routing in proxy.ts (lib/http/route-tree.ts).
  env: { SERVICE_ROUTE_TABLE: JSON.stringify(scanRouteTable(appDir)) },
  // Each worktree/test run may build into its own folder so parallel builds never clobber each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships a WASM build of PostgreSQL, pg loads optional native bindings, sharp loads libvips and
  // pg-boss reads its SQL at run time (pdfkit its font metrics): all must stay plain Node requires instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pg-boss', 'pdfkit', 'exceljs'],
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
    // The proxy buffers request bodies up to this size (10 MB by default, cut off beyond): image uploads
    // (several files of up to MEDIA_MAX_BYTES each) pass it. Product import files (up to
    // IMPORT_MAX_BYTES, 200 MB), the service's and the import page's, are left out of the proxy
    // (proxy.ts) and stream to disk. The limit is kept high so a deployment that raises MEDIA_MAX_BYTES
    // is not cut off.
    proxyClientMaxBodySize: '210mb',
    // forbidden(): pages refused to a role render app/(admin)/forbidden.tsx (lib/auth/session.ts).
    authInterrupts: true,
  },
};

export default nextConfig;
