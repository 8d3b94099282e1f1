-- Issue 35 §6: staff invite a registered company's first user to set their password instead of typing
-- it. The link's token is stored only as its SHA-256; it works once and until expires_at.
CREATE TABLE "company_user_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_user_invites" ADD CONSTRAINT "company_user_invites_user_id_company_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "company_user_invites_token_idx" ON "company_user_invites" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "company_user_invites_user_idx" ON "company_user_invites" USING btree ("user_id");
