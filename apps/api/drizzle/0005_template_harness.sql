ALTER TABLE "problem_templates" ADD COLUMN "prepend" text;--> statement-breakpoint
ALTER TABLE "problem_templates" ADD COLUMN "append" text;