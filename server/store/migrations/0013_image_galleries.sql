-- image galleries: galleries and their photos (v2-reference 32, GET /ImageGalleries); stories.gallery_id names a gallery.
-- Generated with npm run db:sql from server/store/tables/galleries.ts.
CREATE TABLE "image_galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"gallery_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"gallery_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_text" text NOT NULL,
	"caption" text,
	"credit" text
);
--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_gallery_id_image_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "image_galleries"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "image_galleries" ADD CONSTRAINT "image_galleries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "image_galleries" ADD CONSTRAINT "image_galleries_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "gallery_photos_gallery" ON "gallery_photos" USING btree ("gallery_id","rank");
--> statement-breakpoint
CREATE INDEX "image_galleries_tenant_date" ON "image_galleries" USING btree ("tenant_id","gallery_date");
--> statement-breakpoint
CREATE INDEX "image_galleries_tenant_sport" ON "image_galleries" USING btree ("tenant_id","sport_id");
