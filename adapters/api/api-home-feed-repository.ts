import { countdownWire } from '../../contract/countdown';
import { eventsResultsPageWire, eventsUpcomingPageWire } from '../../contract/events-results';
import { rostersPageWire } from '../../contract/rosters';
import { scheduleRecordWire } from '../../contract/schedule';
import { storiesPageWire } from '../../contract/stories';
import type { FeaturedCountdown, GameListing, SportRecord, SportRoster, StorySummary } from '../../core/home/home-feed';
import type { FeedQuery, HomeFeedRepository } from '../../core/home/home-feed-repository.port';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';
import { toFeaturedCountdown, toGameListing, toSportRecord, toSportRoster, toStorySummary } from './home-feed-mapper';

// v2-reference 1.3: v2 paging; the first page holds the newest (or soonest) items.
const page = (count: number) => ({ $pageIndex: 0, $pageSize: count });

/** The front pages' content from the v2 API; each call degrades to [] or null (spec 8). */
export class ApiHomeFeedRepository implements HomeFeedRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async latestStories({ sportId, count }: FeedQuery): Promise<StorySummary[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Stories', query: { SportId: sportId, ...page(count) } }, storiesPageWire, null);
    return wire ? wire.items.map(toStorySummary) : [];
  }

  async upcomingGames({ sportId, count }: FeedQuery): Promise<GameListing[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/EventsResults/upcoming', query: { SportId: sportId, ...page(count) } }, eventsUpcomingPageWire, null);
    return wire ? wire.items.map(toGameListing) : [];
  }

  async recentResults({ sportId, count }: FeedQuery): Promise<GameListing[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/EventsResults/results', query: { SportId: sportId, ...page(count) } }, eventsResultsPageWire, null);
    return wire ? wire.items.map(toGameListing) : [];
  }

  async scoreboard({ sportId, count }: FeedQuery): Promise<GameListing[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/EventsResults/scoreboard', query: { SportId: sportId, ...page(count) } }, eventsResultsPageWire, null);
    return wire ? wire.items.map(toGameListing) : [];
  }

  async countdown(): Promise<FeaturedCountdown | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Countdown/homepage' }, countdownWire, null);
    return wire ? toFeaturedCountdown(wire) : null;
  }

  async record(scheduleId: number): Promise<SportRecord | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Schedule/${scheduleId}/Record` }, scheduleRecordWire, null);
    return wire ? toSportRecord(wire) : null;
  }

  async currentRoster(sportId: number): Promise<SportRoster | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Rosters', query: { sportId, ...page(1) } }, rostersPageWire, null);
    const roster = wire?.items[0];
    return roster ? toSportRoster(roster) : null;
  }
}
