import { ROSTER_SORT_OPTIONS, type RosterSortOption } from './roster-sort';

// spec 9: roster sort options, with the words the sort control shows.
export const ROSTER_SORT_LABELS: Readonly<Record<RosterSortOption, string>> = {
  jersey: 'Jersey',
  name: 'Name',
  position: 'Position',
  class: 'Class',
  hometown: 'Hometown',
  height: 'Height',
  weight: 'Weight',
};

export const DEFAULT_ROSTER_SORT: RosterSortOption = 'jersey';

/**
 * compact: a row a player (a small headshot, jersey, name, position, class), so a phone's football
 * roster is a few screens, not sixty; grid: a card a player with every detail; table: every column.
 */
export const ROSTER_VIEWS = ['compact', 'grid', 'table'] as const;
export type RosterView = (typeof ROSTER_VIEWS)[number];
export const DEFAULT_ROSTER_VIEW: RosterView = 'compact';

/** The sort named by the URL's '?sort=' (any case); jersey when missing or unknown. */
export function parseRosterSort(value: string | null | undefined): RosterSortOption {
  const key = (value ?? '').trim().toLowerCase();
  return (ROSTER_SORT_OPTIONS as readonly string[]).includes(key) ? (key as RosterSortOption) : DEFAULT_ROSTER_SORT;
}

/** The view named by the URL's '?view=' ('list' is the API's word for the table); compact by default. */
export function parseRosterView(value: string | null | undefined): RosterView {
  const key = (value ?? '').trim().toLowerCase();
  if (key === 'table' || key === 'list') return 'table';
  if (key === 'grid') return 'grid';
  return DEFAULT_ROSTER_VIEW;
}

/** The query a roster URL carries: defaults are left out so the plain URL stays canonical. */
export function rosterQuery(sort: RosterSortOption, view: RosterView): string {
  const params: string[] = [];
  if (sort !== DEFAULT_ROSTER_SORT) params.push(`sort=${sort}`);
  if (view !== DEFAULT_ROSTER_VIEW) params.push(`view=${view}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}
