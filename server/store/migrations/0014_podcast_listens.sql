-- The v2.1 podcast actions (v2-reference 14): one row per download, play or progress report of an
-- episode, stored before the answer. Generated with npm run db:sql from server/store/tables/podcast-listens.ts.
CREATE TABLE "podcast_listens" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"action" text NOT NULL,
	"seconds" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "podcast_listens_action" CHECK ("action" in ('download', 'play', 'recordProgress'))
);
--> statement-breakpoint
ALTER TABLE "podcast_listens" ADD CONSTRAINT "podcast_listens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "podcast_listens" ADD CONSTRAINT "podcast_listens_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "podcast_listens_episode" ON "podcast_listens" USING btree ("episode_id","action");
