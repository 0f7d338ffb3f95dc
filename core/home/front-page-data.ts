import type { SportPageData } from '../shell/sport-page-data';
import type { FeaturedCountdown, GameListing, SportRecord, SportRoster, StorySummary } from './home-feed';

/** The home page's loader data. */
export interface HomePageData {
  stories: StorySummary[];
  upcoming: GameListing[];
  results: GameListing[];
  scoreboard: GameListing[];
  countdown: FeaturedCountdown | null;
}

/** The sport home page's loader data: the sport page (sport and its navigation) and its feed. */
export interface SportHomePageData extends SportPageData {
  stories: StorySummary[];
  upcoming: GameListing[];
  results: GameListing[];
  record: SportRecord | null;
  roster: SportRoster | null;
}
