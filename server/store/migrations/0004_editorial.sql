CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"document_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_html" text,
	"file_path" text,
	"sport_ids" integer[] DEFAULT '{}' NOT NULL,
	"unavailable_accessibility" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_clips" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"sport_id" integer,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"link" text NOT NULL,
	"author" text NOT NULL,
	"clip_date" timestamp with time zone NOT NULL,
	"image_url" text,
	"open_in_new_window" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"website" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer,
	"writer_id" integer,
	"title" text NOT NULL,
	"subheadline" text DEFAULT '' NOT NULL,
	"teaser" text DEFAULT '' NOT NULL,
	"byline" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"story_type" text NOT NULL,
	"filename" text NOT NULL,
	"post_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"image_path" text,
	"image_alt_text" text DEFAULT '' NOT NULL,
	"image_caption" text DEFAULT '' NOT NULL,
	"image_credit" text,
	"alternate_image_path" text,
	"video_youtube" text,
	"video_archive" integer,
	"video_title" text,
	"gallery_id" integer,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title_in_rotator" boolean DEFAULT false NOT NULL,
	"meta_keywords" text,
	"meta_description" text,
	"search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(subheadline, '') || ' ' || coalesce(teaser, '')), 'B') || setweight(to_tsvector('english', regexp_replace(body_html, '<[^>]*>', ' ', 'g')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "story_games" (
	"tenant_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "story_games_story_id_game_id_pk" PRIMARY KEY("story_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "story_players" (
	"tenant_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"roster_player_id" integer NOT NULL,
	CONSTRAINT "story_players_story_id_roster_player_id_pk" PRIMARY KEY("story_id","roster_player_id")
);
--> statement-breakpoint
CREATE TABLE "story_tags" (
	"tenant_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "story_tags_story_id_tag_id_pk" PRIMARY KEY("story_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "story_writers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"bio" text NOT NULL,
	"email" text,
	"phone" text,
	"twitter" text,
	"instagram" text
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "press_clips" ADD CONSTRAINT "press_clips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "press_clips" ADD CONSTRAINT "press_clips_source_id_press_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "press_sources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "press_clips" ADD CONSTRAINT "press_clips_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "press_sources" ADD CONSTRAINT "press_sources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_writer_id_story_writers_id_fk" FOREIGN KEY ("writer_id") REFERENCES "story_writers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "story_games" ADD CONSTRAINT "story_games_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "story_games" ADD CONSTRAINT "story_games_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "stories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "story_players" ADD CONSTRAINT "story_players_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "story_players" ADD CONSTRAINT "story_players_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "stories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "stories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "story_writers" ADD CONSTRAINT "story_writers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_tenant_path" ON "documents" USING btree ("tenant_id","path");
--> statement-breakpoint
CREATE INDEX "press_clips_tenant_date" ON "press_clips" USING btree ("tenant_id","clip_date");
--> statement-breakpoint
CREATE INDEX "press_sources_tenant" ON "press_sources" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "stories_tenant_date" ON "stories" USING btree ("tenant_id","post_date");
--> statement-breakpoint
CREATE INDEX "stories_tenant_sport_date" ON "stories" USING btree ("tenant_id","sport_id","post_date");
--> statement-breakpoint
CREATE UNIQUE INDEX "stories_tenant_filename" ON "stories" USING btree ("tenant_id","filename");
--> statement-breakpoint
CREATE INDEX "stories_search" ON "stories" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "story_games_game" ON "story_games" USING btree ("tenant_id","game_id");
--> statement-breakpoint
CREATE INDEX "story_tags_tag" ON "story_tags" USING btree ("tag_id");
--> statement-breakpoint
CREATE INDEX "story_writers_tenant" ON "story_writers" USING btree ("tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tenant_slug" ON "tags" USING btree ("tenant_id","slug");
