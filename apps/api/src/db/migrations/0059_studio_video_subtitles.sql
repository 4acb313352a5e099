CREATE TABLE "video_subtitles" (
	"video_id" integer NOT NULL,
	"lang" varchar(8) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_subtitles_video_id_lang_pk" PRIMARY KEY("video_id","lang")
);
--> statement-breakpoint
ALTER TABLE "video_subtitles" ADD CONSTRAINT "video_subtitles_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;