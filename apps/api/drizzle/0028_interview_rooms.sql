CREATE TYPE "public"."interview_mode" AS ENUM('hosted', 'peer');--> statement-breakpoint
CREATE TYPE "public"."interview_role" AS ENUM('interviewer', 'candidate', 'observer');--> statement-breakpoint
CREATE TYPE "public"."interview_status" AS ENUM('waiting', 'running', 'ended');--> statement-breakpoint
CREATE TABLE "interview_participants" (
	"interview_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "interview_role" NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_participants_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_updates" (
	"interview_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "interview_updates_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"update" "bytea" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_updates_interview_id_seq_pk" PRIMARY KEY("interview_id","seq")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"join_code" text NOT NULL,
	"problem_id" uuid,
	"mode" "interview_mode" NOT NULL,
	"status" "interview_status" DEFAULT 'waiting' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "interview_participants" ADD CONSTRAINT "interview_participants_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_participants" ADD CONSTRAINT "interview_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_updates" ADD CONSTRAINT "interview_updates_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_participants_user_idx" ON "interview_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_participants_one_per_role_idx" ON "interview_participants" USING btree ("interview_id","role") WHERE "interview_participants"."role" <> 'observer';--> statement-breakpoint
CREATE INDEX "interviews_created_by_idx" ON "interviews" USING btree ("created_by");