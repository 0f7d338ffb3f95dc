import type { SportPageData } from '../shell/sport-page-data';
import type { Sport } from '../sports/sport';
import { realSports } from '../sports/sports-state';
import type { FeaturedCountdown, GameListing, SportRecord, SportRoster, StorySummary } from './home-feed';

/** The home page's loader data. */
export interface HomePageData {
  stories: StorySummary[];
  upcoming: GameListing[];
  results: GameListing[];
  scoreboard: GameListing[];
  countdown: FeaturedCountdown | null;
  /** spec 4: every real sport, sorted by title, for the way into each team's pages. */
  teams: HomeTeam[];
}

/** A team on the home page: enough to name it and link to its pages. */
export type HomeTeam = Pick<Sport, 'id' | 'title' | 'global_sport_name_slug'>;

/** spec 4: the home page's teams, the real sports sorted by title. */
export function homeTeams(sports: readonly Sport[]): HomeTeam[] {
  return realSports(sports).map(({ id, title, global_sport_name_slug }) => ({ id, title, global_sport_name_slug }));
}

/** The sport home page's loader data: the sport page (sport and its navigation) and its feed. */
export interface SportHomePageData extends SportPageData {
  stories: StorySummary[];
  upcoming: GameListing[];
  results: GameListing[];
  record: SportRecord | null;
  roster: SportRoster | null;
}
