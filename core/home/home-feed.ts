import type { Game, LocationIndicator } from '../games/game';
import type { RosterPlayer } from '../roster/roster-player';

/** The sport an item of the front pages belongs to, enough to name it and link to its pages. */
export interface FeedSport {
  id: number;
  title: string;
  /** The sport's global_sport_name_slug, or null when the API does not give it. */
  slug: string | null;
}

export interface FeedImage {
  url: string;
  alt: string;
}

/** spec 3 Story: the fields a story card shows. */
export interface StorySummary {
  id: number;
  title: string;
  teaser: string;
  /** The post date as the API writes it (`YYYY-MM-DDTHH:mm:ss`, school time). */
  date: string;
  url: string;
  primary_image: FeedImage | null;
  sport: FeedSport | null;
}

/** spec 3 Game, with the sport it belongs to (EventsResults lists games across sports). */
export interface GameListing {
  game: Game;
  sport: FeedSport;
}

/** spec 3 Countdown: the next featured game the home page counts down to (Countdown/homepage). */
export interface FeaturedCountdown {
  game_id: number;
  title: string;
  /** The start instant, epoch milliseconds. */
  target: number;
  /** Local date and time as the school writes them. */
  date: string;
  time: string | null;
  location_indicator: LocationIndicator;
  location: string | null;
  sport: FeedSport;
  opponent: { title: string; image: string | null };
}

/** A season's records (Schedule/{scheduleId}/Record): 'W-L' or 'W-L-T' strings. */
export interface SportRecord {
  season: string;
  overall: string;
  conference: string;
  home: string;
  away: string;
  neutral: string;
  streak: string;
}

export interface CoachSummary {
  staff_id: number;
  first_name: string;
  last_name: string;
  title: string | null;
  image: FeedImage | null;
  head_coach: boolean;
}

/** The sport's current roster: its season, players and coaches. */
export interface SportRoster {
  season: string;
  players: RosterPlayer[];
  coaches: CoachSummary[];
}
