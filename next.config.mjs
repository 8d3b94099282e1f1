import { API_CSP, DOCS_CSP, SECURITY_HEADERS } from './lib/security/static-headers.mjs';

/**
 * Security headers of what Next serves (lib/security/static-headers.mjs declares them once): pages
 * get their nonce Content-Security-Policy from proxy.ts. The service (/api, /oAuth, /media) never
 * reaches Next: the server's own router (server/) answers it with the same headers. Under /api Next
 * serves next-auth's staff sign-in alone.
 */
const securityHeaders = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
const csp = (value) => [{ key: 'Content-Security-Policy', value }];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Each worktree/test run may build into its own folder so parallel builds never clobber each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships a WASM build of PostgreSQL, pg loads optional native bindings, sharp loads libvips and
  // pg-boss reads its SQL at run time (pdfkit its font metrics): all must stay plain Node requires instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pg-boss', 'pdfkit', 'exceljs'],
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: csp(API_CSP) },
      { source: '/docs', headers: csp(DOCS_CSP) },
    ];
  },
  // `npm run typecheck` (tsc) checks types in CI; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
  experimental: {
    serverActions: { bodySizeLimit: '4mb' },
    // The proxy buffers request bodies up to this size (10 MB by default, cut off beyond): the
    // back-office's image uploads (several files of up to MEDIA_MAX_BYTES each) pass it. The import
    // page's upload handlers are left out of the proxy (proxy.ts) and stream to disk; the service never
    // passes the proxy. The limit is kept high so a deployment that raises MEDIA_MAX_BYTES is not cut off.
    proxyClientMaxBodySize: '210mb',
    // forbidden(): pages refused to a role render app/(admin)/forbidden.tsx (lib/auth/session.ts).
    authInterrupts: true,
  },
};

export default nextConfig;
