ALTER TABLE "submissions" ADD COLUMN "score" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "score_groups" jsonb;