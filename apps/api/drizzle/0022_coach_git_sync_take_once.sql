CREATE TABLE "git_sync_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"remote_url" text NOT NULL,
	"branch" text NOT NULL,
	"token_cipher" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_sync_ok" boolean,
	"last_sync_error" text
);
--> statement-breakpoint
ALTER TABLE "git_sync_settings" ADD CONSTRAINT "git_sync_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Takes recorded before this index (the AI's, one per request) keep the first of each source and UTC day.
DELETE FROM "solution_takes" AS "later" USING "solution_takes" AS "first"
WHERE "later"."user_id" = "first"."user_id" AND "later"."problem_id" = "first"."problem_id"
  AND "later"."source" = "first"."source"
  AND ("later"."taken_at" AT TIME ZONE 'UTC')::date = ("first"."taken_at" AT TIME ZONE 'UTC')::date
  AND ("later"."taken_at", "later"."id") > ("first"."taken_at", "first"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "solution_takes_once_a_day_idx" ON "solution_takes" USING btree ("user_id","problem_id","source",(("taken_at" AT TIME ZONE 'UTC')::date));