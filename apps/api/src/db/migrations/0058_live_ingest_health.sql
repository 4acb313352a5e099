ALTER TABLE "live_classes" ADD COLUMN "ingest_kbps" integer;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "ingest_dropped_frames" integer;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "ingest_health_at" timestamp with time zone;