CREATE TABLE "media_keys" (
	"kid" varchar(32) PRIMARY KEY NOT NULL,
	"media_key" varchar(300) NOT NULL,
	"seq" smallint NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_streams" (
	"stream_id" varchar(22) PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"session_id" uuid NOT NULL,
	"lc_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media_streams" ADD CONSTRAINT "media_streams_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_streams" ADD CONSTRAINT "media_streams_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_keys_media_key_idx" ON "media_keys" USING btree ("media_key");--> statement-breakpoint
CREATE INDEX "media_streams_current_idx" ON "media_streams" USING btree ("member_id","created_at") WHERE "media_streams"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "media_streams_member_idx" ON "media_streams" USING btree ("member_id");