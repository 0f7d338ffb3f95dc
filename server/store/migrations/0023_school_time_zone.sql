-- Issue 27: a school's time zone is its own data, not a table in the code keyed by the demo schools' keys, so a
-- school added, imported or restored under any key sets game times on, and shows them in, its wall clock.
ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;
--> statement-breakpoint
-- The demo's Ridgemont State, seeded before this column, is in Colorado.
UPDATE "tenants" SET "time_zone" = 'America/Denver' WHERE "key" = 'ridgemont';
