import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { impressionCounterWire, promotionSetWire, sliderOptionsWire, type PromotionCampaignWire, type PromotionImageWire, type PromotionSetWire } from '../../contract/promotions';
import { isPromotionEffect, isPromotionType } from '../../core/promotions/promotion-rules';
import { badRequest } from '../http/api-error';
import { answerChangesAt, nextWindowEdge } from '../http/answer-changes-at';
import { sanitizeContentHtml } from '../http/content-html';
import type { Db } from '../store/database';
import { promotionImpressionDays } from '../store/tables/promotion-impressions';
import { promotionCampaigns, promotions, type StoredImage } from '../store/tables/site-features';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment, NO_CONTENT } from './api-route';

type PromotionRow = typeof promotions.$inferSelect;
type CampaignRow = typeof promotionCampaigns.$inferSelect;

/** The most ids one counter call may carry (a page shows far fewer campaigns). */
export const MAX_COUNTER_IDS = 200;

/** An image's size goes with it where it is known, so the page reserves its space before it loads (#12). */
function toImageWire(image: StoredImage): PromotionImageWire {
  const sized = image.width && image.height ? { width: image.width, height: image.height } : {};
  return { image: image.url, breakpoint: image.breakpoint, alt: image.alt, ...sized };
}

function toCampaignWire(row: CampaignRow): PromotionCampaignWire {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    hover_text: row.hoverText,
    open_in_new_window: row.openInNewWindow,
    css_class: row.cssClass,
    icon: row.icon,
    html: sanitizeContentHtml(row.html),
    picture: row.images && row.images.length > 0 ? { images: row.images.map(toImageWire) } : null,
  };
}

/** A campaign runs while now is inside its optional start/end window. */
export function isCampaignRunning(row: Pick<CampaignRow, 'startDate' | 'endDate'>, now: number): boolean {
  if (row.startDate && row.startDate.getTime() > now) return false;
  return !row.endDate || row.endDate.getTime() >= now;
}

/** A sport's own set of that name, else the site-wide one; sportId 0 is the site-wide one. */
async function findLocation(db: Db, tenantId: number, name: string, sportId: number): Promise<PromotionRow | undefined> {
  const base = and(eq(promotions.tenantId, tenantId), eq(promotions.name, name.toLowerCase()));
  if (sportId !== 0) {
    const [own] = await db.select().from(promotions).where(and(base, eq(promotions.sportId, sportId))).limit(1);
    if (own) return own;
  }
  const [general] = await db.select().from(promotions).where(and(base, isNull(promotions.sportId))).orderBy(asc(promotions.id)).limit(1);
  return general;
}

/** spec 3: the promotion set; `single` for a single location, `random_single` picked when the effect is random. */
export function toPromotionSet(location: PromotionRow, campaigns: PromotionCampaignWire[], random: () => number): PromotionSetWire {
  if (!isPromotionType(location.type) || !isPromotionEffect(location.effect)) throw new Error(`promotion ${location.id} has an unknown type or effect`);
  return {
    location: { id: location.id, name: location.name, type: location.type, effect: location.effect },
    single: location.type === 'single' ? (campaigns[0] ?? null) : null,
    random_single: location.effect === 'random' ? (campaigns[Math.floor(random() * campaigns.length)] ?? null) : null,
    campaigns,
    content_id: location.contentId,
    swiper_options: location.swiperOptions ? sliderOptionsWire.parse(location.swiperOptions) : null,
  };
}

/** Location names are short slugs; anything else (NUL bytes included, which the store rejects) names nothing. */
const LOCATION_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

async function promotionSet(request: FastifyRequest, db: Db, tenantId: number, name: string, sportId: number, now: number): Promise<PromotionSetWire | typeof NO_CONTENT> {
  if (!LOCATION_NAME.test(name)) return NO_CONTENT;
  const location = await findLocation(db, tenantId, name, sportId);
  if (!location) return NO_CONTENT;
  const rows = await db
    .select()
    .from(promotionCampaigns)
    .where(and(eq(promotionCampaigns.tenantId, tenantId), eq(promotionCampaigns.promotionId, location.id)))
    .orderBy(asc(promotionCampaigns.rank), asc(promotionCampaigns.id));
  answerChangesAt(request, nextWindowEdge(rows.map((row) => ({ start: row.startDate, end: row.endDate })), now));
  const campaigns = rows.filter((row) => isCampaignRunning(row, now)).map(toCampaignWire);
  return campaigns.length === 0 ? NO_CONTENT : toPromotionSet(location, campaigns, rotationPick(location.id, now));
}

