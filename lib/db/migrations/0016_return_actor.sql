ALTER TABLE "return_status_history" ADD COLUMN "actor_kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_status_history" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;
