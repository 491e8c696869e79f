ALTER TABLE "discussion_replies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussions" ADD COLUMN "edited_at" timestamp with time zone;