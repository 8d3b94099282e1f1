-- Quotations expire at read time (lib/service/b2b-quote-expiry.ts): every list and read first looks
-- for sent quotations past their valid-until; this partial index keeps that probe to the few sent ones.
CREATE INDEX IF NOT EXISTS "quotations_sent_valid_until_idx" ON "quotations" USING btree ("valid_until") WHERE "status" = 'sent';
