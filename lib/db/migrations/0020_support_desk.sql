ALTER TABLE "api_clients" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "secret_rotated_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "return_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"renditions" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"actor_kind" text DEFAULT 'system' NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_attachments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "returns"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "return_attachments_return_idx" ON "return_attachments" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_date_idx" ON "orders" USING btree ("order_date" DESC,"iid" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_date_idx" ON "orders" USING btree ("status","order_date" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_lower_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_trgm_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_name_trgm_idx" ON "orders" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_lines_stock_code_idx" ON "order_lines" USING btree (upper("stock_code"),"order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "baskets_email_trgm_idx" ON "baskets" USING gin (lower("user_email") gin_trgm_ops);
