-- Free text matches brand and category names through ids (lib/service/search-index.ts, namedTerms):
-- a product's search row keeps its own words only (name, stock code, SKU), so renaming a category
-- rewrites none of its products' rows, and a bulk change of brand or category rewrites no search text
-- (a 100,000-product brand change spent most of its time rewriting those rows).
-- The per-row facts trigger stays off while the rows are rewritten: every facts row is rebuilt below.
SELECT set_config('catalog.facts_tracking', 'off', true);--> statement-breakpoint
UPDATE "product_search" ps
SET "search_text" = lower(regexp_replace(concat_ws(' ', p.name, p.stock_code, p.sku), '[[:punct:]–—]+', ' ', 'g'))
FROM "products" p
WHERE p.id = ps.product_id
  AND ps.search_text IS DISTINCT FROM lower(regexp_replace(concat_ws(' ', p.name, p.stock_code, p.sku), '[[:punct:]–—]+', ' ', 'g'));--> statement-breakpoint
SELECT set_config('catalog.facts_tracking', 'on', true);--> statement-breakpoint
-- The v2 facts hold the ids whose names match instead (brands, sub-brands and categories of a product
-- and its variants); every facts row is rebuilt by the next refresh (the "everything" mark).
ALTER TABLE "catalog_search_facts" ADD COLUMN "text_refs" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_search_facts_text_refs_idx" ON "catalog_search_facts" USING gin ("text_refs");--> statement-breakpoint
INSERT INTO "catalog_facts_dirty" (product_id) VALUES ('00000000-0000-0000-0000-000000000000') ON CONFLICT DO NOTHING;
