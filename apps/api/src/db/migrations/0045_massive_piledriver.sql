CREATE TABLE "offline_licences" (
	"member_id" bigint NOT NULL,
	"lc_no" integer NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_licences_member_id_lc_no_device_id_pk" PRIMARY KEY("member_id","lc_no","device_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"member_id" bigint NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"label" varchar(40) NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_member_id_device_id_pk" PRIMARY KEY("member_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "offline_licences" ADD CONSTRAINT "offline_licences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_licences" ADD CONSTRAINT "offline_licences_lc_no_lectures_lc_no_fk" FOREIGN KEY ("lc_no") REFERENCES "public"."lectures"("lc_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_licences_member_expiry" ON "offline_licences" USING btree ("member_id","expires_at");