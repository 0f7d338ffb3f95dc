import type { FeaturedCountdown, GameListing, SportRecord, SportRoster, StorySummary } from './home-feed';

/** Limits a list call; `sportId` narrows it to one sport. */
export interface FeedQuery {
  sportId?: number;
  count: number;
}

/** What the home and sport home pages show. Every method degrades (spec 8): [] or null on failure. */
export interface HomeFeedRepository {
  /** GET /Stories: newest first. */
  latestStories(query: FeedQuery): Promise<StorySummary[]>;
  /** GET /EventsResults/upcoming: soonest first. */
  upcomingGames(query: FeedQuery): Promise<GameListing[]>;
  /** GET /EventsResults/results: newest first. */
  recentResults(query: FeedQuery): Promise<GameListing[]>;
  /** GET /EventsResults/scoreboard: yesterday through the next six days, soonest first. */
  scoreboard(query: FeedQuery): Promise<GameListing[]>;
  /** GET /Countdown/homepage: null when nothing is counting down (204). */
  countdown(): Promise<FeaturedCountdown | null>;
  /** GET /Schedule/{scheduleId}/Record. */
  record(scheduleId: number): Promise<SportRecord | null>;
  /** GET /Rosters?sportId=: the newest season's roster. */
  currentRoster(sportId: number): Promise<SportRoster | null>;
}
