CREATE TABLE "settlement_watch_marks" (
	"month" char(7) NOT NULL,
	"member_id" bigint NOT NULL,
	"course_sn" integer NOT NULL,
	"credited_total" bigint NOT NULL,
	CONSTRAINT "settlement_watch_marks_month_member_id_course_sn_pk" PRIMARY KEY("month","member_id","course_sn")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_source_type";--> statement-breakpoint
DROP INDEX "ledger_entries_once_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once_uq" ON "ledger_entries" USING btree ("kind","source_type","source_id") WHERE "ledger_entries"."kind" in ('charge_payment', 'order_refund', 'charge_refund', 'settlement_payout');--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('order_payment', 'charge_payment', 'order_refund', 'charge_refund', 'payment_reversal', 'coupon_use', 'points_earned', 'points_granted', 'points_spent', 'points_returned', 'points_expired', 'contest_prize', 'settlement_payout'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_type" CHECK ("ledger_entries"."source_type" in ('order', 'charge', 'coupon', 'contest', 'event', 'points', 'settlement'));