-- The demo redirect /store-locator -> /stores shadowed the vendor storefront's own store locator page
-- (docs/real-clients.md). Removes only that exact demo rule; a no-op on a new or already-edited database.
DELETE FROM "redirects" WHERE "old_url" = '/store-locator' AND "new_url" = '/stores';
