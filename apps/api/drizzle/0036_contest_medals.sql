ALTER TABLE "contests" ADD COLUMN "gold_medals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "silver_medals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "bronze_medals" integer DEFAULT 0 NOT NULL;