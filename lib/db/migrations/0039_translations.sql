-- Translated content (issue 38, docs/locales.md): a table per kind of record holds a locale's text
-- field by field; the record's own columns stay the default locale's, and a missing row falls back to
-- them. The v2 facts hold each master's translated words, stemmed per locale and tagged with it
-- (locale_words): free text in a locale matches them beside the product's own words.
CREATE TABLE "attribute_translations" (
	"field_code" text NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "attribute_translations_field_code_locale_field_pk" PRIMARY KEY("field_code","locale","field")
);
--> statement-breakpoint
CREATE TABLE "brand_translations" (
	"brand_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "brand_translations_brand_id_locale_field_pk" PRIMARY KEY("brand_id","locale","field")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "category_translations_category_id_locale_field_pk" PRIMARY KEY("category_id","locale","field")
);
--> statement-breakpoint
CREATE TABLE "collection_translations" (
	"collection_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "collection_translations_collection_id_locale_field_pk" PRIMARY KEY("collection_id","locale","field")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "product_translations_product_id_locale_field_pk" PRIMARY KEY("product_id","locale","field")
);
--> statement-breakpoint
ALTER TABLE "attribute_translations" ADD CONSTRAINT "attribute_translations_field_code_attributes_field_code_fk" FOREIGN KEY ("field_code") REFERENCES "public"."attributes"("field_code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brand_translations" ADD CONSTRAINT "brand_translations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "collection_translations" ADD CONSTRAINT "collection_translations_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_translations_slug_idx" ON "product_translations" USING btree ("locale","value") WHERE field = 'seoUrl';
--> statement-breakpoint
-- Cached v2 answers show translations: a change of one drops them (migration 0034).
SELECT catalogue_reads_track('product_translations');--> statement-breakpoint
SELECT catalogue_reads_track('category_translations');--> statement-breakpoint
SELECT catalogue_reads_track('brand_translations');--> statement-breakpoint
SELECT catalogue_reads_track('collection_translations');--> statement-breakpoint
SELECT catalogue_reads_track('attribute_translations');--> statement-breakpoint
ALTER TABLE "catalog_search_facts" ADD COLUMN "locale_words" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_search_facts_locale_words_idx" ON "catalog_search_facts" USING gin ("locale_words");
