import type { RosterPlayer, RosterSocialLink } from './roster-player';
import { ROSTER_COMPARATORS, type RosterSortOption } from './roster-sort';

/** A player on one roster season: spec 3's roster player plus what the roster pages show. `id` is the roster entry. */
export interface RosterMember extends RosterPlayer {
  player_id: number;
  position_long: string | null;
  academic_year_short: string | null;
  high_school: string | null;
  previous_school: string | null;
  major: string | null;
  is_captain: boolean;
  /** A sport's own column, e.g. bats/throws in baseball. */
  custom1: string | null;
  hide: boolean;
  hide_bio: boolean;
}

/** A coach or support staff member on a roster. `staff_id` names the person (their bio). */
export interface RosterStaffEntry {
  staff_id: number;
  first_name: string;
  last_name: string;
  title: string;
  email: string | null;
  phone: string | null;
  image: { url: string; alt: string } | null;
  social_links: RosterSocialLink[];
  kind: 'coach' | 'support';
  is_head_coach: boolean;
}

/** A column the school shows on its roster and whether it prints. */
export interface RosterColumn {
  title: string;
  description: string;
  field: string | null;
  print: boolean;
}

/** One season's roster of a sport, as listed by the season selector. */
export interface RosterSeason {
  roster_id: number;
  /** '2026 Baseball Roster'. */
  title: string;
  /** The season's title, used in the URL: '2026' or '2025-26'. */
  season: string;
  /** The season's first calendar year. */
  year: number;
  is_current: boolean;
}

export interface RosterSport {
  id: number;
  title: string;
  slug: string;
}

export interface Roster {
  id: number;
  title: string;
  season: string;
  year: number | null;
  note: string | null;
  sport: RosterSport;
  columns: RosterColumn[];
  players: RosterMember[];
  coaches: RosterStaffEntry[];
  support_staff: RosterStaffEntry[];
}

/** The players a roster page lists: hidden entries are left out. */
export function shownPlayers(players: readonly RosterMember[]): RosterMember[] {
  return players.filter((player) => !player.hide);
}

/** Coaches in roster order with the head coach first. */
export function coachesHeadFirst(coaches: readonly RosterStaffEntry[]): RosterStaffEntry[] {
  return [...coaches].sort((a, b) => Number(b.is_head_coach) - Number(a.is_head_coach));
}

/** spec 9: the roster sorted by an option with core/roster/roster-sort.ts; ties keep their order. */
export function sortRosterMembers<T extends RosterPlayer>(players: readonly T[], option: RosterSortOption): T[] {
  return [...players].sort(ROSTER_COMPARATORS[option]);
}
