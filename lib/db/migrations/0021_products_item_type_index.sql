CREATE INDEX IF NOT EXISTS "products_item_type_idx" ON "products" USING btree ("item_type","iid");
