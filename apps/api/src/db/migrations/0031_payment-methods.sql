ALTER TABLE "orders" ADD COLUMN "pay_method" varchar(20) DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installment_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "interest_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_type" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_identity" varchar(200);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_masked" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_status" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_key" varchar(200);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_url" varchar(500);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_secret" varchar(200);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "va_bank" varchar(30);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "va_account" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "va_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "method" varchar(20) DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "installment_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "secret" varchar(64);