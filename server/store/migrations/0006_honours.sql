-- honours: facilities, podcasts, videos, live streams, awards, all-Americans, hall of fame, on this day, publications and their settings.
-- Generated with npm run db:sql from server/store/tables/honours*.ts.
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"location" text NOT NULL,
	"address" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"capacity" integer,
	"opened_year" integer,
	"surface" text,
	"featured" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"images" jsonb NOT NULL,
	"sport_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "honours_settings" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "honours_settings_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind")
);
--> statement-breakpoint
CREATE TABLE "on_this_day" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"month" integer NOT NULL,
	"day" integer NOT NULL,
	"year" integer NOT NULL,
	"sport_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"season" text NOT NULL,
	"sport_id" integer,
	"file_url" text NOT NULL,
	"cover_url" text NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"updated_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "honours_settings" ADD CONSTRAINT "honours_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "on_this_day" ADD CONSTRAINT "on_this_day_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "on_this_day" ADD CONSTRAINT "on_this_day_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "facilities_tenant" ON "facilities" USING btree ("tenant_id","rank");
--> statement-breakpoint
CREATE INDEX "on_this_day_tenant_date" ON "on_this_day" USING btree ("tenant_id","month","day");
--> statement-breakpoint
CREATE INDEX "publications_tenant" ON "publications" USING btree ("tenant_id","slug");
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"game_id" integer,
	"title" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"note" text,
	"format" text NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"image_url" text NOT NULL,
	"image_alt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"podcast_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"raw_description" text NOT NULL,
	"file_name" text NOT NULL,
	"audio_url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"enclosure_length" integer NOT NULL,
	"image_url" text NOT NULL,
	"sport_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"host_name" text NOT NULL,
	"image_url" text NOT NULL,
	"sport_id" integer,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sport_id" integer,
	"category_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"format" text NOT NULL,
	"app_exclusive" boolean DEFAULT false NOT NULL,
	"video_url" text NOT NULL,
	"poster_url" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "video_categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "podcasts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "video_categories" ADD CONSTRAINT "video_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "video_categories"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "live_streams_tenant_sport" ON "live_streams" USING btree ("tenant_id","sport_id","start_date");
--> statement-breakpoint
CREATE INDEX "podcast_episodes_tenant" ON "podcast_episodes" USING btree ("tenant_id","published_at");
--> statement-breakpoint
CREATE INDEX "podcasts_tenant" ON "podcasts" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "video_categories_tenant" ON "video_categories" USING btree ("tenant_id","type");
--> statement-breakpoint
CREATE INDEX "videos_tenant_source" ON "videos" USING btree ("tenant_id","source","published_at");
--> statement-breakpoint
CREATE TABLE "all_americans" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"player_id" integer,
	"roster_player_id" integer,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"year" integer NOT NULL,
	"team" text NOT NULL,
	"selector" text NOT NULL,
	"position" text NOT NULL,
	"hometown" text NOT NULL,
	"class_year" text NOT NULL,
	"bio" text NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"display" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"award_type_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"roster_player_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"home_town" text NOT NULL,
	"high_school" text NOT NULL,
	"major" text,
	"position_long" text NOT NULL,
	"position_short" text NOT NULL,
	"academic_year" text NOT NULL,
	"academic_year_full" text NOT NULL,
	"jersey_number" text,
	"short_highlights" text NOT NULL,
	"highlights" text NOT NULL,
	"image_url" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"expires" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hof_groupings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"stat_title" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hof_inductees" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"induction_year" integer NOT NULL,
	"class_year" integer,
	"sports" text[] NOT NULL,
	"sport_ids" integer[] NOT NULL,
	"role" text NOT NULL,
	"years_active" text NOT NULL,
	"hometown" text NOT NULL,
	"teaser" text NOT NULL,
	"bio" text NOT NULL,
	"image_url" text NOT NULL,
	"twitter" text
);
--> statement-breakpoint
ALTER TABLE "all_americans" ADD CONSTRAINT "all_americans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "all_americans" ADD CONSTRAINT "all_americans_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "award_types" ADD CONSTRAINT "award_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_award_type_id_award_types_id_fk" FOREIGN KEY ("award_type_id") REFERENCES "award_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hof_groupings" ADD CONSTRAINT "hof_groupings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hof_inductees" ADD CONSTRAINT "hof_inductees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "all_americans_tenant" ON "all_americans" USING btree ("tenant_id","year");
--> statement-breakpoint
CREATE INDEX "award_types_tenant" ON "award_types" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "awards_tenant_date" ON "awards" USING btree ("tenant_id","date");
--> statement-breakpoint
CREATE INDEX "hof_groupings_tenant" ON "hof_groupings" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "hof_inductees_tenant" ON "hof_inductees" USING btree ("tenant_id","induction_year");
