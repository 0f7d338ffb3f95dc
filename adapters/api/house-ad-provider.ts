import { houseAdsWire, type HouseAdWire } from '../../contract/house-ads';
import type { AdCreative, AdRequest } from '../../core/ads/ad-creative';
import type { AdProvider } from '../../core/ads/ad-provider.port';
import { adSlotFamily, NAVIGATION_DROPDOWN_AD_SLOT } from '../../core/ads/ad-slots';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';

/** A drop-down slot's number picks among the school's drop-down ads, so neighbouring panels differ. */
function pick(ads: readonly HouseAdWire[], slotId: string): HouseAdWire | undefined {
  if (ads.length === 0) return undefined;
  if (adSlotFamily(slotId) !== NAVIGATION_DROPDOWN_AD_SLOT) return ads[0];
  const n = Number(slotId.slice(NAVIGATION_DROPDOWN_AD_SLOT.length)) || 1;
  return ads[(n - 1) % ads.length];
}

/** The default ad provider: the school's own house ads from GET /api/v2/HouseAds, one call per slot, sport and adtest. */
export class HouseAdProvider implements AdProvider {
  private readonly cache = new Map<string, Promise<AdCreative | null>>();

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  fill(request: AdRequest): Promise<AdCreative | null> {
    const key = JSON.stringify([request.slotId, request.sportId, request.adtest]);
    let cached = this.cache.get(key);
    if (!cached) {
      const query: Record<string, string | number> = { slot: request.slotId };
      if (request.sportId !== null) query.sportId = request.sportId;
      // spec 9: adtest is passed through to ad targeting unchanged.
      if (request.adtest !== null) query.adtest = request.adtest;
      cached = getParsedOr(this.http, this.logger, { path: '/HouseAds', query }, houseAdsWire, null).then((wire) => {
        // spec 8: a failure leaves the slot empty, and is not cached so a later page asks again.
        if (!wire) this.cache.delete(key);
        const ad = wire ? pick(wire.ads, request.slotId) : undefined;
        if (!ad || !wire) return null;
        return { id: ad.id, slotId: request.slotId, title: ad.title, link: ad.link, image: ad.image, mobileImage: ad.mobileImage, adtest: wire.adtest };
      });
      this.cache.set(key, cached);
    }
    return cached;
  }
}
