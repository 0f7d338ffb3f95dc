-- Issue 27, the life of a school. A school being imported is `importing`: its rows are written as the import
-- goes (so a killed import resumes where it stopped) but no server serves it until the import completes and
-- flips it to `active`, so fans never see half a school. `import_sources` maps each imported item's id at
-- the origin to ours, with a digest of what was written: a second run skips what is unchanged and updates
-- what changed (`--sync`).
ALTER TABLE "tenants" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
CREATE TABLE "import_sources" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
	"resource" text NOT NULL,
	"source_id" text NOT NULL,
	"local_id" integer NOT NULL,
	"digest" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("tenant_id", "resource", "source_id")
);
