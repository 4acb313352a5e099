ALTER TABLE "live_classes" ADD COLUMN "ingest_state" varchar(12);--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "ingest_kid" varchar(16);--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "ingest_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_ingest_state" CHECK ("live_classes"."ingest_state" in ('live', 'interrupted'));