import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** OAuth 2.0 clients of the service (client-credentials grant). Secrets are stored as password hashes (lib/security/passwords.ts). */
export const apiClients = pgTable('api_clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: text('client_id').notNull().unique(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  /** May manage API clients and store settings (the demo and environment-provisioned clients). */
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  tokensResetAt: timestamp('tokens_reset_at', { withTimezone: true }),
  /** API calls a minute this client may make; null: the service default (API_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: integer('rate_limit_per_minute'),
  /** Set while the client is disabled: no token is issued and its existing tokens are refused. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Last authenticated call, written at most once a minute per process (lib/service/api-clients.ts). */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
});

/** Issued tokens. Only SHA-256 hashes are stored: a database dump never yields a usable token. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_client_idx').on(t.clientId)],
);

/** Back-office staff who sign in with next-auth credentials. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters of rate-limiter-flexible's PostgreSQL store (lib/security/rate-limits.ts): failed sign-ins,
 * failed client secrets and API calls per window, shared by every process. Its own layout, so created
 * here rather than by the library at run time (processes starting together would race on CREATE TABLE).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
