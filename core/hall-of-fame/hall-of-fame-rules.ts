import type { GroupOrder } from '../honours/groups';
import type { HallOfFameGrouping, HallOfFameSettings } from './inductee';

export const HONORS_PATH = '/honors';
/** The hall's slug and grouping when the school's settings cannot be read. */
export const DEFAULT_HOF_SLUG = 'hall-of-fame';
export const DEFAULT_HOF_GROUPING = 'alphabetical';

export type HofView = { kind: 'list'; slug: string; grouping: string } | { kind: 'not-found' };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * spec 2.1 hof_list /honors/{slug?}/{grouping?}: no slug is the school's hall; a slug must be
 * the hall's own; no grouping is the settings' default; a grouping must be one the school offers.
 */
export function resolveHofView(
  params: { slug?: string; grouping?: string },
  settings: Pick<HallOfFameSettings, 'slug' | 'defaultGrouping'> | null,
  groupings: readonly HallOfFameGrouping[],
): HofView {
  const slug = settings?.slug || DEFAULT_HOF_SLUG;
  if (params.slug !== undefined && !same(params.slug, slug)) return { kind: 'not-found' };
  const offered = groupings.map((grouping) => grouping.slug);
  if (params.grouping !== undefined) {
    const chosen = offered.find((candidate) => same(candidate, params.grouping!));
    return chosen ? { kind: 'list', slug, grouping: chosen } : { kind: 'not-found' };
  }
  const preferred = settings?.defaultGrouping ?? DEFAULT_HOF_GROUPING;
  const grouping = offered.find((candidate) => same(candidate, preferred)) ?? offered[0] ?? preferred;
  return { kind: 'list', slug, grouping };
}

/** Induction classes newest first; letters and sports A to Z. */
export function hofGroupOrder(grouping: string): GroupOrder {
  return grouping === 'induction-year' ? { kind: 'newest-first' } : { kind: 'alphabetical' };
}

/** The list grouped another way: /honors/{slug}/{grouping}. */
export function hofListPath(slug: string, grouping: string): string {
  return `${HONORS_PATH}/${encodeURIComponent(slug)}/${encodeURIComponent(grouping)}`;
}

/** A group's heading: 'Class of 2007' for an induction year, else the key itself. */
export function hofGroupTitle(grouping: string, key: string): string {
  return grouping === 'induction-year' ? `Class of ${key}` : key;
}
