ALTER TABLE "product_media" ADD COLUMN IF NOT EXISTS "tag" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN IF NOT EXISTS "storage_key" text;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN IF NOT EXISTS "renditions" jsonb;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN IF NOT EXISTS "width" integer;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN IF NOT EXISTS "height" integer;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN IF NOT EXISTS "bytes" integer;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN IF NOT EXISTS "content_type" text;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN IF NOT EXISTS "etag" text;
