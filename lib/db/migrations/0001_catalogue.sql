CREATE TABLE "api_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tokens_reset_at" timestamp with time zone,
	CONSTRAINT "api_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"access_token_hash" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_access_token_hash_unique" UNIQUE("access_token_hash"),
	CONSTRAINT "api_tokens_refresh_token_hash_unique" UNIQUE("refresh_token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"field_code" text PRIMARY KEY NOT NULL,
	"field_name" text NOT NULL,
	"field_group" text NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"info1" text DEFAULT '' NOT NULL,
	"info2" text DEFAULT '' NOT NULL,
	"info3" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"input_type" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_searchable" boolean DEFAULT false NOT NULL,
	"is_bulk_editable" boolean DEFAULT false NOT NULL,
	"validations" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search_type" integer DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"iid" serial NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" uuid,
	"logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_iid_unique" UNIQUE("iid"),
	CONSTRAINT "brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"iid" serial NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"product_family_id" integer,
	"display_order" integer DEFAULT 0 NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"display_text" text DEFAULT '' NOT NULL,
	"parent_menu_id" text DEFAULT '' NOT NULL,
	"custom_set_id" text DEFAULT '' NOT NULL,
	"tariff_code" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"canonical_tags" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"custom_slug" text DEFAULT '' NOT NULL,
	"has_custom_slug" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_gender_specific" boolean DEFAULT false NOT NULL,
	"external_ref_id" integer DEFAULT 0 NOT NULL,
	"additional_info1" text DEFAULT '' NOT NULL,
	"additional_info2" text DEFAULT '' NOT NULL,
	"additional_info3" text DEFAULT '' NOT NULL,
	"additional_info4" text DEFAULT '' NOT NULL,
	"additional_info5" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_iid_unique" UNIQUE("iid"),
	CONSTRAINT "categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "category_files" (
	"record_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"media_type" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"preview_url" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_multiple" boolean DEFAULT false NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"iid" serial NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_global" boolean DEFAULT false NOT NULL,
	"is_wholesale" boolean DEFAULT false NOT NULL,
	"is_dynamic" boolean DEFAULT false NOT NULL,
	"source_price_list_id" uuid,
	CONSTRAINT "price_lists_iid_unique" UNIQUE("iid"),
	CONSTRAINT "price_lists_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"product_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	CONSTRAINT "product_collections_product_id_collection_id_pk" PRIMARY KEY("product_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "product_domains" (
	"record_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"category_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"sell_without_inventory" boolean DEFAULT false NOT NULL,
	"exclude_from_shopping_feed" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"availability_text" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT 'New' NOT NULL,
	"show_condition_on_store_front" boolean DEFAULT false NOT NULL,
	"launch_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_families_name_unique" UNIQUE("name"),
	CONSTRAINT "product_families_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_inventory" (
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"stock_on_hand" integer DEFAULT 0 NOT NULL,
	"stock_allocated" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_inventory_product_id_warehouse_id_pk" PRIMARY KEY("product_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"record_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"media_type" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"preview_url" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" uuid NOT NULL,
	"price_list_id" uuid NOT NULL,
	"sell_price" numeric(14, 2) NOT NULL,
	"sell_price_exc_vat" numeric(14, 2) NOT NULL,
	"list_price" numeric(14, 2) NOT NULL,
	"cost_price" numeric(14, 2) NOT NULL,
	"landing_cost" numeric(14, 2) NOT NULL,
	"tax_class_id" integer NOT NULL,
	"same_as_master" boolean DEFAULT false NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_product_id_price_list_id_pk" PRIMARY KEY("product_id","price_list_id")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" uuid NOT NULL,
	"related_product_id" uuid NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"iid" serial NOT NULL,
	"parent_id" uuid,
	"stock_code" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"extended_description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"season_id" uuid,
	"drop_id" text DEFAULT '' NOT NULL,
	"tariff_code" text DEFAULT '' NOT NULL,
	"color_name" text DEFAULT '' NOT NULL,
	"color_code" text DEFAULT '' NOT NULL,
	"origin_country" text DEFAULT '' NOT NULL,
	"product_variant_group_code" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"has_variant" boolean DEFAULT false NOT NULL,
	"is_for_pdlc" boolean DEFAULT false NOT NULL,
	"brand_id" uuid,
	"subbrand_id" uuid,
	"default_category_id" uuid,
	"supplier_id" uuid,
	"product_type" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"item_type" integer DEFAULT 1 NOT NULL,
	"mpn" text DEFAULT '' NOT NULL,
	"upcean" text DEFAULT '' NOT NULL,
	"gtn" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"bar_code_url" text DEFAULT '' NOT NULL,
	"sell_without_inventory" boolean DEFAULT false NOT NULL,
	"fulfil_from_warehouse" boolean DEFAULT true NOT NULL,
	"fulfil_from_store" boolean DEFAULT false NOT NULL,
	"fulfil_from_supplier" boolean DEFAULT false NOT NULL,
	"fulfil_from_warehouse_days" integer DEFAULT 1 NOT NULL,
	"fulfil_from_store_days" integer DEFAULT 0 NOT NULL,
	"fulfil_from_supplier_days" integer DEFAULT 0 NOT NULL,
	"uom" text DEFAULT 'EA' NOT NULL,
	"weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"height" numeric(12, 2) DEFAULT '0' NOT NULL,
	"length" numeric(12, 2) DEFAULT '0' NOT NULL,
	"width" numeric(12, 2) DEFAULT '0' NOT NULL,
	"custom_attribute_set_id" text DEFAULT '' NOT NULL,
	"custom_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"variant_config" jsonb,
	"purchasability_type" integer DEFAULT 1 NOT NULL,
	"enable_notify_me" boolean DEFAULT false NOT NULL,
	"enable_subscription" boolean DEFAULT false NOT NULL,
	"is_preorder_enabled" boolean DEFAULT false NOT NULL,
	"launch_date" timestamp with time zone,
	"preorder_launch_date" timestamp with time zone,
	"preorder_max_stock" integer DEFAULT 0 NOT NULL,
	"preorder_short_message" text DEFAULT '' NOT NULL,
	"preorder_message" text DEFAULT '' NOT NULL,
	"min_purchase_qty" integer DEFAULT 1 NOT NULL,
	"max_purchase_qty" integer DEFAULT 0 NOT NULL,
	"seo_url" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"is_free_shipping" boolean DEFAULT false NOT NULL,
	"delivery_note" text DEFAULT '' NOT NULL,
	"additional_shipping_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"enable_gift_wrap" boolean DEFAULT false NOT NULL,
	"show_related_products" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_iid_unique" UNIQUE("iid"),
	CONSTRAINT "products_stock_code_unique" UNIQUE("stock_code")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"record_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"currency_code" text DEFAULT '' NOT NULL,
	"tax_reg_no" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"payment_term_code" text DEFAULT '' NOT NULL,
	"shipment_term_code" text DEFAULT '' NOT NULL,
	"default_lead_days" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"dropship" boolean DEFAULT false NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"po_create_type" integer DEFAULT 0 NOT NULL,
	"account_manager_id" uuid,
	"account_manager_email" text DEFAULT '' NOT NULL,
	"account_manager" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	CONSTRAINT "tax_classes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_store" boolean DEFAULT false NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "microsites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"default_lang_code" text NOT NULL,
	"default_lang_culture" text NOT NULL,
	"default_currency_code" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"disable_access" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"site_type" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "microsites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_parent_id_brands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_product_family_id_product_families_id_fk" FOREIGN KEY ("product_family_id") REFERENCES "public"."product_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_files" ADD CONSTRAINT "category_files_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_source_price_list_id_price_lists_id_fk" FOREIGN KEY ("source_price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_domains" ADD CONSTRAINT "product_domains_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_domains" ADD CONSTRAINT "product_domains_domain_id_microsites_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_domains" ADD CONSTRAINT "product_domains_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD CONSTRAINT "product_inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD CONSTRAINT "product_inventory_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subbrand_id_brands_id_fk" FOREIGN KEY ("subbrand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_default_category_id_categories_id_fk" FOREIGN KEY ("default_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_record_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("record_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_client_idx" ON "api_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "brands_parent_idx" ON "brands" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","display_order");--> statement-breakpoint
CREATE INDEX "category_files_category_idx" ON "category_files" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_collections_collection_idx" ON "product_collections" USING btree ("collection_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_domains_product_domain_idx" ON "product_domains" USING btree ("product_id","domain_id");--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id","display_order");--> statement-breakpoint
CREATE INDEX "product_prices_list_idx" ON "product_prices" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_subbrand_idx" ON "products" USING btree ("subbrand_id");--> statement-breakpoint
CREATE INDEX "products_season_idx" ON "products" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","iid");--> statement-breakpoint
CREATE INDEX "products_default_category_idx" ON "products" USING btree ("default_category_id");--> statement-breakpoint
CREATE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "products_stock_code_trgm_idx" ON "products" USING gin ("stock_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");