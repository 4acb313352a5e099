CREATE TABLE "lecture_practice_tasks" (
	"lc_no" integer PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"region" varchar(2) NOT NULL,
	"code" varchar(12)
);
--> statement-breakpoint
CREATE TABLE "lecture_stocks" (
	"lc_no" integer NOT NULL,
	"region" varchar(2) NOT NULL,
	"code" varchar(12) NOT NULL,
	"at_sec" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lecture_stocks_pkey" PRIMARY KEY("lc_no","region","code")
);
--> statement-breakpoint
CREATE TABLE "practice_accounts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"krw_cash" bigint NOT NULL,
	"krw_reserved" bigint DEFAULT 0 NOT NULL,
	"krw_realised" bigint DEFAULT 0 NOT NULL,
	"usd_cash" bigint NOT NULL,
	"usd_reserved" bigint DEFAULT 0 NOT NULL,
	"usd_realised" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_accounts_krw" CHECK ("practice_accounts"."krw_reserved" >= 0 and "practice_accounts"."krw_cash" >= "practice_accounts"."krw_reserved"),
	CONSTRAINT "practice_accounts_usd" CHECK ("practice_accounts"."usd_reserved" >= 0 and "practice_accounts"."usd_cash" >= "practice_accounts"."usd_reserved")
);
--> statement-breakpoint
CREATE TABLE "practice_contest_entries" (
	"contest_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"start_total" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_rate_bp" bigint,
	"final_rank" integer,
	CONSTRAINT "practice_contest_entries_pkey" PRIMARY KEY("contest_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "practice_contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"region" varchar(2) NOT NULL,
	"month" varchar(7) NOT NULL,
	"status" varchar(6) DEFAULT 'open' NOT NULL,
	"points_top" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points_set_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "practice_contests_month_key" UNIQUE("region","month"),
	CONSTRAINT "practice_contests_status" CHECK ("practice_contests"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "practice_holdings" (
	"member_id" bigint NOT NULL,
	"region" varchar(2) NOT NULL,
	"code" varchar(12) NOT NULL,
	"qty" integer NOT NULL,
	"reserved_qty" integer DEFAULT 0 NOT NULL,
	"cost" bigint NOT NULL,
	CONSTRAINT "practice_holdings_pkey" PRIMARY KEY("member_id","region","code"),
	CONSTRAINT "practice_holdings_qty" CHECK ("practice_holdings"."reserved_qty" >= 0 and "practice_holdings"."qty" >= "practice_holdings"."reserved_qty")
);
--> statement-breakpoint
CREATE TABLE "practice_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region" varchar(2) NOT NULL,
	"code" varchar(12) NOT NULL,
	"side" varchar(4) NOT NULL,
	"kind" varchar(6) NOT NULL,
	"qty" integer NOT NULL,
	"limit_price" bigint,
	"reserved" bigint DEFAULT 0 NOT NULL,
	"status" varchar(9) DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trade_from" date NOT NULL,
	"filled_on" date,
	"fill_price" bigint,
	"amount" bigint,
	"fee" bigint,
	"tax" bigint,
	"realised" bigint,
	CONSTRAINT "practice_orders_side" CHECK ("practice_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "practice_orders_kind" CHECK ("practice_orders"."kind" in ('market', 'limit')),
	CONSTRAINT "practice_orders_status" CHECK ("practice_orders"."status" in ('open', 'filled', 'cancelled', 'rejected')),
	CONSTRAINT "practice_orders_qty" CHECK ("practice_orders"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "lecture_practice_tasks" ADD CONSTRAINT "lecture_practice_tasks_lc_no_lectures_lc_no_fk" FOREIGN KEY ("lc_no") REFERENCES "public"."lectures"("lc_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_stocks" ADD CONSTRAINT "lecture_stocks_lc_no_lectures_lc_no_fk" FOREIGN KEY ("lc_no") REFERENCES "public"."lectures"("lc_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_accounts" ADD CONSTRAINT "practice_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_contest_entries" ADD CONSTRAINT "practice_contest_entries_contest_id_practice_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."practice_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_contest_entries" ADD CONSTRAINT "practice_contest_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_contests" ADD CONSTRAINT "practice_contests_points_set_by_members_id_fk" FOREIGN KEY ("points_set_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_holdings" ADD CONSTRAINT "practice_holdings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_orders" ADD CONSTRAINT "practice_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_stocks_code_idx" ON "lecture_stocks" USING btree ("region","code");--> statement-breakpoint
CREATE INDEX "practice_orders_member_idx" ON "practice_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "practice_orders_open_idx" ON "practice_orders" USING btree ("status","region","code") WHERE "practice_orders"."status" = 'open';