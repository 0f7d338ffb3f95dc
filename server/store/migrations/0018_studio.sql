-- The content studio (DESIGN 2, the write side): every item's versions as full snapshots, the audit log of
-- who changed what, the studio's story fields (version, status, schedule, who changed it last) and the old
-- addresses of published stories whose headline changed (answered with a 301 to the current one).
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"account_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_item_version" ON "content_versions" USING btree ("tenant_id","kind","item_id","version");
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"account_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"summary" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "audit_log_tenant_at" ON "audit_log" USING btree ("tenant_id","at");
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "publish_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "unpublish_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "game_id" integer;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "image_id" integer;
--> statement-breakpoint
UPDATE "stories" SET "status" = 'draft' WHERE "hidden";
--> statement-breakpoint
CREATE INDEX "stories_due" ON "stories" USING btree ("status","publish_at");
--> statement-breakpoint
CREATE INDEX "stories_tenant_updated" ON "stories" USING btree ("tenant_id","updated_at");
--> statement-breakpoint
CREATE TABLE "story_redirects" (
	"tenant_id" integer NOT NULL,
	"filename" text NOT NULL,
	"story_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "story_redirects_tenant_id_filename_pk" PRIMARY KEY("tenant_id","filename")
);
--> statement-breakpoint
ALTER TABLE "story_redirects" ADD CONSTRAINT "story_redirects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "story_redirects" ADD CONSTRAINT "story_redirects_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "stories"("id") ON DELETE cascade ON UPDATE no action;
