import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { slideshowCampaignsWire, slideshowsWire, type SlideshowCampaignWire, type SlideshowWire } from '../../contract/slideshows';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';
import { slideshowCampaigns, slideshows, type StoredImage } from '../store/tables/site-features';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

type CampaignRow = typeof slideshowCampaigns.$inferSelect;

const slideImages = (images: StoredImage[]) => ({ images: images.map((image) => ({ image: image.url, breakpoint: image.breakpoint, alt: image.alt })) });

function toCampaignWire(row: CampaignRow): SlideshowCampaignWire {
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    teaser: row.teaser,
    primaryLink: row.primaryLink,
    links: row.links.map((link) => ({ ...link, created })),
    video: null,
    primaryImage: slideImages(row.primaryImages),
    secondaryImage: slideImages(row.secondaryImages),
  };
}

/** A slide runs while now is inside its start/end window. */
export function isSlideRunning(row: Pick<CampaignRow, 'startDate' | 'endDate'>, now: number): boolean {
  return row.startDate.getTime() <= now && (!row.endDate || row.endDate.getTime() >= now);
}

/** sportId missing: every rotator; 0: the home page's; otherwise that sport's. */
async function slideshowRows(db: Db, tenantId: number, sportId: number | undefined) {
  const conditions = [eq(slideshows.tenantId, tenantId)];
  if (sportId === 0) conditions.push(isNull(slideshows.sportId));
  else if (sportId !== undefined) conditions.push(eq(slideshows.sportId, sportId));
  return db
    .select({ slideshow: slideshows, sportSlug: sports.globalSportNameSlug })
    .from(slideshows)
    .leftJoin(sports, eq(sports.id, slideshows.sportId))
    .where(and(...conditions))
    .orderBy(asc(slideshows.id));
}

async function runningCampaigns(db: Db, tenantId: number, slideshowIds: number[], now: number): Promise<CampaignRow[]> {
  if (slideshowIds.length === 0) return [];
  const rows = await db
    .select()
    .from(slideshowCampaigns)
    .where(and(eq(slideshowCampaigns.tenantId, tenantId), inArray(slideshowCampaigns.slideshowId, slideshowIds)))
    .orderBy(asc(slideshowCampaigns.slideshowId), asc(slideshowCampaigns.rank), asc(slideshowCampaigns.id));
  return rows.filter((row) => isSlideRunning(row, now));
}

const slideshowQuery = z.object({ sportId: intParam.optional() });

/** v2-reference 6: the rotators (slideshows) and their running campaigns. */
export async function registerSlideshowRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Slideshows',
      summary: 'Rotator locations with their running campaigns (sportId 0: the home page; none: every rotator)',
      tag: 'Slideshows',
      query: slideshowQuery,
      response: slideshowsWire,
      statuses: { 400: 'sportId is not an integer' },
    },
    async ({ tenant, query }): Promise<SlideshowWire[]> => {
      const rows = await slideshowRows(db, tenant.id, query.sportId);
      const campaigns = await runningCampaigns(db, tenant.id, rows.map((row) => row.slideshow.id), now());
      return rows.map(({ slideshow, sportSlug }) => {
        const own = campaigns.filter((campaign) => campaign.slideshowId === slideshow.id).map(toCampaignWire);
        return {
          location: {
            id: slideshow.id,
            title: slideshow.title,
            options: slideshow.options,
            type: slideshow.type,
            fixedImageSizesPicture: false,
            fixedImageSizesBackground: false,
            htmlTemplate: null,
            pictureSizes: null,
            backgroundSizes: null,
          },
          campaigns: own,
          contentId: String(slideshow.id),
          contentTitle: slideshow.title,
          contentDate: slideshow.createdAt.toISOString(),
          contentUrl: sportSlug ? `/sports/${sportSlug}` : '/',
          contentImageUrl: own[0]?.primaryImage.images[0]?.image ?? '',
        };
      });
    },
  );

  apiGet(
    app,
    {
      path: '/Slideshows/campaigns',
      summary: 'The running campaigns of the rotators, in rotator and slide order (sportId 0: the home page; none: every rotator)',
      tag: 'Slideshows',
      query: slideshowQuery,
      response: slideshowCampaignsWire,
      statuses: { 400: 'sportId is not an integer' },
    },
    async ({ tenant, query }) => {
      const rows = await slideshowRows(db, tenant.id, query.sportId);
      return (await runningCampaigns(db, tenant.id, rows.map((row) => row.slideshow.id), now())).map(toCampaignWire);
    },
  );
}
