-- The school's own ads by ad slot family (spec 9), served to the site's default ad provider.
-- Generated with npm run db:sql from server/store/tables/house-ads.ts.
CREATE TABLE "house_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer,
	"slot" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"image_url" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"mobile_image_url" text,
	"mobile_image_width" integer,
	"mobile_image_height" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "house_ads" ADD CONSTRAINT "house_ads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "house_ads" ADD CONSTRAINT "house_ads_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "house_ads_tenant_slot" ON "house_ads" USING btree ("tenant_id","slot");
