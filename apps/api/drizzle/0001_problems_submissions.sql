CREATE TYPE "public"."problem_difficulty" AS ENUM('easy', 'medium', 'hard');--> statement-breakpoint
CREATE TYPE "public"."language_id" AS ENUM('cpp', 'java', 'javascript', 'python', 'c');--> statement-breakpoint
CREATE TYPE "public"."problem_validation" AS ENUM('default', 'custom');--> statement-breakpoint
CREATE TYPE "public"."language_name" AS ENUM('C++', 'Java', 'JavaScript', 'Python', 'C');--> statement-breakpoint
CREATE TYPE "public"."test_case_kind" AS ENUM('sample', 'secret');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('pending', 'judging', 'done');--> statement-breakpoint
CREATE TYPE "public"."verdict" AS ENUM('Internal Error', 'Time Limit Exceeded', 'Memory Limit Exceeded', 'Output Limit Exceeded', 'Runtime Error', 'Wrong Answer', 'Compilation Error', 'Accepted');--> statement-breakpoint
CREATE TABLE "problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" "problem_difficulty" NOT NULL,
	"tags" text NOT NULL,
	"constraints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_limit_ms" integer NOT NULL,
	"memory_limit_kb" integer NOT NULL,
	"validation" "problem_validation" DEFAULT 'default' NOT NULL,
	"validator_flags" text DEFAULT '' NOT NULL,
	"validator_source" text,
	"validator_language" "language_id",
	"editorial" boolean DEFAULT false NOT NULL,
	"source" text,
	"license" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problems_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reference_solutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" "language_name" NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "reference_solutions_problem_language" UNIQUE("problem_id","language")
);
--> statement-breakpoint
CREATE TABLE "problem_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" "language_name" NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "problem_templates_problem_language" UNIQUE("problem_id","language")
);
--> statement-breakpoint
CREATE TABLE "test_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" uuid NOT NULL,
	"kind" "test_case_kind" NOT NULL,
	"ordinal" integer NOT NULL,
	"name" text NOT NULL,
	"input" text NOT NULL,
	"output" text NOT NULL,
	"explanation" text,
	CONSTRAINT "test_cases_problem_kind_ordinal" UNIQUE("problem_id","kind","ordinal")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" "language_id" NOT NULL,
	"code" text NOT NULL,
	"status" "submission_status" DEFAULT 'pending' NOT NULL,
	"verdict" "verdict",
	"test_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"test_cases_passed" integer DEFAULT 0 NOT NULL,
	"total_test_cases" integer NOT NULL,
	"runtime_ms" integer,
	"memory_kb" integer,
	"compile_output" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"judged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reference_solutions" ADD CONSTRAINT "reference_solutions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_templates" ADD CONSTRAINT "problem_templates_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cases" ADD CONSTRAINT "test_cases_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_user_problem_created_idx" ON "submissions" USING btree ("user_id","problem_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_accepted_by_user_idx" ON "submissions" USING btree ("user_id","problem_id") WHERE "submissions"."verdict" = 'Accepted';--> statement-breakpoint
CREATE INDEX "submissions_unfinished_idx" ON "submissions" USING btree ("created_at") WHERE "submissions"."status" <> 'done';