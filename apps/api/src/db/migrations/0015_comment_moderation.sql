ALTER TABLE "lecture_comments" ADD COLUMN "moderation" varchar(10);--> statement-breakpoint
ALTER TABLE "lecture_comments" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lecture_comments_reported_idx" ON "lecture_comments" USING btree ("co_sn") WHERE "lecture_comments"."accuse_count" > 0 and "lecture_comments"."moderation" is null;--> statement-breakpoint
ALTER TABLE "lecture_comments" ADD CONSTRAINT "lecture_comments_moderation" CHECK ("lecture_comments"."moderation" is null or "lecture_comments"."moderation" in ('hidden', 'kept'));