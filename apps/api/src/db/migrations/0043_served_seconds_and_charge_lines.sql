CREATE TABLE "lecture_served" (
	"member_id" bigint NOT NULL,
	"lc_no" integer NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lecture_served_member_id_lc_no_pk" PRIMARY KEY("member_id","lc_no")
);
--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD COLUMN "refunding_amount" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "charge_sns" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_served" ADD CONSTRAINT "lecture_served_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;