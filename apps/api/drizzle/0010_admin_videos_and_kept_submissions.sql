CREATE TYPE "public"."video_storage" AS ENUM('cloudinary', 'local');--> statement-breakpoint
CREATE TABLE "problem_videos" (
	"problem_id" uuid PRIMARY KEY NOT NULL,
	"storage" "video_storage" NOT NULL,
	"public_id" text NOT NULL,
	"secure_url" text NOT NULL,
	"duration" real NOT NULL,
	"thumbnail_url" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" DROP CONSTRAINT "submissions_problem_id_problems_id_fk";
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "problem_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "problem_difficulty" "problem_difficulty";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "problem_tags" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_videos" ADD CONSTRAINT "problem_videos_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "submissions" SET "problem_title" = p."title", "problem_difficulty" = p."difficulty", "problem_tags" = p."tags" FROM "problems" p WHERE p."id" = "submissions"."problem_id";