import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the app at start (lib/db/migrate.ts), not by drizzle-kit:
// drizzle-kit's own PGlite migrate cannot load the pg_trgm extension.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
});
