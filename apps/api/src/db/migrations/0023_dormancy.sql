CREATE TABLE "dormant_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"email_hmac" char(64) NOT NULL,
	"profile_sealed" text NOT NULL,
	"dormant_at" timestamp with time zone DEFAULT now() NOT NULL,
	"challenge_hash" char(64),
	"challenge_expires_at" timestamp with time zone,
	"code_hash" char(64),
	"code_expires_at" timestamp with time zone,
	"code_sent_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dormant_members_email_hmac_unique" UNIQUE("email_hmac")
);
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_status";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "dormancy_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dormant_members" ADD CONSTRAINT "dormant_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_status" CHECK ("members"."status" in ('active', 'suspended', 'withdrawn', 'dormant'));