ALTER TABLE "submissions" DROP CONSTRAINT "submissions_problem_id_problems_id_fk";
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "problem_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "problem_difficulty" "problem_difficulty";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "problem_tags" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "submissions" SET "problem_title" = p."title", "problem_difficulty" = p."difficulty", "problem_tags" = p."tags" FROM "problems" p WHERE p."id" = "submissions"."problem_id";