CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "site_settings" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "site_settings_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind")
);

--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"group_rank" integer DEFAULT 0 NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"sport_id" integer,
	"name" text NOT NULL,
	"title" text,
	"handles" jsonb NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"game_id" integer,
	"title" text NOT NULL,
	"opponent" text,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text,
	"facility" text,
	"ticket_url" text NOT NULL,
	"price_from" integer,
	"on_sale" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ticket_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"season_code" text NOT NULL,
	"item_code" text NOT NULL,
	"information" text NOT NULL,
	"deposit_title" text NOT NULL,
	"link_name" text NOT NULL,
	"ticket_url" text NOT NULL,
	"maximum_quantity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"show_quantity" boolean DEFAULT true NOT NULL,
	"season_deposit" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "ticket_sport_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"ranking" integer DEFAULT 0 NOT NULL,
	"image" jsonb,
	"sections" jsonb NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tracking_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"block_dfp_ads" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"page_template" text,
	"sport_name" text,
	"content_id" text,
	"head" jsonb,
	"open_body" jsonb,
	"close_body" jsonb
);

--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_packages" ADD CONSTRAINT "ticket_packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_packages" ADD CONSTRAINT "ticket_packages_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_sport_pages" ADD CONSTRAINT "ticket_sport_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_sport_pages" ADD CONSTRAINT "ticket_sport_pages_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tracking_tags" ADD CONSTRAINT "tracking_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "redirects_tenant" ON "redirects" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "social_accounts_tenant" ON "social_accounts" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "ticket_events_tenant_date" ON "ticket_events" USING btree ("tenant_id","starts_at");
--> statement-breakpoint
CREATE INDEX "ticket_packages_tenant" ON "ticket_packages" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "ticket_sport_pages_tenant" ON "ticket_sport_pages" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "tracking_tags_tenant" ON "tracking_tags" USING btree ("tenant_id");
--> statement-breakpoint
CREATE TABLE "promotion_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"hover_text" text,
	"open_in_new_window" boolean DEFAULT false NOT NULL,
	"css_class" text,
	"icon" text,
	"html" text,
	"images" jsonb,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "promotion_impressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"impressions" integer DEFAULT 1 NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"sport_id" integer,
	"type" text NOT NULL,
	"effect" text NOT NULL,
	"content_id" text,
	"swiper_options" jsonb
);

--> statement-breakpoint
CREATE TABLE "slideshow_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slideshow_id" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"teaser" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"primary_link" text,
	"links" jsonb NOT NULL,
	"primary_images" jsonb NOT NULL,
	"secondary_images" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "slideshows" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer,
	"title" text NOT NULL,
	"options" text NOT NULL,
	"type" text,
	"created_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "splash_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"splash_id" integer NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "splash_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"background_color" text,
	"foreground_color" text,
	"link" text,
	"html" text,
	"images" jsonb,
	"youtube_id" text
);

--> statement-breakpoint
CREATE TABLE "takeovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer,
	"type" text NOT NULL,
	"url" text,
	"cookie" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone
);

--> statement-breakpoint
ALTER TABLE "promotion_campaigns" ADD CONSTRAINT "promotion_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_campaigns" ADD CONSTRAINT "promotion_campaigns_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_impressions" ADD CONSTRAINT "promotion_impressions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_impressions" ADD CONSTRAINT "promotion_impressions_campaign_id_promotion_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "promotion_campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slideshow_campaigns" ADD CONSTRAINT "slideshow_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slideshow_campaigns" ADD CONSTRAINT "slideshow_campaigns_slideshow_id_slideshows_id_fk" FOREIGN KEY ("slideshow_id") REFERENCES "slideshows"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slideshows" ADD CONSTRAINT "slideshows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slideshows" ADD CONSTRAINT "slideshows_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "splash_clicks" ADD CONSTRAINT "splash_clicks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "splash_clicks" ADD CONSTRAINT "splash_clicks_splash_id_splash_pages_id_fk" FOREIGN KEY ("splash_id") REFERENCES "splash_pages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "splash_pages" ADD CONSTRAINT "splash_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "splash_pages" ADD CONSTRAINT "splash_pages_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "takeovers" ADD CONSTRAINT "takeovers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "takeovers" ADD CONSTRAINT "takeovers_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "promotion_campaigns_promotion" ON "promotion_campaigns" USING btree ("tenant_id","promotion_id");
--> statement-breakpoint
CREATE INDEX "promotion_impressions_campaign" ON "promotion_impressions" USING btree ("tenant_id","campaign_id");
--> statement-breakpoint
CREATE INDEX "promotions_tenant_name" ON "promotions" USING btree ("tenant_id","name");
--> statement-breakpoint
CREATE INDEX "slideshow_campaigns_slideshow" ON "slideshow_campaigns" USING btree ("tenant_id","slideshow_id");
--> statement-breakpoint
CREATE INDEX "slideshows_tenant" ON "slideshows" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "splash_clicks_splash" ON "splash_clicks" USING btree ("tenant_id","splash_id");
--> statement-breakpoint
CREATE INDEX "splash_pages_tenant_sport" ON "splash_pages" USING btree ("tenant_id","sport_id");
--> statement-breakpoint
CREATE INDEX "takeovers_tenant_sport" ON "takeovers" USING btree ("tenant_id","sport_id");
