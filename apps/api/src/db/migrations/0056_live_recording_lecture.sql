ALTER TABLE "live_classes" ADD COLUMN "recording_draft_sn" integer;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "recording_course_sn" integer;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_recording_course_sn_courses_course_sn_fk" FOREIGN KEY ("recording_course_sn") REFERENCES "public"."courses"("course_sn") ON DELETE set null ON UPDATE no action;
