-- A sign-up left half-made by the old race (two parallel activations) would block the new one-registration key:
-- every signing_up row but the member's first, and any beside a live subscription, ends as a failed sign-up. Its
-- charge, if Toss took it, is then found paid by the renewal job's reconcile and cancelled at Toss (decision 104).
UPDATE "subscriptions" s SET "end_reason" = 'signup_failed', "ended_at" = now(), "updated_at" = now()
WHERE s."end_reason" = 'signing_up' AND EXISTS (
	SELECT 1 FROM "subscriptions" o WHERE o."member_id" = s."member_id" AND o."subscription_sn" <> s."subscription_sn"
	AND (o."status" in ('active', 'retrying') OR (o."end_reason" = 'signing_up' AND o."subscription_sn" < s."subscription_sn"))
);--> statement-breakpoint
DROP INDEX "subscriptions_one_live_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_uq" ON "subscriptions" USING btree ("member_id") WHERE "subscriptions"."status" in ('active', 'retrying') or "subscriptions"."end_reason" = 'signing_up';--> statement-breakpoint
CREATE TABLE "subscription_first_periods" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"subscription_sn" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "subscription_first_periods" ADD CONSTRAINT "subscription_first_periods_subscription_sn_subscriptions_subscription_sn_fk" FOREIGN KEY ("subscription_sn") REFERENCES "public"."subscriptions"("subscription_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Members who already had a first period (a trial included) do not get another.
INSERT INTO "subscription_first_periods" ("member_id", "subscription_sn", "claimed_at")
SELECT DISTINCT ON ("member_id") "member_id", "subscription_sn", "started_at" FROM "subscriptions"
WHERE "end_reason" IS DISTINCT FROM 'signup_failed' ORDER BY "member_id", "subscription_sn";--> statement-breakpoint
ALTER TABLE "subscription_charges" DROP CONSTRAINT "subscription_charges_status";--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_status" CHECK ("subscription_charges"."status" in ('pending', 'paid', 'failed', 'unknown', 'voided'));
