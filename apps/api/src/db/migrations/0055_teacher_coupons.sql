CREATE TABLE "coupon_policy" (
	"id" integer PRIMARY KEY NOT NULL,
	"max_rate_pct" integer NOT NULL,
	"max_days" integer NOT NULL,
	"early_bird_max_rate_pct" integer NOT NULL,
	"early_bird_max_days" integer NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_policy_one_row" CHECK ("coupon_policy"."id" = 1),
	CONSTRAINT "coupon_policy_bounds" CHECK ("coupon_policy"."max_rate_pct" between 1 and 100 and "coupon_policy"."early_bird_max_rate_pct" between 1 and 100 and "coupon_policy"."max_days" between 1 and 365 and "coupon_policy"."early_bird_max_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "settlement_lines" DROP CONSTRAINT "settlement_lines_kind";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "teacher_sn" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "course_sn" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "early_bird" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_teacher_sn_teachers_teacher_sn_fk" FOREIGN KEY ("teacher_sn") REFERENCES "public"."teachers"("teacher_sn") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_course_sn_courses_course_sn_fk" FOREIGN KEY ("course_sn") REFERENCES "public"."courses"("course_sn") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_teacher_idx" ON "coupons" USING btree ("teacher_sn","created_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_early_bird_yn" CHECK ("coupons"."early_bird" in ('Y', 'N'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_teacher_course" CHECK (("coupons"."teacher_sn" is null) = ("coupons"."course_sn" is null));--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_kind" CHECK ("settlement_lines"."kind" in ('sale', 'refund_clawback', 'teacher_coupon', 'fee', 'platform_share', 'subscription_share', 'withholding_income', 'withholding_local', 'carry_over', 'correction'));