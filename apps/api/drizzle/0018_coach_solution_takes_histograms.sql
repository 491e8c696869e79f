CREATE TABLE "accepted_histograms" (
	"problem_id" uuid NOT NULL,
	"language" text NOT NULL,
	"metric" text NOT NULL,
	"value" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "accepted_histograms_problem_id_language_metric_value_pk" PRIMARY KEY("problem_id","language","metric","value")
);
--> statement-breakpoint
CREATE TABLE "solution_takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"source" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accepted_histograms" ADD CONSTRAINT "accepted_histograms_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_takes" ADD CONSTRAINT "solution_takes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_takes" ADD CONSTRAINT "solution_takes_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solution_takes_user_problem_idx" ON "solution_takes" USING btree ("user_id","problem_id","taken_at");