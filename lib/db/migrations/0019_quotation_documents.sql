-- Quotations become documents (issue 12): lines, prices in the company's currency, totals, a status
-- with a valid-until date, notes, a reference number and a version for optimistic locking. Additive:
-- existing quotations become drafts without lines, in the currency of their company's price list.
-- Companies get a reference number (C-00042) and a credit limit for the companies list.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "credit_limit_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "currency_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "delivery_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "sub_total_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "grand_total_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "basket_id" uuid;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "quotations" ADD CONSTRAINT "quotations_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN null;
END $$;--> statement-breakpoint
-- Backfill: the price list (and so the currency) the company buys at, else the default list.
UPDATE "quotations" q SET
  "price_list_id" = coalesce(c.price_list_id, (SELECT id FROM price_lists ORDER BY is_default DESC, iid LIMIT 1)),
  "currency_code" = coalesce(
    (SELECT currency_code FROM price_lists WHERE id = c.price_list_id),
    (SELECT currency_code FROM price_lists ORDER BY is_default DESC, iid LIMIT 1),
    'GBP')
FROM "companies" c
WHERE c.id = q.company_id AND q.currency_code = '';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotations_status_idx" ON "quotations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotations_created_idx" ON "quotations" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "quotation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"stock_code" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"list_price_minor" bigint NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"line_total_minor" bigint NOT NULL,
	CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotation_lines_quotation_idx" ON "quotation_lines" USING btree ("quotation_id","position");
