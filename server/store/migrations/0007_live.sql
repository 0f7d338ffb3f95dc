-- live: stat-crew tokens, the current live document of each game and its recent events (deltas).
-- Generated with npm run db:sql from server/store/tables/live.ts.
CREATE TABLE "live_game_documents" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" json NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "live_game_events" (
	"game_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"delta" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_game_events_game_id_event_id_pk" PRIMARY KEY("game_id","event_id")
);

--> statement-breakpoint
CREATE TABLE "live_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "live_game_documents" ADD CONSTRAINT "live_game_documents_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_game_documents" ADD CONSTRAINT "live_game_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_game_events" ADD CONSTRAINT "live_game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_game_events" ADD CONSTRAINT "live_game_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_tokens" ADD CONSTRAINT "live_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "live_game_documents_tenant" ON "live_game_documents" USING btree ("tenant_id","updated_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "live_tokens_tenant_hash" ON "live_tokens" USING btree ("tenant_id","token_hash");
