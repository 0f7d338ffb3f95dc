import type { HouseAdsWire, HouseAdWire } from '../../../contract/house-ads';
import { AD_SLOT_FAMILIES, NAVIGATION_DROPDOWN_AD_SLOT } from '../../../core/ads/ad-slots';
import { houseAds } from '../../store/tables/house-ads';
import type { FeatureScope } from './feature-scopes';
import { tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type HouseAdInsert = Omit<typeof houseAds.$inferInsert, 'id' | 'tenantId'>;

/** The slot asked for of each family: a drop-down slot's number only tells the drop-downs apart. */
const slotOf = (family: string) => (family === NAVIGATION_DROPDOWN_AD_SLOT ? `${family}1` : family);

function rowOf(ad: HouseAdWire, slot: string, sportId: number | null, rank: number): HouseAdInsert {
  return {
    sportId,
    slot,
    rank,
    title: ad.title,
    link: ad.link,
    imageUrl: ad.image.url,
    imageWidth: ad.image.width,
    imageHeight: ad.image.height,
    mobileImageUrl: ad.mobileImage?.url ?? null,
    mobileImageWidth: ad.mobileImage?.width ?? null,
    mobileImageHeight: ad.mobileImage?.height ?? null,
    // No dates on the wire: an ad running now is stored open-ended, and answers as the origin's does today.
    startDate: null,
    endDate: null,
  };
}

/**
 * The house ads running now (GET /HouseAds?slot=&sportId=, ours), per slot family: the home page's answer is the
 * site-wide ads, a sport's answer adds its own among them. Site-wide ads take the odd ranks in their order and a
 * sport's ad the even rank just before the site-wide ad it precedes, so every sport's merged order comes back.
 */
export async function importHouseAds(context: ImportContext, origin: OriginClient, names: MediaNames, scopes: readonly FeatureScope[]): Promise<void> {
  const asks = AD_SLOT_FAMILIES.flatMap((family) => scopes.map((scope) => ({ family, scope })));
  const answers = await Promise.all(
    asks.map(async ({ family, scope }) => {
      const sport = scope.sportId === null ? '' : `&sportId=${scope.originSportId}`;
      return { family, scope, wire: names.rewrite(await origin.json<HouseAdsWire>(`/HouseAds?slot=${slotOf(family)}${sport}`)) };
    }),
  );
  const items: MappedItem<HouseAdInsert>[] = [];
  for (const family of AD_SLOT_FAMILIES) {
    const own = answers.filter((answer) => answer.family === family);
    const siteWide = own.find((answer) => answer.scope.sportId === null)?.wire?.ads ?? [];
    const siteIds = new Set(siteWide.map((ad) => ad.id));
    siteWide.forEach((ad, index) => items.push({ sourceId: String(ad.id), row: rowOf(ad, family, null, 2 * index + 1) }));
    for (const { scope, wire } of own) {
      if (scope.sportId === null) continue;
      let before = 0;
      for (const ad of wire?.ads ?? []) {
        if (siteIds.has(ad.id)) before += 1;
        else items.push({ sourceId: String(ad.id), row: rowOf(ad, family, scope.sportId, 2 * before) });
      }
    }
  }
  await writeResource(context, tableWriter<HouseAdInsert>(context, 'house-ads', 'house-ad', houseAds), items);
}
