ALTER TABLE "lecture_progress" ADD COLUMN "stream_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD COLUMN "stream_base" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "draw_count" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_draw_count" CHECK ("quizzes"."draw_count" is null or "quizzes"."draw_count" > 0);--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "question_ids" jsonb;--> statement-breakpoint
CREATE TABLE "quiz_draws" (
	"member_id" bigint NOT NULL,
	"quiz_id" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_draws_pkey" PRIMARY KEY("member_id","quiz_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD CONSTRAINT "quiz_draws_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD CONSTRAINT "quiz_draws_quiz_id_quizzes_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("quiz_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "order_sns" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "pdf_key" varchar(100);
