import { AdProviderToken } from '../../core/ads/ads.tokens';
import { AlertsRepositoryToken } from '../../core/alerts/alerts.tokens';
import { AllAmericansRepositoryToken } from '../../core/all-americans/all-americans.tokens';
import { AwardsRepositoryToken } from '../../core/awards/awards.tokens';
import type { AdapterSet } from '../../core/backend/adapter-set';
import { CalendarRepositoryToken } from '../../core/calendar/calendar.tokens';
import { DocumentsRepositoryToken } from '../../core/documents/documents.tokens';
import { FacilitiesRepositoryToken } from '../../core/facilities/facilities.tokens';
import { FormsRepositoryToken } from '../../core/forms/forms.tokens';
import { GalleriesRepositoryToken } from '../../core/galleries/galleries.tokens';
import { HallOfFameRepositoryToken } from '../../core/hall-of-fame/hall-of-fame.tokens';
import { HomeFeedRepositoryToken } from '../../core/home/home-feed.tokens';
import { SubscriptionRepositoryToken } from '../../core/info/subscription.tokens';
import { GameCentreRepositoryToken, LiveGameStreamToken, LiveScoreboardStreamToken } from '../../core/live/live.tokens';
import { CoverageRepositoryToken } from '../../core/media-coverage/coverage.tokens';
import { MomentsRepositoryToken } from '../../core/moments/moments.tokens';
import { NavigationRepositoryToken } from '../../core/navigation/navigation.tokens';
import { OnThisDayRepositoryToken } from '../../core/on-this-day/on-this-day.tokens';
import { PartnersRepositoryToken } from '../../core/partners/partners.tokens';
import { PodcastsRepositoryToken } from '../../core/podcasts/podcasts.tokens';
import { PressClipsRepositoryToken } from '../../core/press-clips/press-clips.tokens';
import { PromotionsRepositoryToken } from '../../core/promotions/promotions.tokens';
import { PublicationsRepositoryToken } from '../../core/publications/publications.tokens';
import { PlayerRepositoryToken, RosterRepositoryToken } from '../../core/roster/roster.tokens';
import { RedirectsRepositoryToken } from '../../core/routing/routing.tokens';
import { RssRepositoryToken } from '../../core/rss/rss.tokens';
import { OpponentHistoryRepositoryToken, ScheduleRepositoryToken } from '../../core/schedule/schedule.tokens';
import { SearchResultsRepositoryToken } from '../../core/search-results/search-results.tokens';
import { SeoRepositoryToken } from '../../core/seo/seo.tokens';
import { SettingsRepositoryToken } from '../../core/settings/settings.tokens';
import { SocialAccountsRepositoryToken } from '../../core/social-accounts/social-accounts.tokens';
import { SplashRepositoryToken } from '../../core/splash/splash.tokens';
import { SportsRepositoryToken } from '../../core/sports/sports.tokens';
import { ProtectedContentRepositoryToken, StaffAccessRepositoryToken } from '../../core/staff-access/staff-access.tokens';
import { StaffRepositoryToken } from '../../core/staff/staff.tokens';
import { StatsViewRepositoryToken } from '../../core/stats-view/stats-view.tokens';
import { StoriesRepositoryToken } from '../../core/stories/stories.tokens';
import { TagsRepositoryToken } from '../../core/tags/tags.tokens';
import { TakeoversRepositoryToken } from '../../core/takeovers/takeovers.tokens';
import { TicketsRepositoryToken } from '../../core/tickets/tickets.tokens';

/** The container token of every data port (each port of `AdapterSet` is bound under one). */
export const PORT_TOKENS: { readonly [Port in keyof AdapterSet]: symbol } = {
  ads: AdProviderToken,
  alerts: AlertsRepositoryToken,
  allAmericans: AllAmericansRepositoryToken,
  awards: AwardsRepositoryToken,
  calendar: CalendarRepositoryToken,
  coverage: CoverageRepositoryToken,
  documents: DocumentsRepositoryToken,
  facilities: FacilitiesRepositoryToken,
  forms: FormsRepositoryToken,
  galleries: GalleriesRepositoryToken,
  gameCentre: GameCentreRepositoryToken,
  hallOfFame: HallOfFameRepositoryToken,
  homeFeed: HomeFeedRepositoryToken,
  liveGames: LiveGameStreamToken,
  liveScoreboard: LiveScoreboardStreamToken,
  moments: MomentsRepositoryToken,
  navigation: NavigationRepositoryToken,
  onThisDay: OnThisDayRepositoryToken,
  opponentHistory: OpponentHistoryRepositoryToken,
  partners: PartnersRepositoryToken,
  players: PlayerRepositoryToken,
  podcasts: PodcastsRepositoryToken,
  pressClips: PressClipsRepositoryToken,
  promotions: PromotionsRepositoryToken,
  protectedContent: ProtectedContentRepositoryToken,
  publications: PublicationsRepositoryToken,
  redirects: RedirectsRepositoryToken,
  roster: RosterRepositoryToken,
  rss: RssRepositoryToken,
  schedule: ScheduleRepositoryToken,
  search: SearchResultsRepositoryToken,
  seo: SeoRepositoryToken,
  settings: SettingsRepositoryToken,
  socialAccounts: SocialAccountsRepositoryToken,
  splash: SplashRepositoryToken,
  sports: SportsRepositoryToken,
  staff: StaffRepositoryToken,
  staffAccess: StaffAccessRepositoryToken,
  statsView: StatsViewRepositoryToken,
  stories: StoriesRepositoryToken,
  subscriptions: SubscriptionRepositoryToken,
  tags: TagsRepositoryToken,
  takeovers: TakeoversRepositoryToken,
  tickets: TicketsRepositoryToken,
};
