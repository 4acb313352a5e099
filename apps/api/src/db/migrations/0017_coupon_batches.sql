ALTER TABLE "coupons" ADD COLUMN "batch" varchar(40);--> statement-breakpoint
CREATE INDEX "coupons_batch_idx" ON "coupons" USING btree ("batch");