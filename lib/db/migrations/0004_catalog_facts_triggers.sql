-- Custom migration (drizzle-kit generate --custom): the v2 catalogue search keeps one facts row per
-- master product (catalog_search_facts). These statement-level triggers note which master products a
-- change to the catalogue touches, in the writer's own transaction, so that no writer has to know
-- about the search: the next search refreshes the noted rows (lib/service/catalog-search/facts.ts).
-- The nil uuid means "rebuild every row" (category moves, attribute or price list changes).
-- Names sort by code point (collation "C"), the same on PGlite and on any PostgreSQL server.
ALTER TABLE catalog_search_facts ALTER COLUMN sort_name SET DATA TYPE text COLLATE "C";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(parent_id, id) FROM new_rows ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(parent_id, id) FROM old_rows ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_linked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM new_rows n JOIN products p ON p.id = n.product_id
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO catalog_facts_dirty (product_id)
      SELECT DISTINCT coalesce(p.parent_id, p.id) FROM old_rows o JOIN products p ON p.id = o.product_id
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facts_dirty (product_id) VALUES ('00000000-0000-0000-0000-000000000000') ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facts_mark_category_moves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.parent_id IS DISTINCT FROM n.parent_id) THEN
    INSERT INTO catalog_facts_dirty (product_id) VALUES ('00000000-0000-0000-0000-000000000000') ON CONFLICT DO NOTHING;
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
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_prices_update AFTER UPDATE ON product_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_prices_delete AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_categories_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_categories_update AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_categories_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_collections_insert AFTER INSERT ON product_collections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_collections_update AFTER UPDATE ON product_collections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_collections_delete AFTER DELETE ON product_collections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_search_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_search_update AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_linked();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_category_moves AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_category_moves();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_attributes AFTER INSERT OR UPDATE OR DELETE ON attributes
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_all();
--> statement-breakpoint
CREATE TRIGGER catalog_facts_price_lists AFTER INSERT OR DELETE ON price_lists
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facts_mark_all();
