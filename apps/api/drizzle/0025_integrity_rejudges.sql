CREATE TABLE "integrity_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"problem_title" text NOT NULL,
	"language" text NOT NULL,
	"similarity" double precision NOT NULL,
	"longest" integer NOT NULL,
	"left_submission_id" uuid NOT NULL,
	"right_submission_id" uuid,
	"right_reference_id" uuid,
	"fragments" jsonb NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "integrity_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid,
	"problem_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"programs" integer DEFAULT 0 NOT NULL,
	"pairs" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rejudge_results" (
	"rejudge_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"participation_id" uuid NOT NULL,
	"before" "verdict",
	"after" "verdict",
	"judgement" jsonb,
	CONSTRAINT "rejudge_results_rejudge_id_submission_id_pk" PRIMARY KEY("rejudge_id","submission_id")
);
--> statement-breakpoint
CREATE TABLE "rejudges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"label" text NOT NULL,
	"problem_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'judging' NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contest_participations" ADD COLUMN "disqualified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_participations" ADD COLUMN "disqualification_reason" text;--> statement-breakpoint
ALTER TABLE "integrity_pairs" ADD CONSTRAINT "integrity_pairs_report_id_integrity_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."integrity_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_pairs" ADD CONSTRAINT "integrity_pairs_left_submission_id_submissions_id_fk" FOREIGN KEY ("left_submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_pairs" ADD CONSTRAINT "integrity_pairs_right_submission_id_submissions_id_fk" FOREIGN KEY ("right_submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_pairs" ADD CONSTRAINT "integrity_pairs_right_reference_id_reference_solutions_id_fk" FOREIGN KEY ("right_reference_id") REFERENCES "public"."reference_solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_pairs" ADD CONSTRAINT "integrity_pairs_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_reports" ADD CONSTRAINT "integrity_reports_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_reports" ADD CONSTRAINT "integrity_reports_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejudge_results" ADD CONSTRAINT "rejudge_results_rejudge_id_rejudges_id_fk" FOREIGN KEY ("rejudge_id") REFERENCES "public"."rejudges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejudge_results" ADD CONSTRAINT "rejudge_results_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejudge_results" ADD CONSTRAINT "rejudge_results_participation_id_contest_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."contest_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejudges" ADD CONSTRAINT "rejudges_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejudges" ADD CONSTRAINT "rejudges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrity_pairs_report_idx" ON "integrity_pairs" USING btree ("report_id","similarity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "integrity_reports_contest_idx" ON "integrity_reports" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "integrity_reports_problem_idx" ON "integrity_reports" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "rejudges_contest_idx" ON "rejudges" USING btree ("contest_id","created_at" DESC NULLS LAST);