CREATE TABLE "goal_mail" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"weekly_mail" char(1) DEFAULT 'N' NOT NULL,
	"token" varchar(64) NOT NULL,
	"last_sent_week" date,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_mail_token_unique" UNIQUE("token"),
	CONSTRAINT "goal_mail_weekly_mail_yn" CHECK ("goal_mail"."weekly_mail" in ('Y', 'N'))
);
--> statement-breakpoint
CREATE TABLE "lecture_notes" (
	"note_sn" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"lc_no" integer NOT NULL,
	"course_sn" integer NOT NULL,
	"at_second" integer NOT NULL,
	"body" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_notes_at_second" CHECK ("lecture_notes"."at_second" >= 0)
);
--> statement-breakpoint
CREATE TABLE "weekly_goals" (
	"member_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"minutes" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_goals_member_id_week_start_pk" PRIMARY KEY("member_id","week_start"),
	CONSTRAINT "weekly_goals_minutes" CHECK ("weekly_goals"."minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "goal_mail" ADD CONSTRAINT "goal_mail_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_notes" ADD CONSTRAINT "lecture_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_notes" ADD CONSTRAINT "lecture_notes_lc_no_lectures_lc_no_fk" FOREIGN KEY ("lc_no") REFERENCES "public"."lectures"("lc_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_notes" ADD CONSTRAINT "lecture_notes_course_sn_courses_course_sn_fk" FOREIGN KEY ("course_sn") REFERENCES "public"."courses"("course_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_goals" ADD CONSTRAINT "weekly_goals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_notes_member_course_idx" ON "lecture_notes" USING btree ("member_id","course_sn","lc_no","at_second");