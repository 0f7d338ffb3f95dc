CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text,
	"link" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"show_on_web" boolean DEFAULT true NOT NULL,
	"end_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"tenant_id" integer NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "media_tenant_id_path_pk" PRIMARY KEY("tenant_id","path")
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"menu" text NOT NULL,
	"sport_id" integer,
	"parent_id" integer,
	"link_group" text,
	"column_number" integer DEFAULT 0 NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"short_title" text,
	"url" text NOT NULL,
	"icon" text,
	"class_name" text DEFAULT '' NOT NULL,
	"open_in_new_window" boolean DEFAULT false NOT NULL,
	"separator" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"abbrev" text,
	"short_name" text NOT NULL,
	"short_display" text,
	"global_sport_id" integer,
	"global_sport_short_name" text,
	"global_sport_name_slug" text NOT NULL,
	"gender" text,
	"non_sport" boolean DEFAULT false NOT NULL,
	"app_priority" integer DEFAULT 0 NOT NULL,
	"facebook_page" text,
	"twitter_name" text,
	"instagram_name" text,
	"pinterest_name" text,
	"youtube_name" text,
	"tickets_link" text,
	"display_opponent_history" boolean DEFAULT false NOT NULL,
	"uses_points" boolean DEFAULT true NOT NULL,
	"has_double_header" boolean DEFAULT false NOT NULL,
	"default_location" text,
	"conference_display" boolean DEFAULT true NOT NULL,
	"season_id" integer,
	"roster_id" integer,
	"schedule_id" integer,
	"conference_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports" ADD CONSTRAINT "sports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_tenant" ON "alerts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "navigation_tenant_menu" ON "navigation_items" USING btree ("tenant_id","menu","sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_tenant_slug" ON "sports" USING btree ("tenant_id","global_sport_name_slug");--> statement-breakpoint
CREATE INDEX "sports_tenant" ON "sports" USING btree ("tenant_id");