const ROTATION_MS = 60_000;

/**
 * spec 3's random pick, the same on every instance within a minute and changing from one minute to the
 * next: a location's answer is one body, with one ETag, whichever instance gives it (issue 28).
 */
function rotationPick(locationId: number, now: number): () => number {
  const digest = createHash('sha1').update(`${locationId}:${Math.floor(now / ROTATION_MS)}`).digest();
  return () => digest.readUInt32BE(0) / 2 ** 32;
}

const adIdsParam = z
  .string()
  .regex(/^\s*\d{1,9}\s*(,\s*\d{1,9}\s*)*$/, 'must be a comma-separated list of campaign ids')
  .transform((value) => value.split(',').map((id) => Number(id.trim())))
  .refine((ids) => ids.length <= MAX_COUNTER_IDS, `may list at most ${MAX_COUNTER_IDS} ids`);

/** The UTC calendar day an impression counts on, 'YYYY-MM-DD'. */
export function impressionDay(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

const NONE = 'no promotion set of that name, or none of its campaigns is running';

/** spec 7: promotion sets by location name, and the impression counter. */
export async function registerPromotionRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  // Registered before the named routes; the router prefers the static segment anyway.
  apiGet(
    app,
    {
      path: '/promotions/counter',
      summary: 'Records one impression per listed campaign id (adIds=1,2,...), counted per campaign per day; stored before the answer',
      tag: 'Promotions',
      query: z.object({ adIds: adIdsParam }),
      response: impressionCounterWire,
      statuses: { 400: "adIds is missing, not a list of ids, or names a campaign this school doesn't have" },
      cache: 'none',
    },
    async ({ tenant, query }) => {
      const counts = new Map<number, number>();
      for (const id of query.adIds) counts.set(id, (counts.get(id) ?? 0) + 1);
      const ids = [...counts.keys()];
      const known = await db
        .select({ id: promotionCampaigns.id })
        .from(promotionCampaigns)
        .where(and(eq(promotionCampaigns.tenantId, tenant.id), inArray(promotionCampaigns.id, ids)));
      const knownIds = new Set(known.map((row) => row.id));
      const unknown = ids.filter((id) => !knownIds.has(id));
      if (unknown.length > 0) throw badRequest(`Query parameter 'adIds' names unknown campaigns: ${unknown.join(', ')}.`, 'invalid_query');
      const day = impressionDay(now());
      // DESIGN 8: durable before acknowledged; one row per campaign per day, added to atomically.
      await db
        .insert(promotionImpressionDays)
        .values(ids.map((id) => ({ tenantId: tenant.id, campaignId: id, day, impressions: counts.get(id) ?? 1 })))
        .onConflictDoUpdate({
          target: [promotionImpressionDays.tenantId, promotionImpressionDays.campaignId, promotionImpressionDays.day],
          set: { impressions: sql`${promotionImpressionDays.impressions} + excluded.impressions` },
        });
      return { recorded: ids.map((id) => ({ adId: id, impressions: counts.get(id) ?? 1 })) };
    },
  );

  const statuses = { 204: NONE };
  apiGet(
    app,
    { path: '/promotions/:name', summary: 'The site-wide promotion set of a named location (home-top, footer-icons, ...)', tag: 'Promotions', response: promotionSetWire, statuses },
    ({ tenant, params, request }) => promotionSet(request, db, tenant.id, params.name ?? '', 0, now()),
  );
  apiGet(
    app,
    {
      path: `/promotions/:name/${intSegment('sportId')}`,
      summary: "A sport's promotion set of a named location, else the site-wide one (sportId 0: site-wide)",
      tag: 'Promotions',
      response: promotionSetWire,
      statuses: { ...statuses, 404: 'sportId is not an integer' },
    },
    ({ tenant, params, request }) => promotionSet(request, db, tenant.id, params.name ?? '', Number(params.sportId), now()),
  );
}
