CREATE TABLE "search_terms" (
	"day" date NOT NULL,
	"term" varchar(50) NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_terms_pkey" PRIMARY KEY("day","term")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "va_holder" varchar(100);--> statement-breakpoint
CREATE INDEX "orders_va_due_idx" ON "orders" USING btree ("va_due_at") WHERE "orders"."va_account" is not null;