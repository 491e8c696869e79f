ALTER TABLE "problems" ALTER COLUMN "validator_language" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "reference_solutions" ALTER COLUMN "language" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "problem_templates" ALTER COLUMN "language" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "submissions" ALTER COLUMN "language" SET DATA TYPE text;--> statement-breakpoint
DROP TYPE "public"."language_id";--> statement-breakpoint
DROP TYPE "public"."language_name";