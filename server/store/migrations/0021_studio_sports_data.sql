-- Issue 26, the content studio part 2: games, opponents, rosters, roster entries and staff directory
-- members carry a version like every studio item (1 for what exists, +1 on every change; If-Match and 412)
-- and who changed them last and when. A game's `result_final` is set when the studio posts or corrects its
-- final score: from then on a stat crew's live feed can no longer move the score. Headshots keep their
-- description (alt text) beside the image path.
ALTER TABLE "games" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "result_final" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "opponents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "opponents" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "opponents" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "rosters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "rosters" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "rosters" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "roster_players" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "roster_players" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "image_alt" text;
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "image_alt" text;
