CREATE TYPE "public"."clarification_kind" AS ENUM('clarification', 'announcement');--> statement-breakpoint
CREATE TYPE "public"."contest_format" AS ENUM('icpc', 'ioi', 'leetcode');--> statement-breakpoint
CREATE TYPE "public"."contest_registration" AS ENUM('open', 'code', 'closed');--> statement-breakpoint
CREATE TABLE "contest_clarifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"kind" "clarification_kind" NOT NULL,
	"user_id" uuid,
	"label" text,
	"text" text NOT NULL,
	"answer" text,
	"broadcast" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contest_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_problems" (
	"contest_id" uuid NOT NULL,
	"label" text NOT NULL,
	"problem_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"points" integer NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contest_problems_contest_id_label_pk" PRIMARY KEY("contest_id","label")
);
--> statement-breakpoint
CREATE TABLE "contest_scores" (
	"participation_id" uuid NOT NULL,
	"label" text NOT NULL,
	"contest_id" uuid NOT NULL,
	"jury" jsonb NOT NULL,
	"public" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_scores_participation_id_label_pk" PRIMARY KEY("participation_id","label")
);
--> statement-breakpoint
CREATE TABLE "contest_submissions" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"contest_id" uuid NOT NULL,
	"participation_id" uuid NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"format" "contest_format" NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"freeze_at" timestamp with time zone,
	"window_minutes" integer,
	"penalty_minutes" integer NOT NULL,
	"registration" "contest_registration" DEFAULT 'open' NOT NULL,
	"access_code" text,
	"unfrozen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "contest_clarifications" ADD CONSTRAINT "contest_clarifications_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_clarifications" ADD CONSTRAINT "contest_clarifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participations" ADD CONSTRAINT "contest_participations_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participations" ADD CONSTRAINT "contest_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problems" ADD CONSTRAINT "contest_problems_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_problems" ADD CONSTRAINT "contest_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD CONSTRAINT "contest_scores_participation_id_contest_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."contest_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_scores" ADD CONSTRAINT "contest_scores_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_participation_id_contest_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."contest_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_clarifications_contest_created_idx" ON "contest_clarifications" USING btree ("contest_id","created_at");--> statement-breakpoint
CREATE INDEX "contest_clarifications_open_idx" ON "contest_clarifications" USING btree ("contest_id") WHERE "contest_clarifications"."answer" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_participations_contest_user_idx" ON "contest_participations" USING btree ("contest_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_problems_contest_problem_idx" ON "contest_problems" USING btree ("contest_id","problem_id");--> statement-breakpoint
CREATE INDEX "contest_problems_problem_idx" ON "contest_problems" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "contest_scores_contest_idx" ON "contest_scores" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "contest_submissions_participation_label_idx" ON "contest_submissions" USING btree ("participation_id","label");--> statement-breakpoint
CREATE INDEX "contest_submissions_contest_idx" ON "contest_submissions" USING btree ("contest_id");