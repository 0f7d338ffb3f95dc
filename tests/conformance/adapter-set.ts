import type { AdProvider } from '../../core/ads/ad-provider.port';
import type { AlertsRepository } from '../../core/alerts/alerts-repository.port';
import type { AllAmericansRepository } from '../../core/all-americans/all-americans-repository.port';
import type { AwardsRepository } from '../../core/awards/awards-repository.port';
import type { CalendarRepository } from '../../core/calendar/calendar-repository.port';
import type { DocumentsRepository } from '../../core/documents/documents-repository.port';
import type { FacilitiesRepository } from '../../core/facilities/facilities-repository.port';
import type { FormsRepository } from '../../core/forms/forms-repository.port';
import type { GalleriesRepository } from '../../core/galleries/galleries-repository.port';
import type { HallOfFameRepository } from '../../core/hall-of-fame/hall-of-fame-repository.port';
import type { HomeFeedRepository } from '../../core/home/home-feed-repository.port';
import type { SubscriptionRepository } from '../../core/info/subscription-repository.port';
import type { GameCentreRepository } from '../../core/live/game-centre-repository.port';
import type { LiveScoreboardStream } from '../../core/live/live-scoreboard-stream.port';
import type { LiveGameStream } from '../../core/live/live-stream.port';
import type { CoverageRepository } from '../../core/media-coverage/coverage-repository.port';
import type { MomentsRepository } from '../../core/moments/moments-repository.port';
import type { NavigationRepository } from '../../core/navigation/navigation-repository.port';
import type { OnThisDayRepository } from '../../core/on-this-day/on-this-day-repository.port';
import type { PartnersRepository } from '../../core/partners/partners-repository.port';
import type { PodcastsRepository } from '../../core/podcasts/podcasts-repository.port';
import type { PressClipsRepository } from '../../core/press-clips/press-clips-repository.port';
import type { PromotionsRepository } from '../../core/promotions/promotions-repository.port';
import type { PublicationsRepository } from '../../core/publications/publications-repository.port';
import type { PlayerRepository, RosterRepository } from '../../core/roster/roster-repository.port';
import type { RedirectsRepository } from '../../core/routing/redirects-repository.port';
import type { RssRepository } from '../../core/rss/rss-repository.port';
import type { OpponentHistoryRepository } from '../../core/schedule/opponent-history-repository.port';
import type { ScheduleRepository } from '../../core/schedule/schedule-repository.port';
import type { SearchResultsRepository } from '../../core/search-results/search-results-repository.port';
import type { SeoRepository } from '../../core/seo/seo-repository.port';
import type { SettingsRepository } from '../../core/settings/settings-repository.port';
import type { SocialAccountsRepository } from '../../core/social-accounts/social-accounts-repository.port';
import type { SplashRepository } from '../../core/splash/splash-repository.port';
import type { SportsRepository } from '../../core/sports/sports-repository.port';
import type { ProtectedContentRepository } from '../../core/staff-access/protected-content';
import type { StaffAccessRepository } from '../../core/staff-access/staff-access-repository.port';
import type { StaffRepository } from '../../core/staff/staff-repository.port';
import type { StatsViewRepository } from '../../core/stats-view/stats-view-repository.port';
import type { StoriesRepository } from '../../core/stories/stories-repository.port';
import type { TagsRepository } from '../../core/tags/tags-repository.port';
import type { TakeoversRepository } from '../../core/takeovers/takeovers-repository.port';
import type { TicketsRepository } from '../../core/tickets/tickets-repository.port';

/** Every data port of core a backend fills (repositories and live streams), keyed by port: what an adapter set must provide. */
export interface AdapterSet {
  ads: AdProvider;
  alerts: AlertsRepository;
  allAmericans: AllAmericansRepository;
  awards: AwardsRepository;
  calendar: CalendarRepository;
  coverage: CoverageRepository;
  documents: DocumentsRepository;
  facilities: FacilitiesRepository;
  forms: FormsRepository;
  galleries: GalleriesRepository;
  gameCentre: GameCentreRepository;
  hallOfFame: HallOfFameRepository;
  homeFeed: HomeFeedRepository;
  liveGames: LiveGameStream;
  liveScoreboard: LiveScoreboardStream;
  moments: MomentsRepository;
  navigation: NavigationRepository;
  onThisDay: OnThisDayRepository;
  opponentHistory: OpponentHistoryRepository;
  partners: PartnersRepository;
  players: PlayerRepository;
  podcasts: PodcastsRepository;
  pressClips: PressClipsRepository;
  promotions: PromotionsRepository;
  protectedContent: ProtectedContentRepository;
  publications: PublicationsRepository;
  redirects: RedirectsRepository;
  roster: RosterRepository;
  rss: RssRepository;
  schedule: ScheduleRepository;
  search: SearchResultsRepository;
  seo: SeoRepository;
  settings: SettingsRepository;
  socialAccounts: SocialAccountsRepository;
  splash: SplashRepository;
  sports: SportsRepository;
  staff: StaffRepository;
  staffAccess: StaffAccessRepository;
  statsView: StatsViewRepository;
  stories: StoriesRepository;
  subscriptions: SubscriptionRepository;
  tags: TagsRepository;
  takeovers: TakeoversRepository;
  tickets: TicketsRepository;
}

/** The demo schools every backend serves (the seed's tenants). */
export type DemoTenant = 'ridgemont' | 'coastalbay';

/** A running backend holding the demo data, seen through one adapter set. */
export interface Backend {
  /** The ports of one school, each call a fresh set (no cache shared between tests). */
  forTenant(tenant: DemoTenant): AdapterSet;
  /** The same adapters over a backend that fails in one of the factory's failure modes. */
  failing(mode: string): AdapterSet;
  /** The demo's today the backend was seeded around (epoch ms); what "upcoming" and "recent" hinge on. */
  today: number;
  close(): Promise<void>;
}

/** Names an adapter set and starts its backend with the demo data. One line of the conformance list. */
export interface AdapterSetFactory {
  name: string;
  /**
   * The ways this backend can fail (for the API set: the server answers 500, the network is down);
   * spec 8: every port degrades in each of them instead of throwing.
   */
  failureModes: readonly string[];
  open(): Promise<Backend>;
}
