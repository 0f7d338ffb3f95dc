CREATE TABLE "coach_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"staff_member_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"season_title" text NOT NULL,
	"year" integer NOT NULL,
	"overall_wins" integer NOT NULL,
	"overall_losses" integer NOT NULL,
	"overall_ties" integer DEFAULT 0 NOT NULL,
	"conference_wins" integer NOT NULL,
	"conference_losses" integer NOT NULL,
	"conference_ties" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"hometown" text NOT NULL,
	"home_state" text NOT NULL,
	"high_school" text,
	"previous_school" text,
	"major" text,
	"twitter" text,
	"instagram" text,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "roster_coaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"roster_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"staff_member_id" integer NOT NULL,
	"title" text NOT NULL,
	"is_head_coach" boolean DEFAULT false NOT NULL,
	"kind" text DEFAULT 'coach' NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
CREATE TABLE "roster_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"roster_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"jersey" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"position_long" text DEFAULT '' NOT NULL,
	"academic_year" text NOT NULL,
	"height" text,
	"weight" integer,
	"is_captain" boolean DEFAULT false NOT NULL,
	"letters" integer DEFAULT 0 NOT NULL,
	"custom1" text DEFAULT '' NOT NULL,
	"bio" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "rosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"season_id" integer,
	"season_title" text NOT NULL,
	"year" integer NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"display_title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "staff_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"sport_id" integer
);

--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"title" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"twitter" text,
	"instagram" text,
	"linkedin" text,
	"image_path" text,
	"alma_mater" text,
	"start_year" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);

--> statement-breakpoint
ALTER TABLE "coach_records" ADD CONSTRAINT "coach_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "coach_records" ADD CONSTRAINT "coach_records_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "coach_records" ADD CONSTRAINT "coach_records_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "staff_members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roster_coaches" ADD CONSTRAINT "roster_coaches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roster_coaches" ADD CONSTRAINT "roster_coaches_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "rosters"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roster_coaches" ADD CONSTRAINT "roster_coaches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roster_coaches" ADD CONSTRAINT "roster_coaches_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "staff_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roster_players" ADD CONSTRAINT "roster_players_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roster_players" ADD CONSTRAINT "roster_players_roster_id_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "rosters"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roster_players" ADD CONSTRAINT "roster_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "roster_players" ADD CONSTRAINT "roster_players_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rosters" ADD CONSTRAINT "rosters_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_departments" ADD CONSTRAINT "staff_departments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_departments" ADD CONSTRAINT "staff_departments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_department_id_staff_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "staff_departments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "coach_records_sport" ON "coach_records" USING btree ("tenant_id","sport_id","year");
--> statement-breakpoint
CREATE INDEX "players_tenant_name" ON "players" USING btree ("tenant_id","last_name","first_name");
--> statement-breakpoint
CREATE INDEX "roster_coaches_roster" ON "roster_coaches" USING btree ("tenant_id","roster_id");
--> statement-breakpoint
CREATE INDEX "roster_coaches_staff" ON "roster_coaches" USING btree ("tenant_id","staff_member_id");
--> statement-breakpoint
CREATE INDEX "roster_players_roster" ON "roster_players" USING btree ("tenant_id","roster_id");
--> statement-breakpoint
CREATE INDEX "roster_players_player" ON "roster_players" USING btree ("tenant_id","player_id");
--> statement-breakpoint
CREATE INDEX "roster_players_sport" ON "roster_players" USING btree ("tenant_id","sport_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "rosters_tenant_sport_year" ON "rosters" USING btree ("tenant_id","sport_id","year");
--> statement-breakpoint
CREATE INDEX "rosters_tenant" ON "rosters" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "staff_departments_tenant" ON "staff_departments" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "staff_members_tenant_department" ON "staff_members" USING btree ("tenant_id","department_id");
