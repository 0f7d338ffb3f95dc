import type { Sport } from './sport';

/** One sport of the all-sports page, with its main pages. */
export interface SportDirectoryEntry {
  id: number;
  title: string;
  home: string;
  /** Schedule, roster and news; none for a non-sport entry (spec 3 non_sport has no season pages). */
  links: ReadonlyArray<{ label: 'Schedule' | 'Roster' | 'News'; url: string }>;
}

export interface SportDirectoryGroup {
  key: 'men' | 'women' | 'other';
  title: string;
  sports: SportDirectoryEntry[];
}

const GROUPS: ReadonlyArray<Pick<SportDirectoryGroup, 'key' | 'title'>> = [
  { key: 'men', title: "Men's Sports" },
  { key: 'women', title: "Women's Sports" },
  { key: 'other', title: 'Other Programs' },
];

function groupOf(sport: Sport): SportDirectoryGroup['key'] {
  if (sport.non_sport) return 'other';
  const gender = sport.gender?.trim().toUpperCase();
  if (gender === 'M') return 'men';
  if (gender === 'F' || gender === 'W') return 'women';
  return 'other';
}

function entryOf(sport: Sport): SportDirectoryEntry {
  const home = `/sports/${sport.global_sport_name_slug}`;
  const links: SportDirectoryEntry['links'] = sport.non_sport
    ? []
    : [
        { label: 'Schedule', url: `${home}/schedule` },
        { label: 'Roster', url: `${home}/roster` },
        // The sport's news is its story archive (spec 2.1 archives_sport).
        { label: 'News', url: `${home}/archives` },
      ];
  return { id: sport.id, title: sport.title, home, links };
}

/**
 * The /sports page (the main navigation's 'Sports' item): every sport, grouped men's, women's,
 * then other (mixed and non-sport entries), each group sorted by title; empty groups are left out.
 */
export function sportsDirectory(sports: readonly Sport[]): SportDirectoryGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    sports: sports
      .filter((sport) => groupOf(sport) === group.key)
      .sort((a, b) => a.title.localeCompare(b.title, 'en'))
      .map(entryOf),
  })).filter((group) => group.sports.length > 0);
}

/** The /sports page's loader data. */
export interface SportsListPageData {
  groups: SportDirectoryGroup[];
}
