-- Issues 11 and 13: imports and bulk runs write 100,000s of history rows per call, and the b-tree
-- on (entity, entity_id, id) cost about as much as the rest of each row's write: a wide text key in
-- random order. One record's history is now found through a hash of its id (the entity is checked
-- on the row; a record's own rows are few to sort). A whole entity's history (the settings page)
-- has a b-tree of its own for every entity but products, whose rows are nearly all of the table.
DROP INDEX IF EXISTS "change_history_entity_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_history_other_entities_idx" ON "change_history" USING btree ("entity","id") WHERE entity <> 'product';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_history_entity_idx" ON "change_history" USING hash ("entity_id");
