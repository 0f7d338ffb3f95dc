/**
 * A sport's season calendar: which sports' seasons run across the new year, a season's title and the day it opens.
 * `year` is always the season's first calendar year, so '2025-26' has year 2025. The studio's rosters, the live
 * and stats code and the demo all read these, so their season titles agree.
 */

// Sports whose season runs across the new year carry 'YYYY-YY' titles; the others 'YYYY'.
const SPANNING_CODES: ReadonlySet<string> = new Set(['mbball', 'wbball', 'mhockey', 'wswim', 'wrestling', 'mtrack', 'wtrack']);

export function seasonSpansNewYear(sportCode: string): boolean {
  return SPANNING_CODES.has(sportCode);
}

/** The current season's first year: a spanning season starts in July, a one-year season is the calendar year. */
export function currentSeasonYear(sportCode: string, today: number): number {
  const date = new Date(today);
  const year = date.getUTCFullYear();
  if (!seasonSpansNewYear(sportCode)) return year;
  return date.getUTCMonth() >= 6 ? year : year - 1;
}

export function seasonTitle(sportCode: string, year: number): string {
  if (!seasonSpansNewYear(sportCode)) return String(year);
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

// Month (0-based) and day each sport's season opens; track opens indoors in January of its second year.
const SEASON_OPENING: Readonly<Record<string, [month: number, day: number, nextYear?: boolean]>> = {
  football: [7, 30],
  msoc: [7, 22],
  wsoc: [7, 18],
  wvball: [7, 27],
  mcross: [8, 1],
  wcross: [8, 1],
  fhockey: [7, 25],
  mbball: [10, 4],
  wbball: [10, 4],
  mhockey: [9, 3],
  wswim: [9, 10],
  wrestling: [10, 1],
  mtrack: [0, 12, true],
  wtrack: [0, 12, true],
  baseball: [1, 14],
  softball: [1, 9],
  mgolf: [1, 2],
  wgolf: [1, 2],
  mten: [0, 20],
  wten: [0, 20],
  wlax: [1, 7],
  wrow: [2, 1],
};

/** The day a season opens (midnight UTC). */
export function seasonStartDate(sportCode: string, year: number): Date {
  const [month, day, nextYear] = SEASON_OPENING[sportCode] ?? [7, 15];
  return new Date(Date.UTC(nextYear ? year + 1 : year, month, day));
}
