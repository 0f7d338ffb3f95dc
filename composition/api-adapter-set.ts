/**
 * The /api/v2 adapter set by port, made at once: for code that runs outside the browser's lazy container
 * (the conformance suite, the demo snapshot dump). The site's container binds the same classes lazily.
 */
import { ApiAlertsRepository } from '../adapters/api/api-alerts-repository';
import { ApiAllAmericansRepository } from '../adapters/api/api-all-americans-repository';
import { ApiAwardsRepository } from '../adapters/api/api-awards-repository';
import { ApiCalendarRepository } from '../adapters/api/api-calendar-repository';
import { ApiCoverageRepository } from '../adapters/api/api-coverage-repository';
import { ApiDocumentsRepository } from '../adapters/api/api-documents-repository';
import { ApiFacilitiesRepository } from '../adapters/api/api-facilities-repository';
import { ApiFormsRepository } from '../adapters/api/api-forms-repository';
import { ApiGalleriesRepository } from '../adapters/api/api-galleries-repository';
import { ApiHallOfFameRepository } from '../adapters/api/api-hall-of-fame-repository';
import { ApiHomeFeedRepository } from '../adapters/api/api-home-feed-repository';
import { ApiMomentsRepository } from '../adapters/api/api-moments-repository';
import { ApiNavigationRepository } from '../adapters/api/api-navigation-repository';
import { ApiOnThisDayRepository } from '../adapters/api/api-on-this-day-repository';
import { ApiOpponentHistoryRepository } from '../adapters/api/api-opponent-history-repository';
import { ApiPartnersRepository } from '../adapters/api/api-partners-repository';
import { ApiPlayerRepository } from '../adapters/api/api-player-repository';
import { ApiPodcastsRepository } from '../adapters/api/api-podcasts-repository';
import { ApiPressClipsRepository } from '../adapters/api/api-press-clips-repository';
import { ApiPromotionsRepository } from '../adapters/api/api-promotions-repository';
import { ApiProtectedContentRepository } from '../adapters/api/api-protected-content-repository';
import { ApiPublicationsRepository } from '../adapters/api/api-publications-repository';
import { ApiRedirectsRepository } from '../adapters/api/api-redirects-repository';
import { ApiRosterRepository } from '../adapters/api/api-roster-repository';
import { ApiRssRepository } from '../adapters/api/api-rss-repository';
import { ApiScheduleRepository } from '../adapters/api/api-schedule-repository';
import { ApiSearchResultsRepository } from '../adapters/api/api-search-results-repository';
import { ApiSeoRepository } from '../adapters/api/api-seo-repository';
import { ApiSettingsRepository } from '../adapters/api/api-settings-repository';
import { ApiSocialAccountsRepository } from '../adapters/api/api-social-accounts-repository';
import { ApiSplashRepository } from '../adapters/api/api-splash-repository';
import { ApiSportsRepository } from '../adapters/api/api-sports-repository';
import { ApiStaffAccessRepository } from '../adapters/api/api-staff-access-repository';
import { ApiStaffRepository } from '../adapters/api/api-staff-repository';
import { ApiStatsViewRepository } from '../adapters/api/api-stats-view-repository';
import { ApiStoriesRepository } from '../adapters/api/api-stories-repository';
import { ApiSubscriptionRepository } from '../adapters/api/api-subscription-repository';
import { ApiTagsRepository } from '../adapters/api/api-tags-repository';
import { ApiTakeoversRepository } from '../adapters/api/api-takeovers-repository';
import { ApiTicketsRepository } from '../adapters/api/api-tickets-repository';
import { HouseAdProvider } from '../adapters/api/house-ad-provider';
import { ApiGameCentreRepository } from '../adapters/live/api-game-centre-repository';
import { EventSourceLiveScoreboard } from '../adapters/live/event-source-live-scoreboard';
import { EventSourceLiveStream } from '../adapters/live/event-source-live-stream';
import type { EventSourceConstructor } from '../adapters/live/live-connection';
import type { AdapterSet } from '../core/backend/adapter-set';
import type { HttpClient } from '../core/http/http-client.port';
import type { Logger } from '../core/platform/logger.port';

type StreamPort = 'liveGames' | 'liveScoreboard';
type ApiClasses = { [Port in Exclude<keyof AdapterSet, StreamPort>]: new (http: HttpClient, logger: Logger) => AdapterSet[Port] };

/** The /api/v2 adapters, by port: what composition binds in the site. */
const API_REPOSITORIES: ApiClasses = {
  ads: HouseAdProvider,
  alerts: ApiAlertsRepository,
  allAmericans: ApiAllAmericansRepository,
  awards: ApiAwardsRepository,
  calendar: ApiCalendarRepository,
  coverage: ApiCoverageRepository,
  documents: ApiDocumentsRepository,
  facilities: ApiFacilitiesRepository,
  forms: ApiFormsRepository,
  galleries: ApiGalleriesRepository,
  gameCentre: ApiGameCentreRepository,
  hallOfFame: ApiHallOfFameRepository,
  homeFeed: ApiHomeFeedRepository,
  moments: ApiMomentsRepository,
  navigation: ApiNavigationRepository,
  onThisDay: ApiOnThisDayRepository,
  opponentHistory: ApiOpponentHistoryRepository,
  partners: ApiPartnersRepository,
  players: ApiPlayerRepository,
  podcasts: ApiPodcastsRepository,
  pressClips: ApiPressClipsRepository,
  promotions: ApiPromotionsRepository,
  protectedContent: ApiProtectedContentRepository,
  publications: ApiPublicationsRepository,
  redirects: ApiRedirectsRepository,
  roster: ApiRosterRepository,
  rss: ApiRssRepository,
  schedule: ApiScheduleRepository,
  search: ApiSearchResultsRepository,
  seo: ApiSeoRepository,
  settings: ApiSettingsRepository,
  socialAccounts: ApiSocialAccountsRepository,
  splash: ApiSplashRepository,
  sports: ApiSportsRepository,
  staff: ApiStaffRepository,
  staffAccess: ApiStaffAccessRepository,
  statsView: ApiStatsViewRepository,
  stories: ApiStoriesRepository,
  subscriptions: ApiSubscriptionRepository,
  tags: ApiTagsRepository,
  takeovers: ApiTakeoversRepository,
  tickets: ApiTicketsRepository,
};

/** Where the live streams connect, and with which EventSource (the browser's, or the tests' stand-in). */
export interface LiveStreamOptions {
  apiBase: string;
  tenant: string;
  EventSource: EventSourceConstructor;
  /** For the game stream's full state over HTTP when a delta cannot be applied; the global fetch by default. */
  fetch?: typeof fetch;
}

/** The API adapter set over one HTTP client and one event-stream source, as composition builds it. */
export function apiAdapters(http: HttpClient, live: LiveStreamOptions, logger: Logger): AdapterSet {
  const entries = Object.entries(API_REPOSITORIES).map(([port, Adapter]) => [port, new Adapter(http, logger)]);
  const streams = { ...live, logger, network: null };
  return { ...(Object.fromEntries(entries) as Omit<AdapterSet, StreamPort>), liveGames: new EventSourceLiveStream(streams), liveScoreboard: new EventSourceLiveScoreboard(streams) };
}

