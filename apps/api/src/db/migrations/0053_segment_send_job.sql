CREATE TABLE "notification_send_targets" (
	"send_sn" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"outcome" varchar(12),
	CONSTRAINT "notification_send_targets_send_sn_member_id_pk" PRIMARY KEY("send_sn","member_id")
);
--> statement-breakpoint
ALTER TABLE "notification_sends" ADD COLUMN "status" varchar(8) DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD COLUMN "processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_send_targets" ADD CONSTRAINT "notification_send_targets_send_sn_notification_sends_send_sn_fk" FOREIGN KEY ("send_sn") REFERENCES "public"."notification_sends"("send_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_send_targets" ADD CONSTRAINT "notification_send_targets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_send_targets_pending_idx" ON "notification_send_targets" USING btree ("send_sn","member_id") WHERE "notification_send_targets"."outcome" is null;