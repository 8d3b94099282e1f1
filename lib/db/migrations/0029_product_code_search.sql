-- Issues 11 and 13: the trigram index of stock codes ("stock code contains") moves from product_search
-- to a table of its own. A brand, category or name change rewrites the products' search rows, and a
-- rewritten row goes into every index of its table again: ~15 trigrams per stock code into the GIN
-- index though the code had not changed. Rewriting 100,000 search rows on PGlite (one statement,
-- seeded 100,000-product database): 15.6 s with the trigram index, 10.4 s without it. The codes'
-- rows are rewritten only when a stock code changes (lib/service/search-index.ts).
CREATE TABLE "product_code_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"stock_code_key" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_code_search" ("product_id", "stock_code_key") SELECT "product_id", "stock_code_key" FROM "product_search";--> statement-breakpoint
DROP INDEX "product_search_stock_code_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_code_search" ADD CONSTRAINT "product_code_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_code_search_trgm_idx" ON "product_code_search" USING gin ("stock_code_key" gin_trgm_ops);--> statement-breakpoint
ANALYZE "product_code_search";
