import { RouteName } from '../routing/route-names';

// spec 9: the ad slot ids.
export const HOME_TOP_AD_SLOT = 'htlad-top';
export const COMMON_TOP_AD_SLOT = 'htlad-common-top';
export const NAVIGATION_DROPDOWN_AD_SLOT = 'htlad-common-navigation_dropdown';
export const SPORT_NAV_SPONSOR_AD_SLOT = 'htlad-sportnavigation_sponsorlogo';

/** The slot families a provider fills; a drop-down slot's number only tells the drop-downs apart. */
export const AD_SLOT_FAMILIES = [HOME_TOP_AD_SLOT, COMMON_TOP_AD_SLOT, NAVIGATION_DROPDOWN_AD_SLOT, SPORT_NAV_SPONSOR_AD_SLOT] as const;
export type AdSlotFamily = (typeof AD_SLOT_FAMILIES)[number];

// spec 2.3: the link that skips past an ad.
export const SKIP_AD_TEXT = 'Skip Ad';

// spec 9: the top ad's reserved height (50 px, 90 px from md) and its 26 px close button.
export const TOP_AD_MIN_HEIGHT_PX = 50;
export const TOP_AD_MIN_HEIGHT_MD_PX = 90;
export const CLOSE_TOP_AD_SIZE_PX = 26;

// spec 9: the query switch passed to ad targeting.
export const AD_TEST_PARAM = 'adtest';

// spec 2.3: Home and Sport Home use htlad-top; all other routes htlad-common-top.
export function topAdSlotId(routeName: string | null | undefined): string {
  return routeName === RouteName.Home || routeName === RouteName.SportHome ? HOME_TOP_AD_SLOT : COMMON_TOP_AD_SLOT;
}

/** spec 9: htlad-common-navigation_dropdown{n}, n counting the main navigation's drop-downs from 1. */
export function navigationDropdownSlotId(n: number): string {
  return `${NAVIGATION_DROPDOWN_AD_SLOT}${n}`;
}

/** The family of a slot id, or undefined for an id that is no ad slot of the spec. */
export function adSlotFamily(slotId: string): AdSlotFamily | undefined {
  if (slotId.startsWith(NAVIGATION_DROPDOWN_AD_SLOT)) {
    return /^\d+$/.test(slotId.slice(NAVIGATION_DROPDOWN_AD_SLOT.length)) ? NAVIGATION_DROPDOWN_AD_SLOT : undefined;
  }
  return (AD_SLOT_FAMILIES as readonly string[]).includes(slotId) ? (slotId as AdSlotFamily) : undefined;
}

/** spec 9: adtest from the page's query, passed on unchanged to ad targeting (null when absent). */
export function adTestValue(search: string): string | null {
  return new URLSearchParams(search).get(AD_TEST_PARAM);
}

// spec 4: the Skip Ad link shows only when an ad frame exists.
export function shouldShowSkipAd(hasAdFrame: boolean): boolean {
  return hasAdFrame;
}

/** The id of the element right after a slot, where its Skip Ad link lands. */
export function afterAdTargetId(slotId: string): string {
  return `${slotId}-after`;
}
