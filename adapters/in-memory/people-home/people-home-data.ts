import type { FeaturedCountdown, GameListing, SportRecord, SportRoster, StorySummary } from '../../../core/home/home-feed';
import type { HistoricalPlayer } from '../../../core/roster/historical-roster';
import type { PlayerBio, PlayerMedia, PlayerSeason } from '../../../core/roster/player-bio';
import type { Roster, RosterMember, RosterSeason } from '../../../core/roster/roster';
import type { CoachingRecords } from '../../../core/staff/coaching-records';
import type { StaffDepartment, StaffMember } from '../../../core/staff/staff-member';

/**
 * What a bio adds to the player's roster entry. The snapshot keeps one copy of what is the same: the
 * entry is the roster's and the seasons the player's career in the sport (`careers`); `member` and
 * `seasons` are there only when the bio's own copy says something else.
 */
export type BioDetail = Omit<PlayerBio, keyof RosterMember | 'seasons'> & { member?: RosterMember; seasons?: PlayerSeason[] };

/** The key of a player's career in a sport. */
export const careerKey = (playerId: number, sportId: number): string => `${playerId}:${sportId}`;

/** Rosters and players (RosterRepository, PlayerRepository). JSON object keys are ids. */
export interface PeopleData {
  /** Each sport's roster seasons, newest first, by sport id. */
  seasons: Record<string, RosterSeason[]>;
  /** Every roster of every sport and season, with its players, coaches and support staff. */
  rosters: Roster[];
  /** Each roster entry's bio, by roster player id. */
  bios: Record<string, BioDetail>;
  /** Each player's seasons in a sport (a bio's season table), oldest first, by `careerKey`. */
  careers: Record<string, PlayerSeason[]>;
  /** Each player's photos, by player id; players without any are left out. */
  media: Record<string, PlayerMedia[]>;
  /** The whole historical roster, in its order (last name, first name, player, sport). */
  history: HistoricalPlayer[];
}

/** The staff directory and coaching records (StaffRepository). */
export interface StaffData {
  /** The directory's departments, in directory order. */
  departments: StaffDepartment[];
  /** Every active member, in directory order. */
  directory: StaffMember[];
  /** Members a page can open who are not in the directory (a past season's coach on a roster). */
  others: StaffMember[];
  /** Each sport's coaching records, by sport id; sports without any are left out. */
  records: Record<string, CoachingRecords>;
}

/** The front pages' feed (HomeFeedRepository). */
export interface HomeFeedData {
  /** The latest stories of the school and of each sport, newest first. */
  stories: StorySummary[];
  /** The games the feed lists around the demo's today (upcoming, results, the scoreboard's days), soonest first. */
  games: GameListing[];
  /** The featured game counted down to, if any. */
  countdown: FeaturedCountdown | null;
  /** Each season's records, by schedule id. */
  records: Record<string, SportRecord>;
  /** Each sport's current roster, by sport id. */
  rosters: Record<string, SportRoster>;
}
