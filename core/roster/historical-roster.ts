import type { Paged } from '../paging/paging';
import { pageIndexFrom } from '../paging/paging';
import type { RosterSport } from './roster';

/** One player in one sport across seasons (GET /Players/history). */
export interface HistoricalPlayer {
  player_id: number;
  /** The player's latest season in the sport: their bio. */
  roster_player_id: number;
  first_name: string;
  last_name: string;
  seasons: string[];
  sport: RosterSport;
  image: { url: string; alt: string } | null;
}

/** What the historical roster asks the API for (its query names, v2-reference 9). */
export interface HistoricalRosterQuery {
  sportId?: number;
  lastNameStart?: string;
  nameSearch?: string;
  pageIndex: number;
  pageSize: number;
}

export type HistoricalRosterPage = Paged<HistoricalPlayer>;

export const LAST_NAME_LETTERS: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** What the page's URL asks for: ?sport=slug&lastNameStart=A&nameSearch=text&page=2. */
export interface HistoricalRosterFilters {
  sport?: string;
  lastNameStart?: string;
  nameSearch?: string;
  pageIndex: number;
}

const MAX_SEARCH_LENGTH = 80;

/** Reads the filters from a URL's query (a missing or malformed value is no filter). */
export function historicalRosterFilters(read: (name: string) => string | null): HistoricalRosterFilters {
  const letter = (read('lastNameStart') ?? '').trim().toUpperCase();
  const search = (read('nameSearch') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH);
  const sport = (read('sport') ?? '').trim().toLowerCase();
  return {
    sport: /^[a-z0-9-]+$/.test(sport) ? sport : undefined,
    lastNameStart: LAST_NAME_LETTERS.includes(letter) ? letter : undefined,
    nameSearch: search === '' ? undefined : search,
    pageIndex: pageIndexFrom(read('page')),
  };
}

/** The URL query for filters, page last; empty values are left out. */
export function historicalRosterSearch(filters: Partial<HistoricalRosterFilters>, options: { withSport?: boolean } = {}): string {
  const params: Array<[string, string]> = [];
  if (options.withSport !== false && filters.sport) params.push(['sport', filters.sport]);
  if (filters.lastNameStart) params.push(['lastNameStart', filters.lastNameStart]);
  if (filters.nameSearch) params.push(['nameSearch', filters.nameSearch]);
  if (filters.pageIndex && filters.pageIndex > 0) params.push(['page', String(filters.pageIndex + 1)]);
  return params.length === 0 ? '' : `?${params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The seasons text of the API ('2024-25, 2025-26') as a list. */
export function seasonList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((season) => season.trim())
    .filter((season) => season !== '');
}
