CREATE TABLE "lecture_subtitles" (
	"lc_no" integer NOT NULL,
	"lang" varchar(8) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_subtitles_lc_no_lang_pk" PRIMARY KEY("lc_no","lang")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "lecture_subtitles" ADD CONSTRAINT "lecture_subtitles_lc_no_lectures_lc_no_fk" FOREIGN KEY ("lc_no") REFERENCES "public"."lectures"("lc_no") ON DELETE cascade ON UPDATE no action;