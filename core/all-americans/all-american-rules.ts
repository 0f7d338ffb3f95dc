import type { GroupOrder } from '../honours/groups';
import type { AllAmericanGrouping } from './all-american';

export const ALL_AMERICANS_PATH = '/all-americans';
export const DEFAULT_ALL_AMERICAN_GROUPING = 'year';

/** Team honours from the highest down. */
export const ALL_AMERICAN_TEAM_RANKING: readonly string[] = ['First Team', 'Second Team', 'Third Team', 'Honorable Mention'];

/** The grouping the URL's `?grouping=` names when the school offers it, else the default (the settings', else year). */
export function resolveAllAmericanGrouping(raw: string | null | undefined, groupings: readonly AllAmericanGrouping[], preferred: string | null | undefined): string {
  const offered = groupings.map((grouping) => grouping.slug);
  const find = (slug: string | null | undefined) => (slug ? offered.find((candidate) => candidate.toLowerCase() === slug.trim().toLowerCase()) : undefined);
  return find(raw) ?? find(preferred) ?? offered[0] ?? DEFAULT_ALL_AMERICAN_GROUPING;
}

/** Years newest first, teams from First Team down, sports and letters A to Z. */
export function allAmericanGroupOrder(grouping: string): GroupOrder {
  if (grouping === 'year') return { kind: 'newest-first' };
  if (grouping === 'team') return { kind: 'ranked', ranking: ALL_AMERICAN_TEAM_RANKING };
  return { kind: 'alphabetical' };
}

export function allAmericansHref(grouping: string): string {
  return `${ALL_AMERICANS_PATH}?grouping=${encodeURIComponent(grouping)}`;
}

export function allAmericanPath(id: number): string {
  return `${ALL_AMERICANS_PATH}/${id}`;
}
