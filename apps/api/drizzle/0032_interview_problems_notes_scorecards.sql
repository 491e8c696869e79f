CREATE TYPE "public"."interview_recommendation" AS ENUM('strong-hire', 'hire', 'no-hire', 'strong-no-hire');--> statement-breakpoint
CREATE TABLE "interview_notes" (
	"interview_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_notes_interview_id_author_id_pk" PRIMARY KEY("interview_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "interview_scorecards" (
	"interview_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"recommendation" "interview_recommendation" NOT NULL,
	"feedback" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_at" timestamp with time zone,
	CONSTRAINT "interview_scorecards_interview_id_author_id_pk" PRIMARY KEY("interview_id","author_id")
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "private_problem" jsonb;--> statement-breakpoint
ALTER TABLE "interview_notes" ADD CONSTRAINT "interview_notes_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_notes" ADD CONSTRAINT "interview_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;