CREATE TABLE "member_suspensions" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"notice" varchar(500) NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_log" (
	"kind" varchar(10) NOT NULL,
	"ref" varchar(64) NOT NULL,
	"channel" varchar(5) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_log_kind_ref_channel_pk" PRIMARY KEY("kind","ref","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"mail_payment" char(1) DEFAULT 'Y' NOT NULL,
	"mail_refund" char(1) DEFAULT 'Y' NOT NULL,
	"mail_inquiry" char(1) DEFAULT 'Y' NOT NULL,
	"sms_payment" char(1) DEFAULT 'N' NOT NULL,
	"sms_refund" char(1) DEFAULT 'N' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_yn" CHECK ("notification_settings"."mail_payment" in ('Y','N') and "notification_settings"."mail_refund" in ('Y','N') and "notification_settings"."mail_inquiry" in ('Y','N') and "notification_settings"."sms_payment" in ('Y','N') and "notification_settings"."sms_refund" in ('Y','N'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "contact_name" varchar(30);--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "contact_email" varchar(254);--> statement-breakpoint
ALTER TABLE "member_suspensions" ADD CONSTRAINT "member_suspensions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_asker" CHECK ("inquiries"."member_id" is not null or "inquiries"."contact_email" is not null);