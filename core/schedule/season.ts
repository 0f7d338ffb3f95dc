/** A season of a sport's schedule (v2-reference 10 `Season/{sportId}/related`): its title and schedule. */
export interface Season {
  title: string;
  scheduleId: number;
  isCurrent: boolean;
}

// spec 2.2: the schedule guard resolves the route's season title; none means the current season.
export type SeasonResolution = { kind: 'season'; season: Season } | { kind: 'no-seasons' } | { kind: 'unknown' };

/**
 * The season a schedule route names. Without a title: the current season, else the newest.
 * An unknown title is 'unknown' (the page answers 404); a sport without seasons has none.
 */
export function resolveSeason(seasons: readonly Season[], title: string | null | undefined): SeasonResolution {
  const wanted = title?.trim() ?? '';
  if (wanted === '') {
    const season = seasons.find((entry) => entry.isCurrent) ?? seasons[0];
    return season ? { kind: 'season', season } : { kind: 'no-seasons' };
  }
  const season = seasons.find((entry) => entry.title.toLowerCase() === wanted.toLowerCase());
  return season ? { kind: 'season', season } : { kind: 'unknown' };
}

/** The first year of a season title ('2026' → 2026, '2026-27' → 2026), or undefined. */
export function seasonStartYear(title: string): number | undefined {
  const match = /^(\d{4})(?!\d)/.exec(title.trim());
  return match ? Number(match[1]) : undefined;
}

/** The season a stats route's {season} names: its title ('2026-27') or its first year ('2026'). */
export function findSeasonByYearOrTitle(seasons: readonly Season[], value: string): Season | undefined {
  const wanted = value.trim().toLowerCase();
  if (wanted === '') return undefined;
  return (
    seasons.find((season) => season.title.toLowerCase() === wanted) ??
    (/^\d{4}$/.test(wanted) ? seasons.find((season) => seasonStartYear(season.title) === Number(wanted)) : undefined)
  );
}
