import type { AdCreative } from '../../../core/ads/ad-creative';
import { AD_SLOT_FAMILIES, navigationDropdownSlotId, NAVIGATION_DROPDOWN_AD_SLOT, type AdSlotFamily } from '../../../core/ads/ad-slots';
import type { AdapterSet } from '../../../core/backend/adapter-set';
import { HOME_PROMOTION_SLOTS, SPORT_HOME_PROMOTION_SLOTS } from '../../../core/home/home-feed-rules';
import type { PromotionSet } from '../../../core/promotions/promotion';
import type { AdFamilyData, BySport, HouseAd, NavigationData, PromotionLocationData, PromotionsData, ShellSiteData, SplashData, TakeoversData } from './shell-site-data';

/** The footer's promotion location (the site footer's slot; its name lives with the footer view in ui). */
export const FOOTER_PROMOTION_LOCATION = 'footer-icons';

/** Every promotion location the site asks for (site-wide, sport 0). */
export const PROMOTION_LOCATIONS: readonly string[] = [...new Set([...HOME_PROMOTION_SLOTS, ...SPORT_HOME_PROMOTION_SLOTS, FOOTER_PROMOTION_LOCATION].map((name) => name.toLowerCase()))];

/** The locations the site also asks for per sport (a sport's home page); the others only site-wide. */
const SPORT_PROMOTION_LOCATIONS = new Set(SPORT_HOME_PROMOTION_SLOTS.map((name) => name.toLowerCase()));

/** More drop-down ads than a school runs at once: the walk through the drop-down slots stops there at the latest. */
const MAX_DROPDOWN_ADS = 50;

/** Runs at most `size` calls at once. */
function limiter(size: number): <T>(call: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (call) => {
    // A finished call hands its place straight to the next waiting one.
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await call();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

type Run = ReturnType<typeof limiter>;

/** The sports' answers worth keeping, keyed by sport id. */
async function bySport<T>(sportIds: readonly number[], ask: (sportId: number) => Promise<T>, keep: (value: T) => boolean): Promise<BySport<T>> {
  const answers = await Promise.all(sportIds.map(async (sportId) => [String(sportId), await ask(sportId)] as const));
  return Object.fromEntries(answers.filter(([, value]) => keep(value)));
}

async function dumpNavigation(api: AdapterSet, run: Run, sportIds: readonly number[]): Promise<NavigationData> {
  const [main, sports] = await Promise.all([
    run(() => api.navigation.main()),
    bySport(sportIds, (sportId) => run(() => api.navigation.forSport(sportId)), (menu) => menu.length > 0),
  ]);
  return { main, bySport: sports };
}

async function dumpSplash(api: AdapterSet, run: Run, sportIds: readonly number[]): Promise<SplashData> {
  const splashes = await bySport([0, ...sportIds], (sportId) => run(() => api.splash.forSport(sportId)), (content) => content !== null);
  return { bySport: splashes as SplashData['bySport'] };
}

async function dumpTakeovers(api: AdapterSet, run: Run, sportIds: readonly number[]): Promise<TakeoversData> {
  const [home, sports] = await Promise.all([
    run(() => api.takeovers.forSport(0)),
    bySport(sportIds, (sportId) => run(() => api.takeovers.forSport(sportId)), (list) => list.takeovers.length > 0),
  ]);
  const lists = Object.fromEntries(Object.entries(sports).map(([sportId, list]) => [sportId, list.takeovers]));
  return { config: home.config, bySport: home.takeovers.length > 0 ? { '0': home.takeovers, ...lists } : lists };
}

/** A set as compared for sameness: the random pick is the server's throw of the dice, not the set. */
const setKey = (set: PromotionSet | null) => JSON.stringify(set && { ...set, random_single: null });

async function dumpPromotions(api: AdapterSet, run: Run, sportIds: readonly number[]): Promise<PromotionsData> {
  const locations = await Promise.all(
    PROMOTION_LOCATIONS.map(async (name): Promise<[string, PromotionLocationData]> => {
      const [siteWide, sports] = await Promise.all([
        run(() => api.promotions.forLocation(name, 0)),
        bySport(SPORT_PROMOTION_LOCATIONS.has(name) ? sportIds : [], (sportId) => run(() => api.promotions.forLocation(name, sportId)), () => true),
      ]);
      const own = Object.fromEntries(Object.entries(sports).filter(([, set]) => setKey(set) !== setKey(siteWide)));
      return [name, { siteWide, bySport: own }];
    }),
  );
  return { locations: Object.fromEntries(locations) };
}

const toHouseAd = ({ id, title, link, image, mobileImage }: AdCreative): HouseAd => ({ id, title, link, image, mobileImage });

/**
 * A slot family's ads for a sport (null: site-wide) as the provider serves them. Most slots show the
 * first ad only; the drop-down slots go round all of them by number, so they are walked until the first comes back.
 */
async function houseAds(api: AdapterSet, run: Run, family: AdSlotFamily, sportId: number | null): Promise<HouseAd[]> {
  const fill = (slotId: string) => run(() => api.ads.fill({ slotId, sportId, adtest: null }));
  if (family !== NAVIGATION_DROPDOWN_AD_SLOT) {
    const creative = await fill(family);
    return creative ? [toHouseAd(creative)] : [];
  }
  const first = await fill(navigationDropdownSlotId(1));
  if (!first) return [];
  const ads = [toHouseAd(first)];
  for (let n = 2; n <= MAX_DROPDOWN_ADS; n++) {
    const next = await fill(navigationDropdownSlotId(n));
    if (!next || next.id === first.id) break;
    ads.push(toHouseAd(next));
  }
  return ads;
}

async function dumpAds(api: AdapterSet, run: Run, sportIds: readonly number[]): Promise<ShellSiteData['ads']> {
  const families = await Promise.all(
    AD_SLOT_FAMILIES.map(async (family): Promise<[AdSlotFamily, AdFamilyData]> => {
      const [siteWide, sports] = await Promise.all([houseAds(api, run, family, null), bySport(sportIds, (sportId) => houseAds(api, run, family, sportId), () => true)]);
      const key = JSON.stringify(siteWide);
      return [family, { siteWide, bySport: Object.fromEntries(Object.entries(sports).filter(([, ads]) => JSON.stringify(ads) !== key)) }];
    }),
  );
  return Object.fromEntries(families);
}

/**
 * Reads the shell's and the site extras' demo data through the API's ports: the sports, the menus,
 * the setup, and what runs on the seed's today (alerts, splashes, takeovers, promotions, house ads)
 * for the home page and every sport.
 */
export async function dumpShellSite(api: AdapterSet): Promise<ShellSiteData> {
  const run = limiter(16);
  const sports = await run(() => api.sports.list());
  const sportIds = sports.map((sport) => sport.id);
  const [navigation, settings, alerts, redirects, seo, splash, takeovers, promotions, ads] = await Promise.all([
    dumpNavigation(api, run, sportIds),
    run(() => api.settings.siteSetup()),
    run(() => api.alerts.active()),
    run(() => api.redirects.all()),
    run(() => api.seo.settings()),
    dumpSplash(api, run, sportIds),
    dumpTakeovers(api, run, sportIds),
    dumpPromotions(api, run, sportIds),
    dumpAds(api, run, sportIds),
  ]);
  return { sports, navigation, settings, alerts, redirects, seo, splash, takeovers, promotions, ads };
}
