import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { houseAdsWire, type HouseAdImageWire, type HouseAdsWire } from '../../contract/house-ads';
import { adSlotFamily } from '../../core/ads/ad-slots';
import { intParam } from '../http/query';
import { houseAds } from '../store/tables/house-ads';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

type HouseAdRow = typeof houseAds.$inferSelect;

/** A house ad runs while now is inside its optional start/end window. */
export function isHouseAdRunning(row: Pick<HouseAdRow, 'startDate' | 'endDate'>, now: number): boolean {
  if (row.startDate && row.startDate.getTime() > now) return false;
  return !row.endDate || row.endDate.getTime() >= now;
}

function mobileImage(row: HouseAdRow): HouseAdImageWire | null {
  if (!row.mobileImageUrl || !row.mobileImageWidth || !row.mobileImageHeight) return null;
  return { url: row.mobileImageUrl, width: row.mobileImageWidth, height: row.mobileImageHeight };
}

const houseAdsQuery = z.object({
  slot: z
    .string()
    .max(80)
    .refine((slot) => adSlotFamily(slot) !== undefined, 'is not an ad slot'),
  sportId: intParam.optional(),
  // spec 9: adtest is passed to ad targeting; here it is echoed so the frame carries it.
  adtest: z.string().max(100).optional(),
});

/** GET /api/v2/HouseAds: the default ad provider's creatives for one slot (ours). */
export async function registerHouseAdRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/HouseAds',
      summary: "The school's own ads running now for an ad slot (htlad-*), site-wide ones and the sport's, in the school's order",
      tag: 'Ads',
      query: houseAdsQuery,
      response: houseAdsWire,
      statuses: { 400: 'slot is missing or not an ad slot, or sportId is not an integer' },
      cache: 'content',
    },
    async ({ tenant, query }): Promise<HouseAdsWire> => {
      const family = adSlotFamily(query.slot)!;
      const forSport = query.sportId ? or(isNull(houseAds.sportId), eq(houseAds.sportId, query.sportId)) : isNull(houseAds.sportId);
      const rows = await db
        .select()
        .from(houseAds)
        .where(and(eq(houseAds.tenantId, tenant.id), eq(houseAds.slot, family), forSport))
        .orderBy(asc(houseAds.rank), asc(houseAds.id));
      return {
        slot: query.slot,
        adtest: query.adtest ?? null,
        ads: rows
          .filter((row) => isHouseAdRunning(row, now()))
          .map((row) => ({
            id: row.id,
            title: row.title,
            link: row.link,
            image: { url: row.imageUrl, width: row.imageWidth, height: row.imageHeight },
            mobileImage: mobileImage(row),
          })),
      };
    },
  );
}
