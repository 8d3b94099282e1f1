-- Issue 11 (grid filter p95 ≤ 300 ms at 100,000 products): the grid lists masters (item_type = 1),
-- so a status filter counted its products by reading every matching row for item_type: ~24,000
-- heap pages for the 50,000 active masters (250–300 ms on PGlite). With item_type carried in the
-- status index, the count is an index-only scan (~270 index pages, ~20 ms). item_type is not
-- written by bulk or import updates, so no update that was HOT stops being one; a status change was
-- never HOT. Drizzle's schema cannot express INCLUDE: lib/db/schema/catalogue.ts names this index
-- as (status, iid) and this file is its definition.
DROP INDEX IF EXISTS "products_status_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_status_idx" ON "products" USING btree ("status", "iid") INCLUDE ("item_type");
