import type { SportPageData } from '../shell/sport-page-data';
import type { Sport } from '../sports/sport';
import type { HistoricalPlayer, HistoricalRosterFilters, HistoricalRosterPage } from './historical-roster';
import type { PlayerBio, PlayerMedia } from './player-bio';
import type { Roster, RosterSeason } from './roster';
import type { TrackRosterLink } from './track-rosters';

/** Loader data of the roster list and its print view. */
export interface RosterListPageData extends SportPageData {
  /** Every roster of the sport, newest first (the season selector). */
  seasons: RosterSeason[];
  /** The season shown; null when the sport has no roster yet. */
  season: RosterSeason | null;
  roster: Roster | null;
  /** spec 2.3: the fixed track roster links, on a track roster. */
  trackLinks: TrackRosterLink[];
}

/** Loader data of a player's bio. */
export interface RosterBioPageData extends SportPageData {
  bio: PlayerBio;
  media: PlayerMedia[];
  /** The player's entries in other sports (multi-sport athletes). */
  otherSports: HistoricalPlayer[];
}

/** Loader data of the historical roster; the sport's own page also carries the sport navigation. */
export type HistoricalRosterPageData = Partial<SportPageData> & {
  /** The sports to filter by (every real sport). */
  sports: Sport[];
  filters: HistoricalRosterFilters;
  results: HistoricalRosterPage;
};
