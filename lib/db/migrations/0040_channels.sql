-- Channels (issue 38, docs/channels.md): where the catalogue is sold, each with its locales, currency and
-- price list; channel_countries maps a caller's Country to a price list in a channel; product_channels
-- holds which products a channel offers. At most one default channel (the partial unique index).
CREATE TABLE "channel_countries" (
	"channel_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"price_list_id" uuid NOT NULL,
	CONSTRAINT "channel_countries_channel_id_country_code_pk" PRIMARY KEY("channel_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"locales" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency_code" text NOT NULL,
	"price_list_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_channels" (
	"product_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	CONSTRAINT "product_channels_product_id_channel_id_pk" PRIMARY KEY("product_id","channel_id")
);
--> statement-breakpoint
ALTER TABLE "channel_countries" ADD CONSTRAINT "channel_countries_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_countries" ADD CONSTRAINT "channel_countries_country_code_settings_countries_two_letter_iso_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."settings_countries"("two_letter_iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_countries" ADD CONSTRAINT "channel_countries_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_channels" ADD CONSTRAINT "product_channels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_channels" ADD CONSTRAINT "product_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channels_one_default_idx" ON "channels" USING btree ("is_default") WHERE is_default;--> statement-breakpoint
CREATE INDEX "product_channels_channel_idx" ON "product_channels" USING btree ("channel_id","product_id");--> statement-breakpoint
-- v2 answers will be restricted to the request's channel and price its Country: a change drops cached reads (migration 0034).
SELECT catalogue_reads_track('channels');--> statement-breakpoint
SELECT catalogue_reads_track('channel_countries');--> statement-breakpoint
SELECT catalogue_reads_track('product_channels');
