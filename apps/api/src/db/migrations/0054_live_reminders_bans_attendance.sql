CREATE TABLE "live_attendance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"member_id" bigint,
	"moderator" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_bans" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"reason" varchar(300) NOT NULL,
	"banned_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_reminders" (
	"class_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "live_reminders_class_id_member_id_pk" PRIMARY KEY("class_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bans" ADD CONSTRAINT "live_bans_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_class_id_live_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_attendance_class_idx" ON "live_attendance" USING btree ("class_id","member_id");--> statement-breakpoint
CREATE INDEX "live_attendance_open_idx" ON "live_attendance" USING btree ("class_id") WHERE "live_attendance"."left_at" is null;--> statement-breakpoint
CREATE INDEX "live_reminders_due_idx" ON "live_reminders" USING btree ("class_id") WHERE "live_reminders"."sent_at" is null;