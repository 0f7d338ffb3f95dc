CREATE TABLE "game_box_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"family" text NOT NULL,
	"period_label" text NOT NULL,
	"periods" json NOT NULL,
	"team_period_scores" json NOT NULL,
	"opponent_period_scores" json NOT NULL,
	"team_score" integer NOT NULL,
	"opponent_score" integer NOT NULL,
	"team_lines" json NOT NULL,
	"opponent_lines" json NOT NULL,
	"team_extras" json NOT NULL,
	"opponent_extras" json NOT NULL,
	"scoring_plays" json NOT NULL,
	"attendance" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "game_box_scores" ADD CONSTRAINT "game_box_scores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "game_box_scores" ADD CONSTRAINT "game_box_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "game_box_scores" ADD CONSTRAINT "game_box_scores_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "game_box_scores" ADD CONSTRAINT "game_box_scores_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "game_box_scores_game" ON "game_box_scores" USING btree ("game_id");
--> statement-breakpoint
CREATE INDEX "game_box_scores_season" ON "game_box_scores" USING btree ("tenant_id","sport_id","season_id");
