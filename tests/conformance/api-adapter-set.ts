import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ApiAlertsRepository } from '../../adapters/api/api-alerts-repository';
import { ApiAllAmericansRepository } from '../../adapters/api/api-all-americans-repository';
import { ApiAwardsRepository } from '../../adapters/api/api-awards-repository';
import { ApiCalendarRepository } from '../../adapters/api/api-calendar-repository';
import { ApiCoverageRepository } from '../../adapters/api/api-coverage-repository';
import { ApiDocumentsRepository } from '../../adapters/api/api-documents-repository';
import { ApiFacilitiesRepository } from '../../adapters/api/api-facilities-repository';
import { ApiFormsRepository } from '../../adapters/api/api-forms-repository';
import { ApiGalleriesRepository } from '../../adapters/api/api-galleries-repository';
import { ApiHallOfFameRepository } from '../../adapters/api/api-hall-of-fame-repository';
import { ApiHomeFeedRepository } from '../../adapters/api/api-home-feed-repository';
import { ApiMomentsRepository } from '../../adapters/api/api-moments-repository';
import { ApiNavigationRepository } from '../../adapters/api/api-navigation-repository';
import { ApiOnThisDayRepository } from '../../adapters/api/api-on-this-day-repository';
import { ApiOpponentHistoryRepository } from '../../adapters/api/api-opponent-history-repository';
import { ApiPartnersRepository } from '../../adapters/api/api-partners-repository';
import { ApiPlayerRepository } from '../../adapters/api/api-player-repository';
import { ApiPodcastsRepository } from '../../adapters/api/api-podcasts-repository';
import { ApiPressClipsRepository } from '../../adapters/api/api-press-clips-repository';
import { ApiPromotionsRepository } from '../../adapters/api/api-promotions-repository';
import { ApiProtectedContentRepository } from '../../adapters/api/api-protected-content-repository';
import { ApiPublicationsRepository } from '../../adapters/api/api-publications-repository';
import { ApiRedirectsRepository } from '../../adapters/api/api-redirects-repository';
import { ApiRosterRepository } from '../../adapters/api/api-roster-repository';
import { ApiRssRepository } from '../../adapters/api/api-rss-repository';
import { ApiScheduleRepository } from '../../adapters/api/api-schedule-repository';
import { ApiSearchResultsRepository } from '../../adapters/api/api-search-results-repository';
import { ApiSeoRepository } from '../../adapters/api/api-seo-repository';
import { ApiSettingsRepository } from '../../adapters/api/api-settings-repository';
import { ApiSocialAccountsRepository } from '../../adapters/api/api-social-accounts-repository';
import { ApiSplashRepository } from '../../adapters/api/api-splash-repository';
import { ApiSportsRepository } from '../../adapters/api/api-sports-repository';
import { ApiStaffAccessRepository } from '../../adapters/api/api-staff-access-repository';
import { ApiStaffRepository } from '../../adapters/api/api-staff-repository';
import { ApiStatsViewRepository } from '../../adapters/api/api-stats-view-repository';
import { ApiStoriesRepository } from '../../adapters/api/api-stories-repository';
import { ApiSubscriptionRepository } from '../../adapters/api/api-subscription-repository';
import { ApiTagsRepository } from '../../adapters/api/api-tags-repository';
import { ApiTakeoversRepository } from '../../adapters/api/api-takeovers-repository';
import { ApiTicketsRepository } from '../../adapters/api/api-tickets-repository';
import { HouseAdProvider } from '../../adapters/api/house-ad-provider';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { ApiGameCentreRepository } from '../../adapters/live/api-game-centre-repository';
import { EventSourceLiveScoreboard } from '../../adapters/live/event-source-live-scoreboard';
import { EventSourceLiveStream } from '../../adapters/live/event-source-live-stream';
import type { EventSourceConstructor } from '../../adapters/live/live-connection';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { NodeEventSource } from '../adapters/live/node-event-source';
import { openDataDirStore, openTestStore, type TestStore } from '../support/test-store';
import { testNow } from '../support/test-clock';
import type { AdapterSet, AdapterSetFactory, Backend } from './adapter-set';

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

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** Where the live streams connect, and with which EventSource (the browser's, or the tests' stand-in). */
export interface LiveStreamOptions {
  apiBase: string;
  tenant: string;
  EventSource: EventSourceConstructor;
}

