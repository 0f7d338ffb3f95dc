import type { HistoricalRosterPage, HistoricalRosterQuery } from './historical-roster';
import type { PlayerBio, PlayerMedia } from './player-bio';
import type { Roster, RosterSeason } from './roster';

/** Rosters by season. On failure the methods degrade (spec 8): an empty list, or undefined. */
export interface RosterRepository {
  /** Every roster of the sport, newest season first. */
  seasons(sportId: number): Promise<RosterSeason[]>;
  /** One roster with its players, coaches and support staff; undefined when unknown. */
  roster(rosterId: number): Promise<Roster | undefined>;
}

/** Players: bios, photos and the historical roster. Degrades like RosterRepository. */
export interface PlayerRepository {
  bio(rosterPlayerId: number): Promise<PlayerBio | undefined>;
  media(playerId: number): Promise<PlayerMedia[]>;
  /** Everyone who has been on a roster, one entry per player and sport, by last name. */
  history(query: HistoricalRosterQuery): Promise<HistoricalRosterPage>;
}
