-- Custom migration (issue 37): the in-process caches of read answers (product detail, the storefront's
-- catalogue and search, lib/http/read-cache.ts) and of access tokens (lib/service/api-clients.ts) are
-- told by the database itself when what they hold may have changed, whoever wrote it: a route, a job,
-- an import, the seed, or SQL behind the service's back. A statement-level trigger costs one call per
-- statement (no transition tables, no per-row work), and NOTIFY is transactional: it is delivered when
-- the writing transaction commits, to every process that LISTENs (lib/service/cache-bus.ts), once per
-- transaction and channel whatever the number of statements (PostgreSQL folds identical notifications).
--
-- catalogue_reads: any change of a table a cached read answer shows. A table added later that feeds one
-- is tracked with `select catalogue_reads_track('its_table')` in its own migration.
CREATE OR REPLACE FUNCTION catalogue_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_reads', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_reads_track(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS catalogue_reads_notify ON %s', target);
  EXECUTE format('CREATE TRIGGER catalogue_reads_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_reads_changed()', target);
END $$;
--> statement-breakpoint
SELECT catalogue_reads_track(t::regclass) FROM unnest(ARRAY[
  'products', 'product_categories', 'product_collections', 'product_prices', 'product_inventory',
  'product_media', 'product_relations', 'product_domains', 'product_completeness', 'product_families',
  'deleted_products', 'categories', 'category_files', 'brands', 'collections', 'seasons', 'suppliers',
  'tax_classes', 'price_lists', 'warehouses', 'attributes', 'microsites', 'promotions', 'config_settings',
  'snippets', 'settings_currencies', 'settings_languages', 'settings_countries'
]) AS t;
--> statement-breakpoint
-- catalogue_auth: what decides whether a token or a client's credentials are still good. Issuing a
-- token (an INSERT) changes nothing already cached, and the once-a-minute "last used" write of a
-- client is no reason to forget its tokens: neither notifies.
CREATE OR REPLACE FUNCTION catalogue_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_auth', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalogue_auth_tokens AFTER UPDATE OR DELETE OR TRUNCATE ON api_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_auth_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_auth_clients_removed AFTER DELETE OR TRUNCATE ON api_clients
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_auth_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_auth_clients_changed AFTER UPDATE ON api_clients FOR EACH ROW
  WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.secret_hash IS DISTINCT FROM NEW.secret_hash OR OLD.is_admin IS DISTINCT FROM NEW.is_admin
    OR OLD.tokens_reset_at IS DISTINCT FROM NEW.tokens_reset_at
    OR OLD.rate_limit_per_minute IS DISTINCT FROM NEW.rate_limit_per_minute
    OR OLD.disabled_at IS DISTINCT FROM NEW.disabled_at)
  EXECUTE FUNCTION catalogue_auth_changed();
