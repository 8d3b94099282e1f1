/** @type {import('next').NextConfig} */
const nextConfig = {
  // Each worktree/test run may build into its own folder so parallel builds never clobber each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships a WASM build of PostgreSQL and pg loads optional native bindings: both must stay
  // plain Node requires instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss'],
  poweredByHeader: false,
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
