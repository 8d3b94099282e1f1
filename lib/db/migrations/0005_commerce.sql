CREATE TABLE "basket_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"parent_product_id" uuid,
	"qty" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"custom_info1" text DEFAULT '' NOT NULL,
	"custom_info2" text DEFAULT '' NOT NULL,
	"custom_info3" text DEFAULT '' NOT NULL,
	"custom_info4" text DEFAULT '' NOT NULL,
	"custom_info5" text DEFAULT '' NOT NULL,
	"line_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_charge_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_lines_product" UNIQUE NULLS NOT DISTINCT("basket_id","product_id","parent_product_id")
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_email" text DEFAULT '' NOT NULL,
	"currency_code" text NOT NULL,
	"price_list_id" uuid NOT NULL,
	"shipping_method_id" uuid,
	"voucher_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"microsite_id" uuid,
	"delivery_instruction" text DEFAULT '' NOT NULL,
	"gift_wrap_id" text DEFAULT '' NOT NULL,
	"gift_wrap_option" text DEFAULT '' NOT NULL,
	"membership_plan_id" text DEFAULT '' NOT NULL,
	"custom_info1" text DEFAULT '' NOT NULL,
	"custom_info2" text DEFAULT '' NOT NULL,
	"custom_info3" text DEFAULT '' NOT NULL,
	"custom_info4" text DEFAULT '' NOT NULL,
	"custom_info5" text DEFAULT '' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"created_by_admin" boolean DEFAULT false NOT NULL,
	"is_quote" boolean DEFAULT false NOT NULL,
	"quote_status" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid,
	"stock_code" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"custom_info1" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_lines_order_line_no" UNIQUE("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"iid" serial NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"price_list_id" uuid,
	"status" integer NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"shipment_date" timestamp with time zone,
	"shipping_method_code" text DEFAULT '' NOT NULL,
	"shipping_minor" integer DEFAULT 0 NOT NULL,
	"shipping_tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_iid_unique" UNIQUE("iid"),
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code" text NOT NULL,
	"name" text NOT NULL,
	"voucher_code" text,
	"auto_apply" boolean DEFAULT false NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"amounts_minor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_subtotals_minor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"brand_id" uuid,
	"category_id" uuid,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_promo_code_unique" UNIQUE("promo_code"),
	CONSTRAINT "promotions_voucher_code_unique" UNIQUE("voucher_code")
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"qty_requested" integer NOT NULL,
	"qty_received" integer DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"reason_for_return_id" text DEFAULT '' NOT NULL,
	"required_action_id" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"iid" serial NOT NULL,
	"order_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"reason_for_return_id" text DEFAULT '' NOT NULL,
	"required_action_id" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"fault_reason" text DEFAULT '' NOT NULL,
	"upload_file_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_iid_unique" UNIQUE("iid")
);
--> statement-breakpoint
CREATE TABLE "shipping_method_prices" (
	"shipping_method_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"price_minor" integer NOT NULL,
	"free_over_minor" integer
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"system_name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"carrier_code" text DEFAULT '' NOT NULL,
	"country_csv" text DEFAULT '' NOT NULL,
	"expected_days_to_deliver" integer DEFAULT 3 NOT NULL,
	"cut_off_time" text DEFAULT '' NOT NULL,
	"max_dimension_mm" integer DEFAULT 0 NOT NULL,
	"tax_class_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalog_facet_totals" (
	"token" integer PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_facet_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"label" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_facts_dirty" (
	"product_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_facts_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_search_facts" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"iid" integer NOT NULL,
	"is_visible" boolean NOT NULL,
	"tokens" integer[] NOT NULL,
	"min_prices" integer[] NOT NULL,
	"barcodes" text[] NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"sort_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_parent_product_id_products_id_fk" FOREIGN KEY ("parent_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_microsite_id_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."microsites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_history" ADD CONSTRAINT "return_status_history_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_prices" ADD CONSTRAINT "shipping_method_prices_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_search_facts" ADD CONSTRAINT "catalog_search_facts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baskets_user_idx" ON "baskets" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "baskets_email_idx" ON "baskets" USING btree ("user_email");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "return_status_history_return_idx" ON "return_status_history" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","iid");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_method_prices_pk" ON "shipping_method_prices" USING btree ("shipping_method_id","currency_code");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_facet_values_facet_value_idx" ON "catalog_facet_values" USING btree ("facet","value");--> statement-breakpoint
CREATE INDEX "catalog_search_facts_tokens_idx" ON "catalog_search_facts" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "catalog_search_facts_vector_idx" ON "catalog_search_facts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "catalog_search_facts_barcodes_idx" ON "catalog_search_facts" USING gin ("barcodes");--> statement-breakpoint
CREATE INDEX "catalog_search_facts_name_idx" ON "catalog_search_facts" USING btree ("sort_name","iid");--> statement-breakpoint
CREATE INDEX "catalog_search_facts_created_idx" ON "catalog_search_facts" USING btree ("created_at","iid");