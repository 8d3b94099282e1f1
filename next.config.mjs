/** @type {import('next').NextConfig} */
const nextConfig = {
  // Each worktree/test run may build into its own folder so parallel builds never clobber each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships a WASM build of PostgreSQL, pg loads optional native bindings and sharp loads libvips:
  // all must stay plain Node requires instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  poweredByHeader: false,
  // `npm run typecheck` (tsc) checks types in CI; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
  experimental: {
    serverActions: { bodySizeLimit: '4mb' },
    // The proxy buffers request bodies up to this size (10 MB by default, cut off beyond): image uploads
    // through the back-office (several files of up to MEDIA_MAX_BYTES) pass it.
    proxyClientMaxBodySize: '64mb',
    // forbidden(): pages refused to a role render app/(admin)/forbidden.tsx (lib/auth/session.ts).
    authInterrupts: true,
  },
};

export default nextConfig;
