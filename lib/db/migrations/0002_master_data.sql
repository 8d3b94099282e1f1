CREATE TABLE "master_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" integer NOT NULL,
	"item_value" text NOT NULL,
	"item_text" text NOT NULL,
	"parent_item_value" text DEFAULT '' NOT NULL,
	"custom_field1" text DEFAULT '' NOT NULL,
	"custom_field2" text DEFAULT '' NOT NULL,
	"custom_field3" text DEFAULT '' NOT NULL,
	"custom_field4" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "master_data_table_idx" ON "master_data" USING btree ("table_id","display_order");