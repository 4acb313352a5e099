CREATE TABLE "market_index_bars" (
	"region" varchar(2) NOT NULL,
	"day" date NOT NULL,
	"code" varchar(12) NOT NULL,
	"name" varchar(40) NOT NULL,
	"open" numeric(14, 4) NOT NULL,
	"high" numeric(14, 4) NOT NULL,
	"low" numeric(14, 4) NOT NULL,
	"close" numeric(14, 4) NOT NULL,
	"source" varchar(16) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_index_bars_pkey" PRIMARY KEY("region","day"),
	CONSTRAINT "market_index_bars_region" CHECK ("market_index_bars"."region" in ('kr', 'us'))
);
