CREATE TABLE "product_category_closure" (
	"category_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "product_category_closure_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
DROP INDEX "products_default_category_idx";--> statement-breakpoint
DROP INDEX "products_sku_idx";--> statement-breakpoint
DROP INDEX "products_updated_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "stock_code_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "sku_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "product_category_closure" ADD CONSTRAINT "product_category_closure_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_closure" ADD CONSTRAINT "product_category_closure_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_category_closure_product_idx" ON "product_category_closure" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_search_stock_code_key_idx" ON "product_search" USING btree ("stock_code_key");--> statement-breakpoint
CREATE INDEX "product_search_sku_key_idx" ON "product_search" USING btree ("sku_key");--> statement-breakpoint
-- Room on every page for a new row version: bulk updates of unindexed fields become HOT updates
-- (no index entries), see lib/db/schema/catalogue.ts. Applies to rows written from now on.
ALTER TABLE "products" SET (fillfactor = 50);--> statement-breakpoint
-- Backfill for databases seeded before this migration (a fresh database has no rows yet).
UPDATE "product_search" ps SET "stock_code_key" = lower(p."stock_code"), "sku_key" = lower(p."sku"),
  "search_text" = lower(regexp_replace(ps."search_text", '[[:punct:]–—]+', ' ', 'g'))
FROM "products" p WHERE p."id" = ps."product_id";--> statement-breakpoint
INSERT INTO "product_category_closure" ("category_id", "product_id")
WITH RECURSIVE anc(id, ancestor) AS (
  SELECT id, id FROM "categories"
  UNION ALL
  SELECT a.id, c."parent_id" FROM anc a JOIN "categories" c ON c."id" = a.ancestor WHERE c."parent_id" IS NOT NULL
)
SELECT DISTINCT a.ancestor, pc."product_id" FROM "product_categories" pc JOIN anc a ON a.id = pc."category_id"
ON CONFLICT DO NOTHING;
