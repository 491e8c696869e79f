CREATE TYPE "public"."peer_queue_status" AS ENUM('waiting', 'matched', 'expired', 'missed');--> statement-breakpoint
CREATE TABLE "peer_arrivals" (
	"interview_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "peer_arrivals_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "peer_queue_entries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" "peer_queue_status" NOT NULL,
	"level" "problem_difficulty" NOT NULL,
	"languages" text[] NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"room_id" uuid,
	"partner_no_show" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_rooms" (
	"interview_id" uuid PRIMARY KEY NOT NULL,
	"level" "problem_difficulty" NOT NULL,
	"language" text NOT NULL,
	"first_problem_id" uuid,
	"second_problem_id" uuid,
	"arrive_by" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "peer_arrivals" ADD CONSTRAINT "peer_arrivals_interview_id_peer_rooms_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."peer_rooms"("interview_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_arrivals" ADD CONSTRAINT "peer_arrivals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_queue_entries" ADD CONSTRAINT "peer_queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_queue_entries" ADD CONSTRAINT "peer_queue_entries_room_id_interviews_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_rooms" ADD CONSTRAINT "peer_rooms_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_rooms" ADD CONSTRAINT "peer_rooms_first_problem_id_problems_id_fk" FOREIGN KEY ("first_problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_rooms" ADD CONSTRAINT "peer_rooms_second_problem_id_problems_id_fk" FOREIGN KEY ("second_problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_queue_entries_waiting_idx" ON "peer_queue_entries" USING btree ("level","since") WHERE status = 'waiting';