-- Custom migration (issue 13): every bulk change of an indexed products column rewrites each changed
-- row outside its page's HOT chain and so inserts it into EVERY index of products again — on PGlite
-- about half a second per 100,000 products per b-tree, more per GIN index. Measured on 100,000
-- products: a status change took 9.9 s with the 14 indexes, 7.3 s without the two GIN indexes and
-- 1.7 s (a HOT update) with no index on status. So products keeps only what lookups, uniqueness and
-- the grid's keyset pages need:
-- * the stock-code trigram index moves to product_search.stock_code_key (the lower-cased stock code,
--   rewritten only when the code or the search text changes); "stock code contains" searches it there;
-- * the tags GIN index goes: a tag filter reads the table (~0.15 s at 100,000 products), and a bulk
--   tags change becomes a HOT update instead of a rewrite of every index;
-- * the season index goes (a rarely used filter; a season is deleted only when no product uses it);
-- * the parent index holds variants only: masters (most products) have no parent to look up.
DROP INDEX IF EXISTS "products_stock_code_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_tags_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_season_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_parent_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_parent_idx" ON "products" USING btree ("parent_id") WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_stock_code_trgm_idx" ON "product_search" USING gin ("stock_code_key" gin_trgm_ops);
