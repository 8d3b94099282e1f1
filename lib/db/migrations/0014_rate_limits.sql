-- Rate limits (issue 14): rate-limiter-flexible's PostgreSQL store keeps its counters here, shared by
-- every process; created by the migration (under the same lock as the rest of the schema) so that the
-- library never races on CREATE TABLE. A per-client API budget overrides the service default.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN IF NOT EXISTS "rate_limit_per_minute" integer;
