CREATE TABLE "analytics_courses" (
	"course_sn" integer PRIMARY KEY NOT NULL,
	"teacher_sn" integer NOT NULL,
	"lecture_count" integer NOT NULL,
	"learners" integer NOT NULL,
	"started" integer NOT NULL,
	"half" integer NOT NULL,
	"completed" integer NOT NULL,
	"gross_won" bigint NOT NULL,
	"refunded_won" bigint NOT NULL,
	"reviews" integer NOT NULL,
	"star_sum" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_lectures" (
	"lc_no" integer PRIMARY KEY NOT NULL,
	"course_sn" integer NOT NULL,
	"duration_sec" integer NOT NULL,
	"bucket_sec" integer NOT NULL,
	"viewers" integer NOT NULL,
	"completed" integer NOT NULL,
	"reached" integer[] NOT NULL,
	"chapters" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rating_weeks" (
	"course_sn" integer NOT NULL,
	"week" date NOT NULL,
	"reviews" integer NOT NULL,
	"star_sum" integer NOT NULL,
	CONSTRAINT "analytics_rating_weeks_course_sn_week_pk" PRIMARY KEY("course_sn","week")
);
--> statement-breakpoint
CREATE TABLE "analytics_revenue_days" (
	"course_sn" integer NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"gross_won" bigint NOT NULL,
	"refunded_won" bigint NOT NULL,
	CONSTRAINT "analytics_revenue_days_course_sn_day_pk" PRIMARY KEY("course_sn","day")
);
--> statement-breakpoint
CREATE TABLE "lecture_chapters" (
	"lc_no" integer NOT NULL,
	"at_sec" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	CONSTRAINT "lecture_chapters_lc_no_at_sec_pk" PRIMARY KEY("lc_no","at_sec"),
	CONSTRAINT "lecture_chapters_at_nonnegative" CHECK ("lecture_chapters"."at_sec" >= 0)
);
--> statement-breakpoint
ALTER TABLE "analytics_courses" ADD CONSTRAINT "analytics_courses_course_sn_courses_course_sn_fk" FOREIGN KEY ("course_sn") REFERENCES "public"."courses"("course_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_lectures" ADD CONSTRAINT "analytics_lectures_lc_no_lectures_lc_no_fk" FOREIGN KEY ("lc_no") REFERENCES "public"."lectures"("lc_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_rating_weeks" ADD CONSTRAINT "analytics_rating_weeks_course_sn_courses_course_sn_fk" FOREIGN KEY ("course_sn") REFERENCES "public"."courses"("course_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_revenue_days" ADD CONSTRAINT "analytics_revenue_days_course_sn_courses_course_sn_fk" FOREIGN KEY ("course_sn") REFERENCES "public"."courses"("course_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_chapters" ADD CONSTRAINT "lecture_chapters_lc_no_lectures_lc_no_fk" FOREIGN KEY ("lc_no") REFERENCES "public"."lectures"("lc_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_courses_teacher_idx" ON "analytics_courses" USING btree ("teacher_sn");--> statement-breakpoint
CREATE INDEX "analytics_lectures_course_idx" ON "analytics_lectures" USING btree ("course_sn");