-- Custom migration (drizzle-kit generate --custom): the v2 catalogue search keeps one facts row per
-- master product (catalog_search_facts). These triggers note which master products a change to the
-- catalogue touches, in the writer's own transaction, so that no writer has to know about the search:
-- the next search refreshes the noted rows (lib/service/catalog-search/facts.ts). The nil uuid means
-- "rebuild every row" (category moves, attribute or price list changes). Row triggers with WHEN
-- conditions cost nothing for changes the facts do not hold; the demo-data seed turns them off
-- (setting catalog.facts_tracking = 'off' in its transaction) and rebuilds the facts at its end.
-- Names sort by code point (collation "C"), the same on PGlite and on any PostgreSQL server.
ALTER TABLE catalog_search_facts ALTER COLUMN sort_name SET DATA TYPE text COLLATE "C";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_facts_dirty (product_id) VALUES (coalesce(NEW.parent_id, NEW.id)) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO catalog_facts_dirty (product_id) VALUES (coalesce(OLD.parent_id, OLD.id)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_linked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT coalesce(p.parent_id, p.id) FROM products p WHERE p.id = NEW.product_id ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT coalesce(p.parent_id, p.id) FROM products p WHERE p.id = OLD.product_id ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off' THEN
    INSERT INTO catalog_facts_dirty (product_id) VALUES ('00000000-0000-0000-0000-000000000000') ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_facts_products_insert AFTER INSERT ON products FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION catalog_facts_mark_product();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_products_update
  AFTER UPDATE OF parent_id, is_active, status, is_visible, brand_id, subbrand_id, name, stock_code, sku, barcode,
    color_name, custom_attributes, created_at ON products FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off' AND (
    OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.is_visible IS DISTINCT FROM NEW.is_visible
    OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.subbrand_id IS DISTINCT FROM NEW.subbrand_id
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.stock_code IS DISTINCT FROM NEW.stock_code
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.barcode IS DISTINCT FROM NEW.barcode
    OR OLD.color_name IS DISTINCT FROM NEW.color_name OR OLD.custom_attributes IS DISTINCT FROM NEW.custom_attributes
    OR OLD.created_at IS DISTINCT FROM NEW.created_at))
  EXECUTE FUNCTION catalog_facts_mark_product();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_products_delete AFTER DELETE ON products FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION catalog_facts_mark_product();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_prices_change AFTER INSERT OR DELETE ON product_prices FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_prices_update AFTER UPDATE OF sell_price, product_id, price_list_id ON product_prices FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off' AND (OLD.sell_price IS DISTINCT FROM NEW.sell_price
    OR OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.price_list_id IS DISTINCT FROM NEW.price_list_id))
  EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_categories_change AFTER INSERT OR UPDATE OR DELETE ON product_categories FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_collections_change AFTER INSERT OR UPDATE OR DELETE ON product_collections FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_search_insert AFTER INSERT ON product_search FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_search_update AFTER UPDATE OF search_text ON product_search FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off' AND OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_category_moves AFTER UPDATE OF parent_id ON categories FOR EACH ROW
  WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION catalog_facts_mark_all();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_attributes AFTER INSERT OR UPDATE OR DELETE ON attributes
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_all();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_price_lists AFTER INSERT OR DELETE ON price_lists
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_all();
--> statement-breakpoint
-- catalog_facet_totals follows the visible facts rows (also when a product's deletion cascades to them).
CREATE OR REPLACE FUNCTION catalog_facet_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO catalog_facet_totals (token, products)
      SELECT t, -count(*)::int FROM (SELECT unnest(tokens || 0) AS t FROM old_rows WHERE is_visible) s GROUP BY t
      ON CONFLICT (token) DO UPDATE SET products = catalog_facet_totals.products + excluded.products;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_facet_totals (token, products)
      SELECT t, count(*)::int FROM (SELECT unnest(tokens || 0) AS t FROM new_rows WHERE is_visible) s GROUP BY t
      ON CONFLICT (token) DO UPDATE SET products = catalog_facet_totals.products + excluded.products;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_facet_totals_insert AFTER INSERT ON catalog_search_facts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_totals_apply();
--> statement-breakpoint
CREATE TRIGGER catalog_facet_totals_update AFTER UPDATE ON catalog_search_facts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_totals_apply();
--> statement-breakpoint
CREATE TRIGGER catalog_facet_totals_delete AFTER DELETE ON catalog_search_facts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_totals_apply();
