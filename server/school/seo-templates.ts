import type { SeoMetaKey, SeoSettingsWire, SeoTitleKey } from '../../contract/site-settings';
/** What a school's SEO templates name: the demo schools and a new school alike. */
export interface SeoIdentity {
  key: string;
  name: string;
  shortName: string;
  mascotSingular: string;
  mascotPlural: string;
}

/** The placeholders the templates use; the site replaces each `{token}` with the page's value. */
export const SEO_TOKENS = [
  'site_name', 'school_name', 'site_mascot_singular', 'site_mascot_plural', 'delimiter', 'page_title', 'path',
  'sport_title', 'season', 'player_name', 'position', 'academic_year', 'hometown', 'coach_name', 'coach_title',
  'staff_name', 'staff_title', 'department', 'story_title', 'story_teaser', 'opponent_name', 'game_date',
  'facility_name', 'podcast_title', 'episode_title', 'tag_name', 'form_title', 'award_title', 'inductee_name',
  'induction_year', 'document_title', 'gallery_title', 'splash_title', 'video_title', 'date', 'year',
] as const;

type SeoToken = (typeof SEO_TOKENS)[number];
/** Builds a template from text and tokens, so a template can only name a listed token. */
const t = (...parts: Array<string | { token: SeoToken }>) => parts.map((part) => (typeof part === 'string' ? part : `{${part.token}}`)).join('');
const tok = (token: SeoToken) => ({ token });
const END = [' ', tok('delimiter'), ' ', tok('site_name')] as const;

function titles(school: SeoIdentity): Record<SeoTitleKey, string> {
  return {
    site_name: `${school.shortName} Athletics`,
    seo_title_delimiter: '|',
    seo_title_homepage: t(tok('site_name'), ' ', tok('delimiter'), ' Official Athletics Website of the ', tok('school_name'), ' ', tok('site_mascot_plural')),
    seo_title_sport_home: t(tok('sport_title'), ...END),
    seo_title_roster_list: t(tok('season'), ' ', tok('sport_title'), ' Roster', ...END),
    seo_title_roster_bio: t(tok('player_name'), ' ', tok('delimiter'), ' ', tok('sport_title'), ...END),
    seo_title_coach_list: t(tok('season'), ' ', tok('sport_title'), ' Coaching Staff', ...END),
    seo_title_coach_bio: t(tok('coach_name'), ' ', tok('delimiter'), ' ', tok('coach_title'), ' ', tok('delimiter'), ' ', tok('sport_title'), ...END),
    seo_title_support_staff_bio: t(tok('staff_name'), ' ', tok('delimiter'), ' ', tok('sport_title'), ' Staff', ...END),
    seo_title_staff_list: t('Staff Directory', ...END),
    seo_title_staff_bio: t(tok('staff_name'), ' ', tok('delimiter'), ' ', tok('staff_title'), ...END),
    seo_title_hof_list: t('Hall of Fame', ...END),
    seo_title_hof_bio: t(tok('inductee_name'), ' (', tok('induction_year'), ') ', tok('delimiter'), ' Hall of Fame', ...END),
    seo_title_boxscore: t(tok('sport_title'), ' vs ', tok('opponent_name'), ' on ', tok('game_date'), ' ', tok('delimiter'), ' Box Score', ...END),
    seo_title_cumestats: t(tok('season'), ' ', tok('sport_title'), ' Statistics', ...END),
    seo_title_forms: t(tok('form_title'), ...END),
    seo_title_schedule: t(tok('season'), ' ', tok('sport_title'), ' Schedule', ...END),
    seo_title_calendar: t('Events Calendar', ...END),
    seo_title_opponenthistory: t(tok('sport_title'), ' Opponent History', ...END),
    seo_title_sportfile: t(tok('page_title'), ' ', tok('delimiter'), ' ', tok('sport_title'), ...END),
    seo_title_story: t(tok('story_title'), ...END),
    seo_title_archives: t('News Archives', ...END),
    seo_title_splash: t(tok('splash_title'), ...END),
    seo_title_galleries: t(tok('gallery_title'), ' ', tok('delimiter'), ' Photo Galleries', ...END),
    seo_title_awards_list: t('Awards and Honors', ...END),
    seo_title_awards_bio: t(tok('award_title'), ': ', tok('player_name'), ...END),
    seo_title_404: t('Page Not Found', ...END),
    seo_title_clippings: t(tok('site_mascot_plural'), ' in the News', ...END),
    seo_title_coverage: t('Media Coverage', ...END),
    seo_title_gameday: t('Game Day: ', tok('sport_title'), ' vs ', tok('opponent_name'), ...END),
    seo_title_signingday: t(tok('year'), ' Signing Day ', tok('delimiter'), ' ', tok('sport_title'), ...END),
    seo_title_featurepage: t(tok('page_title'), ...END),
    seo_title_showcase: t(tok('video_title'), ' ', tok('delimiter'), ' Showcase', ...END),
    seo_title_document: t(tok('document_title'), ...END),
    seo_title_sport_videos_page: t(tok('sport_title'), ' Videos', ...END),
    seo_title_on_this_day: t('On This Day in ', tok('site_mascot_plural'), ' History: ', tok('date'), ...END),
    seo_title_sms: t('Text Alerts', ...END),
    seo_title_facilities_list: t('Facilities', ...END),
    seo_title_facilities_page: t(tok('facility_name'), ' ', tok('delimiter'), ' Facilities', ...END),
    seo_title_rss_list: t('RSS Feeds', ...END),
    seo_title_podcast_list: t('Podcasts', ...END),
    seo_title_podcast_player: t(tok('episode_title'), ' ', tok('delimiter'), ' ', tok('podcast_title'), ...END),
    seo_title_tag_list: t('Tags', ...END),
    seo_title_tag: t('Stories tagged ', tok('tag_name'), ...END),
  };
}

