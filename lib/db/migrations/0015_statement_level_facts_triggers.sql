-- Custom migration: the catalogue-facts triggers of 0006 ran once per changed row, so a bulk change of
-- 100,000 products ran 100,000 PL/pgSQL calls and 100,000 single-row inserts into catalog_facts_dirty
-- inside the writer's transaction (as slow as the UPDATE itself, or slower). These statement-level
-- triggers see every changed row at once through transition tables and note the touched master
-- products with ONE set-based insert per statement. Transition tables cannot be combined with
-- `UPDATE OF <columns>`, so the update triggers compare old and new rows themselves and note nothing
-- when no column the facts hold changed (a bulk weight change costs one empty join).
DROP TRIGGER IF EXISTS catalog_facts_products_insert ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalog_facts_products_update ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalog_facts_products_delete ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalog_facts_prices_change ON product_prices;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalog_facts_prices_update ON product_prices;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalog_facts_categories_change ON product_categories;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalog_facts_collections_change ON product_collections;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalog_facts_search_insert ON product_search;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalog_facts_search_update ON product_search;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.facts_tracking', true) IS NOT DISTINCT FROM 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(n.parent_id, n.id) FROM new_rows n ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(o.parent_id, o.id) FROM old_rows o ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT m FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (coalesce(n.parent_id, n.id)), (coalesce(o.parent_id, o.id))) v(m)
      WHERE o.parent_id IS DISTINCT FROM n.parent_id OR o.is_active IS DISTINCT FROM n.is_active
        OR o.status IS DISTINCT FROM n.status OR o.is_visible IS DISTINCT FROM n.is_visible
        OR o.brand_id IS DISTINCT FROM n.brand_id OR o.subbrand_id IS DISTINCT FROM n.subbrand_id
        OR o.name IS DISTINCT FROM n.name OR o.stock_code IS DISTINCT FROM n.stock_code
        OR o.sku IS DISTINCT FROM n.sku OR o.barcode IS DISTINCT FROM n.barcode
        OR o.color_name IS DISTINCT FROM n.color_name OR o.custom_attributes IS DISTINCT FROM n.custom_attributes
        OR o.created_at IS DISTINCT FROM n.created_at
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of product_prices, product_categories, product_collections and product_search: their products'
-- masters. On UPDATE only rows whose facts-relevant value changed are noted (search text, price).
CREATE OR REPLACE FUNCTION catalog_facts_mark_linked_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.facts_tracking', true) IS NOT DISTINCT FROM 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM products p WHERE p.id IN (SELECT product_id FROM new_rows)
      ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM products p WHERE p.id IN (SELECT product_id FROM old_rows)
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'product_search' THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM products p WHERE p.id IN (
        SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id
        WHERE o.search_text IS DISTINCT FROM n.search_text)
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'product_prices' THEN
    -- the rows whose (product, price list, sell price) is not in the other table: the symmetric
    -- difference, which needs no pairing of old and new rows (the key itself may have changed)
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM products p WHERE p.id IN (
        SELECT product_id FROM ((SELECT product_id, price_list_id, sell_price FROM new_rows
            EXCEPT SELECT product_id, price_list_id, sell_price FROM old_rows)
          UNION ALL (SELECT product_id, price_list_id, sell_price FROM old_rows
            EXCEPT SELECT product_id, price_list_id, sell_price FROM new_rows)) d)
      ON CONFLICT DO NOTHING;
  ELSE
    -- product_categories, product_collections: any change of a link
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM products p
      WHERE p.id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_facts_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_products();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_products_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_products();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_products_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_products();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_prices_insert AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_prices_update AFTER UPDATE ON product_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_prices_delete AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_categories_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_categories_update AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_categories_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_collections_insert AFTER INSERT ON product_collections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_collections_update AFTER UPDATE ON product_collections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_collections_delete AFTER DELETE ON product_collections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_search_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_search_update AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked_rows();
