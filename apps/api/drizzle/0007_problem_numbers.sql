-- Existing problems are numbered in creation order (then slug), new ones by the identity sequence after them.
ALTER TABLE "problems" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "problems" SET "number" = ordered.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "slug") AS n FROM "problems") AS ordered WHERE "problems"."id" = ordered."id";--> statement-breakpoint
ALTER TABLE "problems" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ALTER COLUMN "number" ADD GENERATED ALWAYS AS IDENTITY (sequence name "problems_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('problems_number_seq', COALESCE((SELECT max("number") FROM "problems"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_number_unique" UNIQUE("number");
