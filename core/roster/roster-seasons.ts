import type { RosterSeason } from './roster';

/** Newest season first; seasons of the same year keep their order. */
export function newestFirst(seasons: readonly RosterSeason[]): RosterSeason[] {
  return [...seasons].sort((a, b) => b.year - a.year);
}

/** The season a page without a season segment shows: the current one, else the newest. */
export function currentRosterSeason(seasons: readonly RosterSeason[]): RosterSeason | undefined {
  return seasons.find((season) => season.is_current) ?? newestFirst(seasons)[0];
}

/**
 * spec 2.2 (roster guard): the season named by a URL segment, by its title ('2025-26', '2026')
 * or its first year ('2025'); undefined when the sport has no such roster (the page is a 404).
 */
export function findRosterSeason(seasons: readonly RosterSeason[], segment: string): RosterSeason | undefined {
  const wanted = segment.trim().toLowerCase();
  if (wanted === '') return undefined;
  const byTitle = seasons.find((season) => season.season.toLowerCase() === wanted);
  if (byTitle) return byTitle;
  return /^\d{4}$/.test(wanted) ? seasons.find((season) => season.year === Number(wanted)) : undefined;
}

/** The season a route names: the current one without a segment, else the named one (undefined: 404). */
export function resolveRosterSeason(seasons: readonly RosterSeason[], segment: string | undefined): RosterSeason | undefined {
  return segment === undefined ? currentRosterSeason(seasons) : findRosterSeason(seasons, segment);
}
