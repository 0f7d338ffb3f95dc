-- The studio's media library and site notices (issue 25): every media file, alert, splash and promotion
-- campaign carries a version (1 on create, +1 on every change) and who changed it last and when.
-- Media files get an id (the library's and the wire's), a name, alt text, their pixel size and byte count;
-- an alert gets the start of the window it shows in; a splash and a campaign remember the media file of their image.
ALTER TABLE "media" ADD COLUMN "id" serial NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "media_id" ON "media" USING btree ("id");
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "name" text;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alt_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "width" integer;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "height" integer;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "bytes" integer GENERATED ALWAYS AS (octet_length("body")) STORED;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "created_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
CREATE INDEX "media_tenant_id" ON "media" USING btree ("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "start_date" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "splash_pages" ADD COLUMN "image_id" integer;
--> statement-breakpoint
ALTER TABLE "splash_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "splash_pages" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "splash_pages" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "promotion_campaigns" ADD COLUMN "image_id" integer;
--> statement-breakpoint
ALTER TABLE "promotion_campaigns" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotion_campaigns" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "promotion_campaigns" ADD COLUMN "updated_by" integer;
