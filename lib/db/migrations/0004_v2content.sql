CREATE TABLE "feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_name" text NOT NULL,
	"slug" text NOT NULL,
	"blob_path" text NOT NULL,
	"download_link" text NOT NULL,
	CONSTRAINT "feeds_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nav_position" integer NOT NULL,
	"parent_id" uuid,
	"category_id" uuid,
	"caption" text DEFAULT '' NOT NULL,
	"caption_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"width_pct" integer DEFAULT 100 NOT NULL,
	"alignment_type" integer DEFAULT 1 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"column_count" integer DEFAULT 1 NOT NULL,
	"is_top_nav" boolean DEFAULT false NOT NULL,
	"header_content" text DEFAULT '' NOT NULL,
	"footer_content" text DEFAULT '' NOT NULL,
	"html_attributes" text DEFAULT '' NOT NULL,
	"hyperlink" text DEFAULT '' NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"old_url" text NOT NULL,
	"new_url" text NOT NULL,
	"redirect_type" integer DEFAULT 301 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "redirects_old_url_unique" UNIQUE("old_url")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"business_type" text DEFAULT '' NOT NULL,
	"registered_number" text DEFAULT '' NOT NULL,
	"price_list_id" uuid,
	"customer_group_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"address3" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"post_code" text NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"mobile_no" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_default_delivery" boolean DEFAULT false NOT NULL,
	"is_default_for_subscription" boolean DEFAULT false NOT NULL,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"post_code" text DEFAULT '' NOT NULL,
	"company_user_role" text NOT NULL,
	"user_referrer" text DEFAULT '' NOT NULL,
	"referral_type" text DEFAULT '' NOT NULL,
	"registration_source" text DEFAULT '' NOT NULL,
	"user_source_type" integer DEFAULT 0 NOT NULL,
	"news_letter_subscribed" boolean DEFAULT false NOT NULL,
	"notify_by_email" boolean DEFAULT false NOT NULL,
	"notify_by_sms" boolean DEFAULT false NOT NULL,
	"notify_by_post" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"purchase_order_no" text DEFAULT '' NOT NULL,
	"quote_name" text NOT NULL,
	"email" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_code_areas" (
	"outward_code" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"town" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"your_id" text NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"post_code" text NOT NULL,
	"country" text NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'Store' NOT NULL,
	"shipping_plan_id" text DEFAULT '' NOT NULL,
	"shipping_address_id" text DEFAULT '' NOT NULL,
	"delivery_option" text DEFAULT '' NOT NULL,
	"lead_time_unit" text DEFAULT 'days' NOT NULL,
	"lead_time_min" integer DEFAULT 0 NOT NULL,
	"lead_time_max" integer DEFAULT 0 NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"why_delay_msg1" text DEFAULT '' NOT NULL,
	"why_delay_msg2" text DEFAULT '' NOT NULL,
	"why_delay_msg3" text DEFAULT '' NOT NULL,
	"hdn_code" text DEFAULT '' NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enable_click_collect" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stores_your_id_unique" UNIQUE("your_id")
);
--> statement-breakpoint
CREATE TABLE "config_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_type" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_locators" (
	"country_code" text PRIMARY KEY NOT NULL,
	"microsite_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"language_code" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"section_name" text PRIMARY KEY NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_countries" (
	"two_letter_iso_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_shipping" boolean DEFAULT true NOT NULL,
	"is_billing" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_currencies" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"currency_symbol" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_languages" (
	"language_code" text PRIMARY KEY NOT NULL,
	"language_culture" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snippets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"placement" text NOT NULL,
	"content" text NOT NULL,
	"excluded_url" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_parent_id_nav_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nav_items_parent_idx" ON "nav_items" USING btree ("nav_position","parent_id","display_order");--> statement-breakpoint
CREATE INDEX "company_addresses_company_idx" ON "company_addresses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_users_email_idx" ON "company_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "company_users_username_idx" ON "company_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "company_users_company_idx" ON "company_users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quotations_company_idx" ON "quotations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "post_code_areas_area_idx" ON "post_code_areas" USING btree ("area");--> statement-breakpoint
CREATE UNIQUE INDEX "config_settings_key_idx" ON "config_settings" USING btree ("config_type","name","country_code");