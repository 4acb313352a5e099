CREATE TABLE "stock_favorites" (
	"member_id" bigint NOT NULL,
	"region" varchar(2) NOT NULL,
	"code" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_favorites_pkey" PRIMARY KEY("member_id","region","code"),
	CONSTRAINT "stock_favorites_region" CHECK ("stock_favorites"."region" in ('kr', 'us'))
);
--> statement-breakpoint
ALTER TABLE "stock_favorites" ADD CONSTRAINT "stock_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_favorites_member_idx" ON "stock_favorites" USING btree ("member_id","created_at");