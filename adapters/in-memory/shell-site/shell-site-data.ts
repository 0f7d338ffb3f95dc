import type { AdCreative } from '../../../core/ads/ad-creative';
import type { AdSlotFamily } from '../../../core/ads/ad-slots';
import type { Alert } from '../../../core/alerts/alert';
import type { NavigationItem, SportNavigationItem } from '../../../core/navigation/navigation-item';
import type { PromotionSet } from '../../../core/promotions/promotion';
import type { LegacyRedirect } from '../../../core/routing/legacy-redirects';
import type { SeoSettings } from '../../../core/seo/seo-settings';
import type { SiteSetup } from '../../../core/settings/site-config';
import type { SplashContent } from '../../../core/splash/splash-content';
import type { Sport } from '../../../core/sports/sport';
import type { Takeover, TakeoverConfig } from '../../../core/takeovers/takeover';

/** Lists keyed by sport id (as text, JSON's keys); a sport absent from the record has none of its own. */
export type BySport<T> = Record<string, T>;

export interface NavigationData {
  main: NavigationItem[];
  /** Each sport's own menu, for the sports that have one. */
  bySport: BySport<SportNavigationItem[]>;
}

export interface SplashData {
  /** The splash running on the seed's today for the home page ('0') and each sport that has one. */
  bySport: BySport<SplashContent>;
}

export interface TakeoversData {
  config: TakeoverConfig;
  /** The takeovers of the home page ('0') and of each sport that has some. */
  bySport: BySport<Takeover[]>;
}

/** One promotion location: its site-wide set and the sports' own sets of that name. */
export interface PromotionLocationData {
  siteWide: PromotionSet | null;
  /** Only the sports whose set differs from the site-wide one (a sport without its own falls back to it); null: the sport's own runs nothing now. */
  bySport: BySport<PromotionSet | null>;
}

export interface PromotionsData {
  /** Keyed by location name (lower case). */
  locations: Record<string, PromotionLocationData>;
}

/** A house ad as the provider holds it: the creative without the slot and adtest it is served for. */
export type HouseAd = Omit<AdCreative, 'slotId' | 'adtest'>;

/** One slot family's ads, in the school's order: site-wide ones, and per sport (its own with the site-wide ones). */
export interface AdFamilyData {
  siteWide: HouseAd[];
  /** Only the sports whose list differs from the site-wide one. */
  bySport: BySport<HouseAd[]>;
}

/** This part's share of the demo snapshot: the shell's and the site extras' data, plain JSON. */
export interface ShellSiteData {
  sports: Sport[];
  navigation: NavigationData;
  settings: SiteSetup | null;
  /** The alerts active on the seed's today, newest first. */
  alerts: Alert[];
  redirects: LegacyRedirect[];
  seo: SeoSettings | null;
  splash: SplashData;
  takeovers: TakeoversData;
  promotions: PromotionsData;
  ads: Partial<Record<AdSlotFamily, AdFamilyData>>;
}
