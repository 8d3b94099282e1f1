DROP INDEX "products_default_category_idx";--> statement-breakpoint
DROP INDEX "products_sku_idx";--> statement-breakpoint
DROP INDEX "products_updated_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "stock_code_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "sku_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
CREATE INDEX "product_search_stock_code_key_idx" ON "product_search" USING btree ("stock_code_key");--> statement-breakpoint
CREATE INDEX "product_search_sku_key_idx" ON "product_search" USING btree ("sku_key");--> statement-breakpoint
-- Room on every page for a new row version: bulk updates of unindexed fields become HOT updates
-- (no index entries), see lib/db/schema/catalogue.ts. Applies to rows written from now on.
ALTER TABLE "products" SET (fillfactor = 50);--> statement-breakpoint
-- Backfill for databases seeded before this migration (a fresh database has no rows yet).
UPDATE "product_search" ps SET "stock_code_key" = lower(p."stock_code"), "sku_key" = lower(p."sku"),
  "search_text" = lower(regexp_replace(ps."search_text", '[[:punct:]–—]+', ' ', 'g'))
FROM "products" p WHERE p."id" = ps."product_id";
