-- Issue 13: a bulk change of an indexed products column (status, brand, vendor) rewrites each row
-- outside its HOT chain and inserts it into every index of products again. Only ~17 % of the demo
-- catalogue's products have a sub-brand; the others now cost this index nothing. Lookups by sub-brand
-- (`subbrand_id = $1`, also the foreign key's check when a brand is deleted) imply the predicate.
DROP INDEX IF EXISTS "products_subbrand_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_subbrand_idx" ON "products" USING btree ("subbrand_id") WHERE subbrand_id is not null;