/** The API adapter set over one HTTP client and one event-stream source, as composition builds it. */
export function apiAdapters(http: HttpClient, live: LiveStreamOptions, logger: Logger = quiet): AdapterSet {
  const entries = Object.entries(API_REPOSITORIES).map(([port, Adapter]) => [port, new Adapter(http, logger)]);
  const streams = { ...live, logger, network: null };
  return { ...(Object.fromEntries(entries) as Omit<AdapterSet, StreamPort>), liveGames: new EventSourceLiveStream(streams), liveScoreboard: new EventSourceLiveScoreboard(streams) };
}

const eventSourceOver = (fetchImpl: typeof fetch | undefined) => (fetchImpl ? NodeEventSource.withFetch(fetchImpl) : NodeEventSource) as unknown as EventSourceConstructor;

/** The ways the API backend fails: a fetch whose server always answers 500, one whose network is down. */
const FAILING_FETCH: Record<string, typeof fetch> = {
  'the server answers 500': async () => new Response(JSON.stringify({ error: { code: 'internal', message: 'down' } }), { status: 500, headers: { 'content-type': 'application/json' } }),
  'the network is down': async () => {
    throw new TypeError('fetch failed');
  },
};

/** The instant the run's demo store was seeded around (the copies' today), else the tests' clock now. */
function seededToday(): number {
  try {
    return inject('fixtures')?.today ?? testNow();
  } catch {
    return testNow();
  }
}

export interface ApiAdapterSetOptions {
  name?: string;
  /**
   * The fetch the adapters use, given the API's origin: the browser's rules, e.g. CORS from another
   * origin (tests/conformance/cross-origin-fetch.ts). Node's own fetch by default.
   */
  fetchFor?: (apiOrigin: string) => typeof fetch;
  /** The origins the server answers CORS for (config CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** 'data-dir': the embedded store in a data directory of its own, as a separately deployed server runs. */
  store?: 'memory' | 'data-dir';
}

/** A seeded store of the server's own: an in-memory copy, or a PGlite data directory. */
async function openStore(kind: ApiAdapterSetOptions['store']): Promise<TestStore> {
  if (kind !== 'data-dir') return openTestStore('pglite', null);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'athletics-second-origin-'));
  const database = await openDataDirStore(dir, true);
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The /api/v2 adapters against our server on its own port and its own copy of the seeded store. */
export function apiAdapterSet(options: ApiAdapterSetOptions = {}): AdapterSetFactory {
  return {
    name: options.name ?? 'api (/api/v2 over our server)',
    failureModes: Object.keys(FAILING_FETCH),
    async open(): Promise<Backend> {
      const store = await openStore(options.store);
      const app = await buildApp({ database: store.database, now: testNow, corsOrigins: options.corsOrigins });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const apiBase = `${origin}/api/v2`;
      const fetchImpl = options.fetchFor?.(origin);
      const over = (tenant: string, fetch?: typeof globalThis.fetch) =>
        apiAdapters(new FetchHttpClient({ apiBase, tenant, logger: quiet, fetch }), { apiBase, tenant, EventSource: eventSourceOver(fetch) });
      return {
        forTenant: (tenant) => over(tenant, fetchImpl),
        failing: (mode) => {
          const failing = FAILING_FETCH[mode];
          if (!failing) throw new Error(`the API set has no failure mode '${mode}'`);
          return over('ridgemont', failing);
        },
        today: seededToday(),
        async close() {
          // A stream a failed test left open would keep the server from closing.
          for (const source of NodeEventSource.instances) source.close();
          await app.close();
          await store.dispose();
        },
      };
    },
  };
}