function metas(school: SeoIdentity): Record<SeoMetaKey, string> {
  const site = [tok('school_name'), ' ', tok('site_mascot_plural')] as const;
  return {
    site_name: `${school.shortName} Athletics`,
    site_mascot_singular: school.mascotSingular,
    site_mascot_plural: school.mascotPlural,
    school_name: school.name,
    seo_meta_description_homepage: t('The official athletics website of the ', ...site, ': news, schedules, rosters, live scores and tickets.'),
    seo_meta_description_sport_home: t('The official ', tok('sport_title'), ' page of the ', ...site, ': news, schedule, roster and results.'),
    seo_meta_description_schedule: t('The ', tok('season'), ' ', tok('sport_title'), ' schedule of the ', ...site, ', with results, tickets and how to watch.'),
    seo_meta_description_roster_list: t('The ', tok('season'), ' ', tok('sport_title'), ' roster of the ', ...site, '.'),
    seo_meta_description_coach_list: t('The ', tok('season'), ' ', tok('sport_title'), ' coaching staff of the ', ...site, '.'),
    seo_meta_description_staff_list: t('Contact the athletics department staff of ', tok('school_name'), '.'),
    seo_meta_description_hof_list: t('Members of the ', tok('school_name'), ' Athletics Hall of Fame.'),
    seo_meta_description_awards_list: t('Award winners and athletes of the week of the ', ...site, '.'),
    seo_meta_description_boxscore: t('Box score of ', tok('sport_title'), ' vs ', tok('opponent_name'), ' on ', tok('game_date'), '.'),
    seo_meta_description_cumestats: t('Season statistics of ', tok('season'), ' ', tok('sport_title'), ' at ', tok('school_name'), '.'),
    seo_meta_description_calendar: t('Every upcoming event of the ', ...site, ' in one calendar.'),
    seo_meta_description_archives: t('Every story published by ', tok('site_name'), ', searchable by sport and season.'),
    seo_meta_description_opponenthistory: t('The all-time record of ', tok('school_name'), ' ', tok('sport_title'), ' against every opponent.'),
    seo_meta_description_body_then_summary: 'true',
    seo_meta_description_on_this_day: t('What happened in ', tok('site_mascot_plural'), ' history on ', tok('date'), '.'),
    seo_meta_description_sms: t('Sign up for text alerts from ', tok('site_name'), '.'),
    seo_meta_description_rss_list: t('Follow ', tok('site_name'), ' news by sport with RSS.'),
    seo_meta_description_facilities_list: t('The venues of the ', ...site, '.'),
    seo_meta_description_facilities_page: t(tok('facility_name'), ', home of the ', ...site, '.'),
    seo_meta_description_galleries: t('Photo galleries of the ', ...site, '.'),
    seo_meta_description_tag_list: t('Browse ', tok('site_name'), ' stories by tag.'),
    seo_meta_description_tag: t('Stories tagged ', tok('tag_name'), ' from ', tok('site_name'), '.'),
    seo_meta_description_404: t('The page ', tok('path'), ' was not found on ', tok('site_name'), '.'),
    seo_meta_description_signingday: t('Meet the ', tok('year'), ' ', tok('sport_title'), ' signing class of the ', ...site, '.'),
    seo_meta_description_featurepage: t(tok('page_title'), ' from ', tok('site_name'), '.'),
    seo_meta_description_clippings: t('News coverage of the ', ...site, ' from around the country.'),
    seo_meta_description_gameday: t('Everything for game day: ', tok('sport_title'), ' vs ', tok('opponent_name'), ' on ', tok('game_date'), '.'),
    seo_meta_description_sport_videos_page: t('Highlights and interviews of ', tok('school_name'), ' ', tok('sport_title'), '.'),
    seo_meta_description_weplayed_moments_page: t('Relive the best moments of ', tok('school_name'), ' ', tok('sport_title'), '.'),
    seo_meta_og_image: `/media/${school.key}/logo.svg`,
    seo_meta_og_image_alt: [school.name, school.mascotPlural, 'logo'].filter(Boolean).join(' '),
    seo_meta_og_determiner: 'the',
    seo_meta_og_locale: 'en_US',
    seo_meta_og_locale_alternate: 'es_US',
  };
}

/** GET /Seo of one school: every title and meta key filled with a template. */
export function seoSettings(school: SeoIdentity): SeoSettingsWire {
  return {
    settings: {
      sitemap: { enable_sitemap_xml: 'true' },
      robots: { seo_robots_header: 'index, follow', seo_robots_footer: `Sitemap: /sitemap.xml` },
      title: titles(school),
      meta: metas(school),
    },
    tokens: { keys: [...SEO_TOKENS] },
  };
}
