CREATE TABLE IF NOT EXISTS "deleted_products" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"stock_code" text NOT NULL,
	"name" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deleted_products_deleted_at_idx" ON "deleted_products" USING btree ("deleted_at");
--> statement-breakpoint
-- SKU and barcode become unique when set. A database whose existing rows already repeat one keeps
-- running (the service still refuses new duplicates); the index is added once the data allows it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM products WHERE sku <> '' GROUP BY sku HAVING count(*) > 1) THEN
    CREATE UNIQUE INDEX IF NOT EXISTS "products_sku_unique_idx" ON "products" USING btree ("sku") WHERE sku <> '';
  ELSE
    RAISE NOTICE 'products.sku has duplicates: products_sku_unique_idx not created';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM products WHERE barcode <> '' GROUP BY barcode HAVING count(*) > 1) THEN
    CREATE UNIQUE INDEX IF NOT EXISTS "products_barcode_unique_idx" ON "products" USING btree ("barcode") WHERE barcode <> '';
  ELSE
    RAISE NOTICE 'products.barcode has duplicates: products_barcode_unique_idx not created';
  END IF;
END $$;
