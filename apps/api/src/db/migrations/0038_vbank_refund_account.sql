ALTER TABLE "orders" ADD COLUMN "refund_account_sealed" varchar(400);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_bank" varchar(4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_account_masked" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_holder_masked" varchar(40);