-- Completeness (issue 11): a product family names its own required attributes (beside meta-info's
-- isRequired ones), and every product's share of filled required attributes is stored in a narrow
-- side table, kept by the transaction that writes the product (lib/service/products/completeness.ts).
-- A side table and not columns of products: writing it never rewrites the wide products row, never
-- fires the catalogue-facts triggers and never breaks the HOT updates of bulk changes.
ALTER TABLE "product_families" ADD COLUMN "required_attributes" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
CREATE TABLE "product_completeness" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"family_id" integer,
	"required_count" integer NOT NULL,
	"completeness" integer NOT NULL,
	"missing_attributes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_completeness" ADD CONSTRAINT "product_completeness_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_completeness_completeness_idx" ON "product_completeness" USING btree ("completeness");
--> statement-breakpoint
CREATE INDEX "product_completeness_family_idx" ON "product_completeness" USING btree ("family_id","completeness");
--> statement-breakpoint
-- The families of the demo catalogue get the lists the seed gives them (lib/db/seed/catalogue-data.ts);
-- families of a real catalogue keep an empty list (meta-info's required attributes only).
UPDATE "product_families" f SET "required_attributes" = v.codes
FROM (VALUES
  ('APPAREL', ARRAY['Description', 'Brand', 'Images', 'Material', 'Gender', 'Fit']),
  ('FOOTWEAR', ARRAY['Description', 'Brand', 'Images', 'Material', 'Gender']),
  ('ACCESSORIES', ARRAY['Description', 'Brand', 'Material']),
  ('HOME', ARRAY['Description', 'Brand', 'Material', 'Weight']),
  ('BEAUTY', ARRAY['Description', 'Brand', 'Volume']),
  ('ELECTRONICS', ARRAY['Description', 'Brand', 'Barcode', 'WarrantyMonths', 'Weight']),
  ('SPORTS', ARRAY['Description', 'Brand', 'Material'])
) v(code, codes)
WHERE f.code = v.code AND f.required_attributes = '{}'::text[];
--> statement-breakpoint
-- Backfill: the same computation as refreshCompleteness(db, 'all') (lib/service/products/completeness.ts;
-- the CASE is its `filled`, generated from the storage of each core field in product-fields.ts).
-- Meta-info's required core fields (Name, StockCode, Status) come first, then required custom
-- attributes, then the family's own list ("Images": at least one active image).
WITH g AS MATERIALIZED (
  SELECT ARRAY['Name', 'StockCode', 'Status'] || ARRAY(SELECT a.field_code FROM attributes a WHERE a.is_required ORDER BY a.display_order, a.field_code) AS codes
), fam AS MATERIALIZED (
  SELECT f.id, lower(f.code) AS code,
    g.codes || ARRAY(SELECT x FROM unnest(f.required_attributes) x WHERE lower(x) <> ALL (SELECT lower(y) FROM unnest(g.codes) y)) AS codes
  FROM product_families f, g
), imaged AS MATERIALIZED (
  SELECT DISTINCT m.product_id FROM product_media m WHERE m.is_active AND m.media_type = 0
), collected AS MATERIALIZED (
  SELECT DISTINCT c.product_id FROM product_collections c
), fresh AS MATERIALIZED (
  SELECT p.id AS product_id, ff.id AS family_id, cardinality(coalesce(ff.codes, g.codes)) AS n,
    ARRAY(SELECT u.code FROM unnest(coalesce(ff.codes, g.codes)) WITH ORDINALITY u(code, o) WHERE NOT (CASE lower(u.code)
      WHEN 'name' THEN p.name <> ''
      WHEN 'stockcode' THEN p.stock_code <> ''
      WHEN 'status' THEN true
      WHEN 'producttype' THEN true
      WHEN 'shortdescription' THEN p.short_description <> ''
      WHEN 'description' THEN p.description <> ''
      WHEN 'keywords' THEN p.keywords <> ''
      WHEN 'tags' THEN cardinality(p.tags) > 0
      WHEN 'colorname' THEN p.color_name <> ''
      WHEN 'colorcode' THEN p.color_code <> ''
      WHEN 'category' THEN p.default_category_id IS NOT NULL
      WHEN 'brand' THEN p.brand_id IS NOT NULL
      WHEN 'subbrand' THEN p.subbrand_id IS NOT NULL
      WHEN 'season' THEN p.season_id IS NOT NULL
      WHEN 'collections' THEN cl.product_id IS NOT NULL
      WHEN 'vendor' THEN p.supplier_id IS NOT NULL
      WHEN 'sku' THEN p.sku <> ''
      WHEN 'barcode' THEN p.barcode <> ''
      WHEN 'mpn' THEN p.mpn <> ''
      WHEN 'isactive' THEN true
      WHEN 'visibility' THEN true
      WHEN 'sellwithoutinventory' THEN true
      WHEN 'fulfilfromwarehouse' THEN true
      WHEN 'fulfilfromwarehousedays' THEN true
      WHEN 'fulfilfromstore' THEN true
      WHEN 'fulfilfrominstoredays' THEN true
      WHEN 'fulfilfromsupplier' THEN true
      WHEN 'fulfilfromsupplierdays' THEN true
      WHEN 'weight' THEN p.weight > 0
      WHEN 'dimheight' THEN p.height > 0
      WHEN 'dimlength' THEN p.length > 0
      WHEN 'dimwidth' THEN p.width > 0
      WHEN 'hsncode' THEN p.tariff_code <> ''
      WHEN 'countryoforigin' THEN p.origin_country <> ''
      WHEN 'enablenotifyme' THEN true
      WHEN 'enablesubscription' THEN true
      WHEN 'ispreorderenabled' THEN true
      WHEN 'launchdate' THEN p.launch_date IS NOT NULL
      WHEN 'preorderlanchdate' THEN p.preorder_launch_date IS NOT NULL
      WHEN 'preordermaxstock' THEN true
      WHEN 'minpurchaseqty' THEN true
      WHEN 'maxpurchaseqty' THEN true
      WHEN 'seourl' THEN p.seo_url <> ''
      WHEN 'metatitle' THEN p.meta_title <> ''
      WHEN 'metadescription' THEN p.meta_description <> ''
      WHEN 'metakeywords' THEN p.meta_keywords <> ''
      WHEN 'isfreeshipping' THEN true
      WHEN 'deliverynote' THEN p.delivery_note <> ''
      WHEN 'images' THEN im.product_id IS NOT NULL
      ELSE coalesce(p.custom_attributes ->> u.code, '') <> '' END) ORDER BY u.o) AS missing
  FROM products p CROSS JOIN g
  LEFT JOIN fam ff ON p.custom_attribute_set_id <> '' AND ff.code = lower(p.custom_attribute_set_id)
  LEFT JOIN imaged im ON im.product_id = p.id
  LEFT JOIN collected cl ON cl.product_id = p.id
)
INSERT INTO "product_completeness" ("product_id", "family_id", "required_count", "completeness", "missing_attributes")
SELECT product_id, family_id, n, CASE WHEN n = 0 THEN 100 ELSE (100 * (n - cardinality(missing))) / n END, missing
FROM fresh
ON CONFLICT ("product_id") DO NOTHING;
