CREATE TABLE "sandbox_billing_auths" (
	"auth_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"behaviour" varchar(10) NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_billing_charges" (
	"payment_key" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"balance_amount" integer NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_billing_charges_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_billing_keys" (
	"billing_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"behaviour" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"charge_sn" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_charges_charge_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_sn" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"period_no" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"payment_key" varchar(200),
	"receipt_url" varchar(500),
	"failure_code" varchar(60),
	"failure_message" varchar(300),
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "subscription_charges_status" CHECK ("subscription_charges"."status" in ('pending', 'paid', 'failed', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "subscription_consents" (
	"consent_sn" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_consents_consent_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"subscription_sn" bigint,
	"kind" varchar(20) NOT NULL,
	"plan_sn" integer NOT NULL,
	"price" integer NOT NULL,
	"text_version" varchar(40) NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"plan_sn" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_plans_plan_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"months" smallint NOT NULL,
	"price" integer NOT NULL,
	"first_price" integer,
	"next_price" integer,
	"next_price_at" timestamp with time zone,
	"on_sale" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_months" CHECK ("subscription_plans"."months" in (1, 12)),
	CONSTRAINT "subscription_plans_price" CHECK ("subscription_plans"."price" > 0 and ("subscription_plans"."first_price" is null or "subscription_plans"."first_price" between 0 and "subscription_plans"."price")),
	CONSTRAINT "subscription_plans_next" CHECK (("subscription_plans"."next_price" is null) = ("subscription_plans"."next_price_at" is null) and ("subscription_plans"."next_price" is null or "subscription_plans"."next_price" > 0))
);
--> statement-breakpoint
CREATE TABLE "subscription_registrations" (
	"customer_key" varchar(64) PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"plan_sn" integer,
	"consent_version" varchar(40),
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_sn" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_subscription_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"plan_sn" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"anchor_day" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"periods" integer DEFAULT 1 NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"agreed_price" integer NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"billing_key_sealed" text NOT NULL,
	"card_label" varchar(60),
	"retries" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"entitlement_sn" bigint,
	"renewal_notice_for" timestamp with time zone,
	"price_notice_for" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('active', 'retrying', 'lapsed', 'ended', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_sn_subscriptions_subscription_sn_fk" FOREIGN KEY ("subscription_sn") REFERENCES "public"."subscriptions"("subscription_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_consents" ADD CONSTRAINT "subscription_consents_subscription_sn_subscriptions_subscription_sn_fk" FOREIGN KEY ("subscription_sn") REFERENCES "public"."subscriptions"("subscription_sn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_sn_subscription_plans_plan_sn_fk" FOREIGN KEY ("plan_sn") REFERENCES "public"."subscription_plans"("plan_sn") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_entitlement_sn_entitlements_entitlement_sn_fk" FOREIGN KEY ("entitlement_sn") REFERENCES "public"."entitlements"("entitlement_sn") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_order_uq" ON "subscription_charges" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_attempt_uq" ON "subscription_charges" USING btree ("subscription_sn","period_no","attempt");--> statement-breakpoint
CREATE INDEX "subscription_charges_member_idx" ON "subscription_charges" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_code_uq" ON "subscription_plans" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_uq" ON "subscriptions" USING btree ("member_id") WHERE "subscriptions"."status" in ('active', 'retrying');--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","period_end");