ALTER TABLE "contest_participations" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;