-- spec 7: promotion impressions counted per campaign per day (UTC) instead of one row per counter
-- call, so the store grows with campaigns and days, not with visits. Rows already counted move
-- over, summed by day. Generated with npm run db:sql from server/store/tables/promotion-impressions.ts.
CREATE TABLE "promotion_impression_days" (
	"tenant_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer NOT NULL,
	CONSTRAINT "promotion_impression_days_tenant_id_campaign_id_day_pk" PRIMARY KEY("tenant_id","campaign_id","day")
);
--> statement-breakpoint
ALTER TABLE "promotion_impression_days" ADD CONSTRAINT "promotion_impression_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_impression_days" ADD CONSTRAINT "promotion_impression_days_campaign_id_promotion_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "promotion_campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "promotion_impression_days_campaign" ON "promotion_impression_days" USING btree ("campaign_id");
--> statement-breakpoint
INSERT INTO "promotion_impression_days" ("tenant_id", "campaign_id", "day", "impressions")
SELECT "tenant_id", "campaign_id", ("recorded_at" AT TIME ZONE 'UTC')::date, sum("impressions")::integer
FROM "promotion_impressions"
GROUP BY "tenant_id", "campaign_id", ("recorded_at" AT TIME ZONE 'UTC')::date;
--> statement-breakpoint
DROP TABLE "promotion_impressions";
