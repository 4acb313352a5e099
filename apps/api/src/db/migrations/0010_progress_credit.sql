ALTER TABLE "lecture_progress" ADD COLUMN "credited_second" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD COLUMN "last_second" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD COLUMN "saved_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows saved under the old rules keep what they had: their furthest point as credit.
UPDATE "lecture_progress" SET "credited_second" = "max_second", "last_second" = "position";
