CREATE TABLE "market_bars" (
	"region" varchar(2) NOT NULL,
	"code" varchar(12) NOT NULL,
	"day" date NOT NULL,
	"name" varchar(120) NOT NULL,
	"market" varchar(8) NOT NULL,
	"open" numeric(14, 4) NOT NULL,
	"high" numeric(14, 4) NOT NULL,
	"low" numeric(14, 4) NOT NULL,
	"close" numeric(14, 4) NOT NULL,
	"volume" bigint NOT NULL,
	"shares" bigint,
	"market_cap" bigint,
	"source" varchar(16) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_bars_pkey" PRIMARY KEY("region","code","day"),
	CONSTRAINT "market_bars_region" CHECK ("market_bars"."region" in ('kr', 'us'))
);
--> statement-breakpoint
CREATE TABLE "market_imports" (
	"region" varchar(2) NOT NULL,
	"day" date NOT NULL,
	"status" varchar(8) NOT NULL,
	"bars" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_imports_pkey" PRIMARY KEY("region","day"),
	CONSTRAINT "market_imports_status" CHECK ("market_imports"."status" in ('done', 'closed'))
);
--> statement-breakpoint
CREATE INDEX "market_bars_day_idx" ON "market_bars" USING btree ("region","day");