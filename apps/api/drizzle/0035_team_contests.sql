ALTER TABLE "contest_participations" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "team_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_participations" ADD CONSTRAINT "contest_participations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_participations_contest_team_idx" ON "contest_participations" USING btree ("contest_id","team_id") WHERE "contest_participations"."kind" = 'live' and "contest_participations"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "contest_participations_team_idx" ON "contest_participations" USING btree ("team_id");