import type { RouteDefinition, RouteLayout } from './route-definition';

type Row = [name: string, path: string, layout: RouteLayout, pageType: string, flags?: { signIn?: boolean; contentId?: boolean }];

// spec 2.1: the route table. Paths are react-router patterns; ':x?' is an optional segment.
const ROWS: Row[] = [
  ['Home', '/', 'full-width', 'homepage'],
  ['sport_home', '/sports/:slug', 'full-width', 'sport home'],
  // The main navigation's 'Sports' item leads here: every sport with its main pages.
  ['sports_list', '/sports', 'default', 'sports list'],
  ['roster_list', '/sports/:slug/roster/:season?', 'default', 'roster list'],
  ['hidden_roster_list', '/hidden/sports/:slug/roster/:season?', 'default', 'roster list', { signIn: true }],
  ['roster_list_print', '/sports/:slug/roster/print/:season?', 'full-screen', 'roster list'],
  ['roster_bio', '/sports/:slug/roster/:playerSlug/:rosterPlayerId', 'default', 'roster bio', { contentId: true }],
  ['hidden_roster_bio', '/hidden/sports/:slug/roster/:playerSlug/:rosterPlayerId', 'default', 'roster bio', { signIn: true, contentId: true }],
  ['awards_list', '/awards', 'default', 'awards list'],
  ['awards_bio', '/awards/:id', 'default', 'awards bio', { contentId: true }],
  ['schedule', '/sports/:globalSportNameSlug/schedule/:seasonTitle?', 'default', 'schedule'],
  ['schedule_text', '/sports/:globalSportNameSlug/schedule/text/:seasonTitle?', 'full-screen', 'schedule'],
  ['schedule_print', '/sports/:globalSportNameSlug/schedule/print/:seasonTitle?', 'full-screen', 'schedule'],
  ['podcast_list', '/podcasts', 'default', 'podcast list'],
  ['podcast_player', '/podcasts/:podcastSlug/:podcastId', 'default', 'podcast player', { contentId: true }],
  ['social_accounts', '/social-accounts', 'default', 'social accounts'],
  ['facilities_list', '/facilities', 'default', 'facilities list'],
  ['facilities_page', '/facilities/:facilityName/:facilityId', 'default', 'facilities page', { contentId: true }],
  ['archives', '/archives', 'default', 'archives'],
  ['archives_sport', '/sports/:slug/archives', 'default', 'archives_sport'],
  ['all-americans', '/all-americans', 'default', 'all-americans list'],
  ['all-americans_bio', '/all-americans/:id', 'default', 'all-americans bio', { contentId: true }],
  ['box_score', '/sports/:globalSportNameSlug/stats/:season/:oppSlug/boxscore/:gameId', 'default', 'boxscore', { contentId: true }],
  ['stats-pdf', '/sports/:sportSlug/stats/:season/pdf', 'default', 'stats-pdf'],
  ['cumestats', '/sports/:sportSlug/stats/:season?', 'default', 'cumestats'],
  ['forms', '/form/:id', 'default', 'forms', { contentId: true }],
  ['hidden_forms', '/hidden/form/:id', 'default', 'forms', { signIn: true, contentId: true }],
  ['protected_forms', '/protected/form/:id', 'default', 'forms', { contentId: true }],
  ['publications_list', '/publications', 'default', 'publications list'],
  ['publications_page', '/publications/:publicationSlug', 'default', 'publications page'],
  ['tickets', '/tickets', 'default', 'tickets'],
  ['rss_feeds', '/rss_feeds', 'default', 'rss feeds'],
  ['Search', '/search', 'default', 'search'],
  ['coach_list', '/sports/:sportSlug/coaches/:season?', 'default', 'coach list'],
  ['coach_bio', '/sports/:sportSlug/roster/coaches/:coachName/:coachId', 'default', 'coach bio', { contentId: true }],
  ['coach_coaching_records', '/sports/:sportSlug/coaches/:type', 'default', 'coach coaching records'],
  ['support_staff_bio', '/sports/:sportSlug/roster/staff/:supportStaffName/:supportStaffId', 'default', 'support staff bio', { contentId: true }],
  ['partners', '/partners', 'default', 'partners'],
  ['opponenthistory_list', '/sports/:sportSlug/opponent-history', 'default', 'opponent history list'],
  ['opponenthistory', '/sports/:sportSlug/opponent-history/:opponentSlug/:opponentId', 'default', 'opponent history', { contentId: true }],
  ['staff_list', '/staff-directory', 'default', 'staff list'],
  ['staff_list_print', '/staff-directory/print', 'full-screen', 'staff list'],
  ['staff_department', '/staff-directory/:departmentSlug/:id', 'default', 'staff list'],
  ['sport_staff', '/sports/:sportDepartment/staff', 'default', 'staff list'],
  ['staff_bio', '/staff-directory/:staffMemberSlug/:id', 'default', 'staff bio', { contentId: true }],
  ['sportfile', '/sports/:year/:month/:day/:filename', 'default', 'sportfile'],
  ['protected_sportfile', '/protected/sports/:year/:month/:day/:filename', 'default', 'sportfile'],
  ['hidden_sportfile', '/hidden/sports/:year/:month/:day/:filename', 'default', 'sportfile', { signIn: true }],
  ['story', '/news/:year/:month/:day/:story_slug', 'full-screen', 'story'],
  ['hidden_story', '/hidden/news/:year/:month/:day/:story_slug', 'full-screen', 'story', { signIn: true }],
  ['calendar', '/calendar', 'default', 'calendar'],
  ['calendar_sport', '/sports/:globalSportNameSlug/calendar', 'default', 'calendar_sport'],
  ['calendar_print', '/calendar/print/:type/:sport/:start/:end/:location', 'full-screen', 'calendar'],
  ['calendar_sport_print', '/sports/:globalSportNameSlug/calendar/print/:type/:sport/:start/:end/:location', 'full-screen', 'calendar_sport'],
  ['document', '/documents/*', 'default', 'document'],
  ['login', '/login', 'default', 'login'],
  // Issue 25: the content studio, for the school's signed-in staff (never indexed, never on a fan's page).
  ['studio', '/studio', 'full-screen', 'studio', { signIn: true }],
  ['studio_stories', '/studio/stories', 'full-screen', 'studio', { signIn: true }],
  ['studio_story', '/studio/stories/:storyId', 'full-screen', 'studio', { signIn: true }],
  ['studio_media', '/studio/media', 'full-screen', 'studio', { signIn: true }],
  ['studio_alerts', '/studio/alerts', 'full-screen', 'studio', { signIn: true }],
  ['studio_staff', '/studio/staff', 'full-screen', 'studio', { signIn: true }],
  ['studio_splash', '/studio/splash', 'full-screen', 'studio', { signIn: true }],
  ['studio_promotions', '/studio/promotions', 'full-screen', 'studio', { signIn: true }],
  ['studio_section', '/studio/:section', 'full-screen', 'studio', { signIn: true }],
  ['unsubscribed', '/unsubscribed', 'default', 'subscribe'],
  ['subscribe', '/subscribe', 'default', 'subscribe'],
  ['clippings', '/clippings', 'default', 'clippings'],
  ['coverage', '/coverage', 'default', 'coverage'],
  ['moments', '/moments', 'default', 'moments'],
  ['moments_sport', '/sports/:sportSlug/moments', 'default', 'moments'],
  ['tag_list', '/tags', 'default', 'tag list'],
  ['tag', '/tags/:tagSlug/:sportSlug?', 'default', 'tag'],
  ['historical_roster', '/historical-roster', 'default', 'historical roster'],
  ['historical_roster_sport', '/sports/:globalSportNameSlug/historical-roster', 'default', 'historical roster'],
  ['hof_list', '/honors/:slug?/:grouping?', 'default', 'hall of fame list'],
  ['hof_bio', '/honors/:slug/:inducteeSlug/:inducteeId', 'default', 'hall of fame bio', { contentId: true }],
  ['game_results', '/sports/:sportSlug/results', 'default', 'game results'],
  ['game_results_print', '/sports/:sportSlug/results/print/:season/:type', 'full-screen', 'game results'],
  ['on_this_day', '/on-this-day', 'default', 'on this day'],
  ['splash', '/splash/:splashId', 'full-screen', 'splash'],
  ['hidden_splash', '/hidden/splash/:splashId', 'full-screen', 'splash', { signIn: true }],
  ['game_center', '/game-center/:gameId', 'full-width', 'game center', { contentId: true }],
  // spec 2.2 lists /galleries among the external pages: links to these load the document in full
  // (SmartLink), so a host that sends /galleries elsewhere still works; when this app answers the
  // document, these two rows render it. Other /galleries paths stay unknown, hence external.
  ['photo_galleries', '/galleries', 'default', 'photo-galleries'],
  ['photo_gallery', '/galleries/:gallerySlug/:galleryId', 'default', 'photo-galleries', { contentId: true }],
  ['NotFoundPage', '/404', 'default', '404'],
];

export const ROUTE_TABLE: readonly RouteDefinition[] = ROWS.map(([name, path, layout, pageType, flags]) => ({
  name,
  path,
  layout,
  pageType,
  signIn: flags?.signIn ?? false,
  contentId: flags?.contentId ?? false,
}));

/** spec 2.1: aliases and the no-hyphen historical roster forms, as [from, to] patterns. */
export const ROUTE_REDIRECTS: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/otd', '/on-this-day'],
  ['/historicalroster', '/historical-roster'],
  ['/sports/:globalSportNameSlug/historicalroster', '/sports/:globalSportNameSlug/historical-roster'],
];

export function routeByName(name: string): RouteDefinition | undefined {
  return ROUTE_TABLE.find((route) => route.name === name);
}
