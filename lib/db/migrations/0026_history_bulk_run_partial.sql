-- Issue 11: change_history's bulk-run index held a NULL entry for every history row that no bulk run
-- made: every field an import, a page or an API call changes (an upsert of 100,000 rows writes
-- ~280,000 of them). It is only ever looked up by one run's id (`bulk_run_id = $1`: the run's page,
-- its undo, its completeness refresh), which implies the predicate.
DROP INDEX IF EXISTS "change_history_bulk_run_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_history_bulk_run_idx" ON "change_history" USING btree ("bulk_run_id") WHERE bulk_run_id is not null;
