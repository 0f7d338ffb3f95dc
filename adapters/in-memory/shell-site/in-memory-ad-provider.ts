import type { AdCreative, AdRequest } from '../../../core/ads/ad-creative';
import type { AdProvider } from '../../../core/ads/ad-provider.port';
import { adSlotFamily, NAVIGATION_DROPDOWN_AD_SLOT } from '../../../core/ads/ad-slots';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './answer';
import type { HouseAd, ShellSiteData } from './shell-site-data';

/** The number of a drop-down slot (htlad-common-navigation_dropdown{n}), 1 when it has none. */
export function dropdownNumber(slotId: string): number {
  return Number(slotId.slice(NAVIGATION_DROPDOWN_AD_SLOT.length)) || 1;
}

/** As the house ad provider: a drop-down slot's number picks among the drop-down ads, so neighbouring panels differ; other slots take the first. */
function pick(ads: readonly HouseAd[], slotId: string): HouseAd | undefined {
  if (ads.length === 0) return undefined;
  if (adSlotFamily(slotId) !== NAVIGATION_DROPDOWN_AD_SLOT) return ads[0];
  return ads[(dropdownNumber(slotId) - 1) % ads.length];
}

/** The school's own house ads from the snapshot: the site-wide ones, and a sport's own with them on its pages. */
export class InMemoryAdProvider implements AdProvider {
  constructor(private readonly deps: InMemoryDeps<ShellSiteData['ads']>) {}

  fill(request: AdRequest): Promise<AdCreative | null> {
    return answer(this.deps, `ad slot ${request.slotId}`, null, (ads) => {
      const family = adSlotFamily(request.slotId);
      const data = family ? ads[family] : undefined;
      if (!data) return null;
      // sportId null or 0: the site-wide ads only.
      const list = (request.sportId ? data.bySport[String(request.sportId)] : undefined) ?? data.siteWide;
      const ad = pick(list, request.slotId);
      return ad ? { ...ad, slotId: request.slotId, adtest: request.adtest } : null;
    });
  }
}
