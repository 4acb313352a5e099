CREATE TABLE "point_uses" (
	"order_sn" bigint NOT NULL,
	"grant_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "point_uses_order_sn_grant_id_pk" PRIMARY KEY("order_sn","grant_id"),
	CONSTRAINT "point_uses_amount_positive" CHECK ("point_uses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "lecture_deliveries" (
	"order_sn" bigint NOT NULL,
	"lc_no" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_deliveries_order_sn_lc_no_pk" PRIMARY KEY("order_sn","lc_no")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "benefit_set_by" bigint;--> statement-breakpoint
ALTER TABLE "point_uses" ADD CONSTRAINT "point_uses_grant_id_point_ledger_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."point_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_deliveries" ADD CONSTRAINT "lecture_deliveries_order_sn_orders_order_sn_fk" FOREIGN KEY ("order_sn") REFERENCES "public"."orders"("order_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_deliveries" ADD CONSTRAINT "lecture_deliveries_lc_no_lectures_lc_no_fk" FOREIGN KEY ("lc_no") REFERENCES "public"."lectures"("lc_no") ON DELETE cascade ON UPDATE no action;