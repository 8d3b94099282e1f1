-- Issue 33 §5: the v2 storefront search honours excludeOOSProduct=true (the vendor storefront sends it
-- on every listing). Whether a master product can be bought from stock becomes a fact of its facts row
-- (catalog_search_facts.in_stock: one of the products it is sold as, itself or its variants, has stock
-- on hand above what is allocated in a warehouse, or sells without inventory), and the unfiltered
-- catalogue's facet counts are kept for its in-stock part too (catalog_facet_totals.in_stock_products),
-- so that the storefront's listings stay on the precomputed counts.
ALTER TABLE "catalog_facet_totals" ADD COLUMN "in_stock_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_search_facts" ADD COLUMN "in_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every facts row is in stock by default until the rebuild below: the totals start out equal, and the
-- rebuild's delete and insert then take them to the true counts.
UPDATE "catalog_facet_totals" SET "in_stock_products" = "products";--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO catalog_facet_totals (token, products, in_stock_products)
      SELECT t, -count(*)::int, -(count(*) FILTER (WHERE in_stock))::int
      FROM (SELECT unnest(tokens || 0) AS t, in_stock FROM old_rows WHERE is_visible) s GROUP BY t
      ON CONFLICT (token) DO UPDATE SET products = catalog_facet_totals.products + excluded.products,
        in_stock_products = catalog_facet_totals.in_stock_products + excluded.in_stock_products;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_facet_totals (token, products, in_stock_products)
      SELECT t, count(*)::int, (count(*) FILTER (WHERE in_stock))::int
      FROM (SELECT unnest(tokens || 0) AS t, in_stock FROM new_rows WHERE is_visible) s GROUP BY t
      ON CONFLICT (token) DO UPDATE SET products = catalog_facet_totals.products + excluded.products,
        in_stock_products = catalog_facet_totals.in_stock_products + excluded.in_stock_products;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of stock notes the product's master when a warehouse's stock turns available or unavailable
-- (on hand above allocated); other stock changes leave the facts as they are.
CREATE OR REPLACE FUNCTION catalog_facts_mark_stock_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.facts_tracking', true) IS NOT DISTINCT FROM 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM products p
      WHERE p.id IN (SELECT product_id FROM new_rows WHERE stock_on_hand > stock_allocated)
      ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM products p
      WHERE p.id IN (SELECT product_id FROM old_rows WHERE stock_on_hand > stock_allocated)
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM products p WHERE p.id IN (
        SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id AND o.warehouse_id = n.warehouse_id
        WHERE (o.stock_on_hand > o.stock_allocated) IS DISTINCT FROM (n.stock_on_hand > n.stock_allocated))
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_facts_stock_insert AFTER INSERT ON product_inventory
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_stock_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_stock_update AFTER UPDATE ON product_inventory
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_stock_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_stock_delete AFTER DELETE ON product_inventory
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_stock_rows();
--> statement-breakpoint
-- sell_without_inventory joins the products columns the facts are built from (row trigger of 0024).
DROP TRIGGER IF EXISTS catalog_facts_products_update ON products;
--> statement-breakpoint
CREATE TRIGGER catalog_facts_products_update AFTER UPDATE ON products FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off' AND (
    OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.is_visible IS DISTINCT FROM NEW.is_visible
    OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.subbrand_id IS DISTINCT FROM NEW.subbrand_id
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.stock_code IS DISTINCT FROM NEW.stock_code
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.barcode IS DISTINCT FROM NEW.barcode
    OR OLD.color_name IS DISTINCT FROM NEW.color_name OR OLD.custom_attributes IS DISTINCT FROM NEW.custom_attributes
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.sell_without_inventory IS DISTINCT FROM NEW.sell_without_inventory))
  EXECUTE FUNCTION catalog_facts_mark_product_row();
--> statement-breakpoint
-- Every facts row gets its in_stock at the next search: the nil uuid asks for a rebuild of all of them.
INSERT INTO catalog_facts_dirty (product_id) VALUES ('00000000-0000-0000-0000-000000000000') ON CONFLICT DO NOTHING;
