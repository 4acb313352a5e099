CREATE TABLE "member_player_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"playback_rate" real DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_player_settings_rate" CHECK ("member_player_settings"."playback_rate" in (0.5, 0.75, 1, 1.25, 1.5, 1.75, 2))
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "watermark" char(1) DEFAULT 'Y' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_player_settings" ADD CONSTRAINT "member_player_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_watermark_yn" CHECK ("courses"."watermark" in ('Y', 'N'));