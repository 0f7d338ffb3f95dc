CREATE TABLE "conference_standings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"opponent_id" integer,
	"is_school" boolean DEFAULT false NOT NULL,
	"team_name" text NOT NULL,
	"rank" integer NOT NULL,
	"conference_wins" integer NOT NULL,
	"conference_losses" integer NOT NULL,
	"conference_ties" integer DEFAULT 0 NOT NULL,
	"overall_wins" integer NOT NULL,
	"overall_losses" integer NOT NULL,
	"overall_ties" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"abbreviation" text NOT NULL,
	"logo" text
);

--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"opponent_id" integer,
	"event_title" text,
	"date" timestamp with time zone NOT NULL,
	"local_date" timestamp NOT NULL,
	"end_date" timestamp with time zone,
	"local_end_date" timestamp,
	"time" text,
	"tbd" boolean DEFAULT false NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"doubleheader" boolean DEFAULT false NOT NULL,
	"location_indicator" text NOT NULL,
	"location" text,
	"facility" text,
	"neutral_hometeam" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"type" text NOT NULL,
	"conference" boolean DEFAULT false NOT NULL,
	"tournament" text,
	"tournament_id" integer,
	"is_spotlight" boolean DEFAULT false NOT NULL,
	"team_prefix" text,
	"opponent_prefix" text,
	"result_status" text,
	"team_score" text,
	"opponent_score" text,
	"prescore" text,
	"postscore" text,
	"line_scores" jsonb,
	"game_state" integer DEFAULT 0 NOT NULL,
	"noplay_text" text,
	"tv" text,
	"tv_image" text,
	"radio" text,
	"video_url" text,
	"stream_provider" text,
	"audio_url" text,
	"stats_url" text,
	"tickets_url" text,
	"game_note" text,
	"promotion_name" text,
	"promotion_link" text,
	"custom1" text,
	"custom2" text,
	"custom3" text,
	"game_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pregame_story_id" integer,
	"postgame_story_id" integer,
	"game_center_enabled" boolean DEFAULT false NOT NULL,
	"event_image" text
);

--> statement-breakpoint
CREATE TABLE "opponent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"opponent_id" integer NOT NULL,
	"first_meeting_year" integer NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"ties" integer DEFAULT 0 NOT NULL,
	"team_points" integer DEFAULT 0 NOT NULL,
	"opponent_points" integer DEFAULT 0 NOT NULL,
	"streak_result" text,
	"streak_count" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "opponents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"short_title" text NOT NULL,
	"slug" text NOT NULL,
	"mascot" text NOT NULL,
	"logo" text,
	"website" text,
	"location" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"conference" boolean DEFAULT false NOT NULL
);

--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"website" text,
	"color" text
);

--> statement-breakpoint
ALTER TABLE "conference_standings" ADD CONSTRAINT "conference_standings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conference_standings" ADD CONSTRAINT "conference_standings_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conference_standings" ADD CONSTRAINT "conference_standings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conference_standings" ADD CONSTRAINT "conference_standings_opponent_id_opponents_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "opponents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_opponent_id_opponents_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "opponents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opponent_records" ADD CONSTRAINT "opponent_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opponent_records" ADD CONSTRAINT "opponent_records_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opponent_records" ADD CONSTRAINT "opponent_records_opponent_id_opponents_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "opponents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "opponents" ADD CONSTRAINT "opponents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "conference_standings_season" ON "conference_standings" USING btree ("tenant_id","season_id");
--> statement-breakpoint
CREATE INDEX "conferences_tenant" ON "conferences" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "games_tenant_sport_season_date" ON "games" USING btree ("tenant_id","sport_id","season_id","date");
--> statement-breakpoint
CREATE INDEX "games_tenant_local_date" ON "games" USING btree ("tenant_id","local_date");
--> statement-breakpoint
CREATE INDEX "games_tenant_date" ON "games" USING btree ("tenant_id","date");
--> statement-breakpoint
CREATE INDEX "games_tenant_opponent" ON "games" USING btree ("tenant_id","opponent_id","sport_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "opponent_records_sport_opponent" ON "opponent_records" USING btree ("tenant_id","sport_id","opponent_id");
--> statement-breakpoint
CREATE INDEX "opponents_tenant" ON "opponents" USING btree ("tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "opponents_tenant_slug" ON "opponents" USING btree ("tenant_id","slug");
--> statement-breakpoint
CREATE INDEX "seasons_tenant_sport" ON "seasons" USING btree ("tenant_id","sport_id","year");
--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_sport_title" ON "seasons" USING btree ("sport_id","title");
--> statement-breakpoint
CREATE INDEX "tournaments_tenant" ON "tournaments" USING btree ("tenant_id");
