CREATE TABLE "watch_snapshots" (
	"day" date NOT NULL,
	"member_id" bigint NOT NULL,
	"credited_total" bigint NOT NULL,
	CONSTRAINT "watch_snapshots_member_id_day_pk" PRIMARY KEY("member_id","day")
);
