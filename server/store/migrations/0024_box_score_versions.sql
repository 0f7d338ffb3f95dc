-- Issue 45: a box score is content the department keeps (a stat crew's file uploaded, a live feed's final),
-- versioned like the rest: its version, where it came from, and a digest of the file, so the same file sent
-- again changes nothing.
ALTER TABLE "game_box_scores" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "game_box_scores" ADD COLUMN "source" text;
--> statement-breakpoint
ALTER TABLE "game_box_scores" ADD COLUMN "digest" text;
--> statement-breakpoint
ALTER TABLE "game_box_scores" ADD COLUMN "updated_at" timestamp with time zone;
