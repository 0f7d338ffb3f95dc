-- Issue 46: fans hear from their team. Sign-ups are confirmed by their owner (double opt-in) before any mail;
-- what a change makes fans hear about is an outbox event written in the change's own transaction, expanded
-- into one delivery per recipient and sent by any instance; newsletters; web push subscriptions and keys.
-- Sign-ups stored before this were never confirmed: they stay 'pending' and are not mailed.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "final_sport_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "pending_choice" jsonb;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "hard_bounces" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");
--> statement-breakpoint
CREATE TABLE "unsubscribe_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE cascade,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subscription_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"outbox_file" text
);

--> statement-breakpoint
CREATE TABLE "notify_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expanded_at" timestamp with time zone,
	"expanding_until" timestamp with time zone,
	"content" jsonb,
	"recipients" integer
);

--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"topics" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
CREATE TABLE "vapid_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_event_id_notify_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "notify_events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notify_events" ADD CONSTRAINT "notify_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "notify_deliveries_event_recipient" ON "notify_deliveries" USING btree ("event_id","channel","recipient");
--> statement-breakpoint
CREATE INDEX "notify_deliveries_due" ON "notify_deliveries" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE INDEX "notify_deliveries_tenant" ON "notify_deliveries" USING btree ("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notify_events_tenant_key" ON "notify_events" USING btree ("tenant_id","key");
--> statement-breakpoint
CREATE INDEX "notify_events_pending" ON "notify_events" USING btree ("expanded_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_sport" ON "push_subscriptions" USING btree ("tenant_id","endpoint","sport_id");

--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"subject" text NOT NULL,
	"intro_html" text DEFAULT '' NOT NULL,
	"story_ids" integer[] DEFAULT '{}' NOT NULL,
	"sport_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"event_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);

--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
