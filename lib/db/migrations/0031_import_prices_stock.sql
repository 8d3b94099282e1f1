-- Issue 33: supplier files that carry prices and stock. Saved mappings per supplier (import_profiles),
-- how an import reads its values (imports.options), its first price and stock changes old → new
-- (imports.change_sample), and row warnings beside row errors (import_errors.level).
CREATE TABLE "import_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"supplier_id" uuid,
	"mapping" jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_errors" ADD COLUMN "level" text DEFAULT 'error' NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "change_sample" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_profiles" ADD CONSTRAINT "import_profiles_supplier_id_suppliers_record_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("record_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_profiles_name_idx" ON "import_profiles" USING btree (lower("name"));
