CREATE TABLE "qna_answers" (
	"answer_sn" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qna_answers_answer_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_sn" integer NOT NULL,
	"member_id" bigint,
	"kind" varchar(10) NOT NULL,
	"body" varchar(4000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qna_answers_kind" CHECK ("qna_answers"."kind" in ('teacher', 'staff', 'standard'))
);
--> statement-breakpoint
CREATE TABLE "qna_me_too" (
	"question_sn" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qna_me_too_question_sn_member_id_pk" PRIMARY KEY("question_sn","member_id")
);
--> statement-breakpoint
CREATE TABLE "qna_questions" (
	"question_sn" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qna_questions_question_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lc_no" integer NOT NULL,
	"course_sn" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" varchar(4000) NOT NULL,
	"moment_sec" integer NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"flagged" char(1) DEFAULT 'N' NOT NULL,
	"flag_reason" varchar(200),
	"reviewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"me_too" integer DEFAULT 0 NOT NULL,
	"search_compact" text DEFAULT '' NOT NULL,
	"title_choseong" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qna_questions_status" CHECK ("qna_questions"."status" in ('open', 'resolved')),
	CONSTRAINT "qna_questions_flagged_yn" CHECK ("qna_questions"."flagged" in ('Y', 'N')),
	CONSTRAINT "qna_questions_moment_nonnegative" CHECK ("qna_questions"."moment_sec" >= 0),
	CONSTRAINT "qna_questions_me_too_nonnegative" CHECK ("qna_questions"."me_too" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_accounts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"teacher_sn" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_role";--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "mail_qna" char(1) DEFAULT 'Y' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "sms_qna" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "qna_answers" ADD CONSTRAINT "qna_answers_question_sn_qna_questions_question_sn_fk" FOREIGN KEY ("question_sn") REFERENCES "public"."qna_questions"("question_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_answers" ADD CONSTRAINT "qna_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_me_too" ADD CONSTRAINT "qna_me_too_question_sn_qna_questions_question_sn_fk" FOREIGN KEY ("question_sn") REFERENCES "public"."qna_questions"("question_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_me_too" ADD CONSTRAINT "qna_me_too_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD CONSTRAINT "qna_questions_lc_no_lectures_lc_no_fk" FOREIGN KEY ("lc_no") REFERENCES "public"."lectures"("lc_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD CONSTRAINT "qna_questions_course_sn_courses_course_sn_fk" FOREIGN KEY ("course_sn") REFERENCES "public"."courses"("course_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_questions" ADD CONSTRAINT "qna_questions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_accounts" ADD CONSTRAINT "teacher_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_accounts" ADD CONSTRAINT "teacher_accounts_teacher_sn_teachers_teacher_sn_fk" FOREIGN KEY ("teacher_sn") REFERENCES "public"."teachers"("teacher_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qna_answers_question_idx" ON "qna_answers" USING btree ("question_sn");--> statement-breakpoint
CREATE INDEX "qna_questions_lecture_idx" ON "qna_questions" USING btree ("lc_no","created_at");--> statement-breakpoint
CREATE INDEX "qna_questions_course_waiting_idx" ON "qna_questions" USING btree ("course_sn","answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_accounts_teacher_key" ON "teacher_accounts" USING btree ("teacher_sn");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_role" CHECK ("members"."role" in ('member', 'teacher', 'staff', 'admin'));--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_qna_yn" CHECK ("notification_settings"."mail_qna" in ('Y','N') and "notification_settings"."sms_qna" in ('Y','N'));