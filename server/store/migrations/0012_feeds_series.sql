-- Social feeds, video series and game highlight clips (v2-reference 26 and 32): Instagram posts,
-- the Facebook page and its posts, series with their episodes (videos), WePlayed clips of games.
-- Generated with npm run db:sql from server/store/tables/feeds.ts.
CREATE TABLE "facebook_pages" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"link" text NOT NULL,
	"website" text NOT NULL,
	"category" text NOT NULL,
	"picture_url" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "facebook_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"post_id" text NOT NULL,
	"message" text,
	"picture_url" text NOT NULL,
	"link" text,
	"likes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "instagram_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"media_id" text NOT NULL,
	"shortcode" text NOT NULL,
	"caption" text NOT NULL,
	"tags" text[] NOT NULL,
	"comments" jsonb NOT NULL,
	"likes" integer NOT NULL,
	"image_url" text NOT NULL,
	"thumbnail_url" text,
	"video_url" text,
	"posted_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"profile_picture_url" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"call_to_action_text" text,
	"publish_date" timestamp with time zone NOT NULL,
	"is_limited" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"sport_ids" integer[] NOT NULL,
	"hero" jsonb NOT NULL,
	"portrait" jsonb NOT NULL,
	"landscape" jsonb
);

--> statement-breakpoint
CREATE TABLE "series_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"season_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"post_date" timestamp with time zone NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"sport_ids" integer[] NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"portrait" jsonb
);

--> statement-breakpoint
CREATE TABLE "we_played_clips" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"clip_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"roster_player_id" integer,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"description_html" text,
	"action" text,
	"cover_url" text NOT NULL,
	"preview_url" text NOT NULL,
	"embed_url" text NOT NULL,
	"views" integer,
	"event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
ALTER TABLE "facebook_pages" ADD CONSTRAINT "facebook_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "facebook_posts" ADD CONSTRAINT "facebook_posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "series_episodes" ADD CONSTRAINT "series_episodes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "series_episodes" ADD CONSTRAINT "series_episodes_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "series"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "series_episodes" ADD CONSTRAINT "series_episodes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "we_played_clips" ADD CONSTRAINT "we_played_clips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "we_played_clips" ADD CONSTRAINT "we_played_clips_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "we_played_clips" ADD CONSTRAINT "we_played_clips_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "facebook_posts_tenant" ON "facebook_posts" USING btree ("tenant_id","created_at");
--> statement-breakpoint
CREATE INDEX "instagram_posts_tenant" ON "instagram_posts" USING btree ("tenant_id","posted_at");
--> statement-breakpoint
CREATE INDEX "series_tenant" ON "series" USING btree ("tenant_id","rank");
--> statement-breakpoint
CREATE INDEX "series_episodes_series" ON "series_episodes" USING btree ("series_id","rank");
--> statement-breakpoint
CREATE INDEX "we_played_clips_game" ON "we_played_clips" USING btree ("tenant_id","game_id");
--> statement-breakpoint
CREATE INDEX "we_played_clips_latest" ON "we_played_clips" USING btree ("tenant_id","created_at");
