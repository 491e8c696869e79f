CREATE TABLE "rating_changes" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"score" real NOT NULL,
	"participants" integer NOT NULL,
	"old_rating" integer NOT NULL,
	"new_rating" integer NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "rating_changes_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "ratings_finalised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_changes_user_idx" ON "rating_changes" USING btree ("user_id");