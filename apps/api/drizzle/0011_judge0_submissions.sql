CREATE TABLE "judge0_submissions" (
	"token" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"language_id" integer NOT NULL,
	"source_code" text NOT NULL,
	"stdin" text,
	"expected_output" text,
	"cpu_time_limit_ms" integer NOT NULL,
	"wall_time_limit_ms" integer NOT NULL,
	"memory_limit_kb" integer NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"stdout_base64" text,
	"stderr_base64" text,
	"compile_output" text,
	"message" text,
	"exit_code" integer,
	"exit_signal" integer,
	"time_ms" integer,
	"wall_time_ms" integer,
	"memory_kb" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "judge0_submissions" ADD CONSTRAINT "judge0_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judge0_submissions_created_idx" ON "judge0_submissions" USING btree ("created_at");