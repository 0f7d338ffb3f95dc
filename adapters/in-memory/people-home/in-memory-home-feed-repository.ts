import { toTimestamp } from '../../../core/dates/parse-date';
import { isCountdownOver } from '../../../core/games/countdown';
import type { Game } from '../../../core/games/game';
import { gameResultType, scheduleGames } from '../../../core/games/game-rules';
import { isComplete } from '../../../core/games/game-state';
import type { FeaturedCountdown, GameListing, SportRecord, SportRoster, StorySummary } from '../../../core/home/home-feed';
import type { FeedQuery, HomeFeedRepository } from '../../../core/home/home-feed-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from '../in-memory-answer';
import type { HomeFeedData } from './people-home-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// As the API lists them: a game without a result stays upcoming through the evening it started (it may be live).
const UPCOMING_GRACE = 12 * HOUR;
// The scoreboard: yesterday through the next six days (UTC days of "now", the games' local days).
const SCOREBOARD_DAYS_BEFORE = 1;
const SCOREBOARD_DAYS_AFTER = 6;

/** The game's start instant (its UTC date, else its local one). */
const startOf = (game: Game): number => toTimestamp(game.date_utc) ?? toTimestamp(game.date) ?? 0;

const soonestFirst = (a: GameListing, b: GameListing) => startOf(a.game) - startOf(b.game) || a.game.id - b.game.id;
const newestFirst = (a: GameListing, b: GameListing) => soonestFirst(b, a);

const pad = (n: number) => String(n).padStart(2, '0');
function utcDay(at: number): string {
  const date = new Date(at);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A count the API would page by; anything else lists nothing (the API answers 400, read as []). */
const countOf = (count: number) => (Number.isInteger(count) && count >= 1 ? count : 0);

/** The listings of the sport asked for (every sport without one), by spec 4's list rules. */
function gamesOf(data: HomeFeedData, sportId: number | undefined): GameListing[] {
  const listings = data.games.filter((listing) => sportId === undefined || listing.sport.id === sportId);
  const shown = new Set(scheduleGames(listings.map((listing) => listing.game)));
  return listings.filter((listing) => shown.has(listing.game));
}

/** The front pages' feed from the demo snapshot, with "now" from the clock. */
export class InMemoryHomeFeedRepository implements HomeFeedRepository {
  constructor(private readonly deps: InMemoryDeps<HomeFeedData>) {}

  latestStories({ sportId, count }: FeedQuery): Promise<StorySummary[]> {
    return answer(this.deps, 'latest stories', [], (data) =>
      data.stories.filter((story) => sportId === undefined || story.sport?.id === sportId).slice(0, countOf(count)),
    );
  }

  upcomingGames({ sportId, count }: FeedQuery): Promise<GameListing[]> {
    return answer(this.deps, 'upcoming games', [], (data, now) =>
      gamesOf(data, sportId)
        .filter(({ game }) => gameResultType(game) === 'upcoming' && !isComplete(game.game_state) && startOf(game) >= now - UPCOMING_GRACE)
        .sort(soonestFirst)
        .slice(0, countOf(count)),
    );
  }

  recentResults({ sportId, count }: FeedQuery): Promise<GameListing[]> {
    return answer(this.deps, 'recent results', [], (data) =>
      gamesOf(data, sportId)
        .filter(({ game }) => gameResultType(game) === 'recent')
        .sort(newestFirst)
        .slice(0, countOf(count)),
    );
  }

  scoreboard({ sportId, count }: FeedQuery): Promise<GameListing[]> {
    return answer(this.deps, 'scoreboard', [], (data, now) => {
      const from = utcDay(now - SCOREBOARD_DAYS_BEFORE * DAY);
      const to = utcDay(now + SCOREBOARD_DAYS_AFTER * DAY);
      return gamesOf(data, sportId)
        .filter(({ game }) => game.date.slice(0, 10) >= from && game.date.slice(0, 10) <= to)
        .sort(soonestFirst)
        .slice(0, countOf(count));
    });
  }

  countdown(): Promise<FeaturedCountdown | null> {
    return answer(this.deps, 'countdown', null, (data, now) => (data.countdown && !isCountdownOver(data.countdown.target, now) ? data.countdown : null));
  }

  record(scheduleId: number): Promise<SportRecord | null> {
    return answer(this.deps, 'season record', null, (data) => data.records[String(scheduleId)] ?? null);
  }

  currentRoster(sportId: number): Promise<SportRoster | null> {
    return answer(this.deps, 'current roster', null, (data) => data.rosters[String(sportId)] ?? null);
  }
}
