import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenants } from './foundation';
import { promotionCampaigns } from './site-features';

/** spec 7: impressions counted by GET /promotions/counter, one row per campaign per day (UTC). */
export const promotionImpressionDays = pgTable(
  'promotion_impression_days',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').notNull().references(() => promotionCampaigns.id, { onDelete: 'cascade' }),
    /** The UTC calendar day, 'YYYY-MM-DD'. */
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.campaignId, t.day] }), index('promotion_impression_days_campaign').on(t.campaignId)],
);
