CREATE TABLE "review_helpful_votes" (
	"review_sn" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_sn_member_id_pk" PRIMARY KEY("review_sn","member_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_sn_course_reviews_review_sn_fk" FOREIGN KEY ("review_sn") REFERENCES "public"."course_reviews"("review_sn") ON DELETE cascade ON UPDATE no action;