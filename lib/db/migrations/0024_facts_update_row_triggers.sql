-- Custom migration (issue 13): the statement-level UPDATE trigger of 0015 made PostgreSQL copy every
-- updated products row, old and new, into the trigger's transition tables — whether or not a column
-- the v2 search facts hold changed. Products rows are wide (~1 KB), so a 100,000-product bulk update
-- spilled ~200 MB to temporary files, then joined the two tables in the trigger: 3.6 s of a status
-- change on PGlite (1.1 s copying, 2.5 s in the trigger; EXPLAIN ANALYZE on a seeded 100,000-product
-- database), and the same copy and join for a weight or HSN change, which notes nothing.
--
-- Now a row-level trigger whose WHEN clause compares the facts columns (evaluated in C: a row whose
-- facts did not change costs no trigger call and no copy). Writers of many rows — bulk updates, undo
-- and imports (lib/service/products/bulk/tracked.ts, undo.ts) — turn tracking off for their UPDATE and note the
-- changed products' masters in the same statement, set-based. Any other writer is still tracked,
-- one row at a time. INSERT and DELETE keep their statement-level triggers (0015).
--
-- The same for UPDATE of product_search (its rows carry the search text and its tsvector): a row
-- trigger when the search text changed. Writers that rewrite search text only because of a change
-- they already noted (a bulk brand change, an import batch) turn tracking off around it.
DROP TRIGGER IF EXISTS catalog_facts_products_update ON products;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_product_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facts_dirty (product_id) VALUES (coalesce(NEW.parent_id, NEW.id)) ON CONFLICT DO NOTHING;
  IF OLD.parent_id IS DISTINCT FROM NEW.parent_id THEN
    INSERT INTO catalog_facts_dirty (product_id) VALUES (coalesce(OLD.parent_id, OLD.id)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_facts_products_update AFTER UPDATE ON products FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off' AND (
    OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.is_visible IS DISTINCT FROM NEW.is_visible
    OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.subbrand_id IS DISTINCT FROM NEW.subbrand_id
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.stock_code IS DISTINCT FROM NEW.stock_code
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.barcode IS DISTINCT FROM NEW.barcode
    OR OLD.color_name IS DISTINCT FROM NEW.color_name OR OLD.custom_attributes IS DISTINCT FROM NEW.custom_attributes
    OR OLD.created_at IS DISTINCT FROM NEW.created_at))
  EXECUTE FUNCTION catalog_facts_mark_product_row();
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalog_facts_search_update ON product_search;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facts_dirty (product_id)
    SELECT coalesce(p.parent_id, p.id) FROM products p WHERE p.id = NEW.product_id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_facts_search_update AFTER UPDATE ON product_search FOR EACH ROW
  WHEN (current_setting('catalog.facts_tracking', true) IS DISTINCT FROM 'off' AND OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION catalog_facts_mark_search_row();
