CREATE TABLE IF NOT EXISTS "imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"mode" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"mapping" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"bytes" integer NOT NULL,
	"actor" jsonb NOT NULL,
	"created_sample" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_sample" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "import_file_parts" (
	"import_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "import_file_parts_import_id_part_pk" PRIMARY KEY("import_id","part")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "import_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"column" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_file_parts" ADD CONSTRAINT "import_file_parts_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "import_errors_import_row_idx" ON "import_errors" USING btree ("import_id","row_number");
