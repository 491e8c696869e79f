CREATE TYPE "public"."participation_kind" AS ENUM('live', 'virtual');--> statement-breakpoint
CREATE TABLE "virtual_run_submissions" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"participation_id" uuid NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "contest_participations_contest_user_idx";--> statement-breakpoint
ALTER TABLE "contest_participations" ADD COLUMN "kind" "participation_kind" DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_run_submissions" ADD CONSTRAINT "virtual_run_submissions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_run_submissions" ADD CONSTRAINT "virtual_run_submissions_participation_id_contest_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."contest_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_run_submissions_participation_idx" ON "virtual_run_submissions" USING btree ("participation_id");--> statement-breakpoint
CREATE INDEX "contest_participations_user_kind_idx" ON "contest_participations" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_participations_contest_user_idx" ON "contest_participations" USING btree ("contest_id","user_id") WHERE "contest_participations"."kind" = 'live';