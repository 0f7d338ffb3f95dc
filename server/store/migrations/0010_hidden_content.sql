-- Hidden (staff-preview) and protected content: unpublished stories, next season's rosters,
-- hidden documents and sport files, and documents protected by an access code (argon2id hash).
-- splash_pages already has its hidden flag.
ALTER TABLE "stories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "rosters" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "access_code_hash" text;
