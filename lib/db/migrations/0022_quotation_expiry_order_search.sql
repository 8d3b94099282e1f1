-- Quotations expire at read time (lib/service/b2b-quote-expiry.ts): every list and read first looks
-- for sent quotations past their valid-until; this partial index keeps that probe to the few sent ones.
CREATE INDEX IF NOT EXISTS "quotations_sent_valid_until_idx" ON "quotations" USING btree ("valid_until") WHERE "status" = 'sent';
--> statement-breakpoint
-- Order search's free-text box matches part of the email OR the name: one trigram index over both
-- (joined by a control character no search can contain) answers it with one bitmap scan instead of
-- two OR-ed ones (lib/service/orders.ts, EMAIL_OR_NAME; the expression must match it exactly).
CREATE INDEX IF NOT EXISTS "orders_email_name_trgm_idx" ON "orders" USING gin (lower("email" || chr(1) || "customer_name") gin_trgm_ops);
