-- A bulk run's product history as one row per run, field and (before, after) pair, the products as an array
-- (lib/db/schema/history.ts). Rows written before this migration stay per product in change_history.
CREATE TABLE "bulk_run_history" (
	"id" bigint PRIMARY KEY DEFAULT nextval('change_history_id_seq') NOT NULL,
	"bulk_run_id" uuid NOT NULL,
	"field" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"product_ids" uuid[] NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"client_id" text,
	"source" text NOT NULL,
	"import_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bulk_run_history_products_idx" ON "bulk_run_history" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "bulk_run_history_run_idx" ON "bulk_run_history" USING btree ("bulk_run_id");
