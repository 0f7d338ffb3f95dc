-- Staff accounts carry a version like every other studio item (issue 25): 1 for an existing account,
-- +1 on every change, so two administrators editing one account cannot silently overwrite each other;
-- and who changed it last and when, for the 412 that says so.
ALTER TABLE "staff_accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "updated_by" integer;
