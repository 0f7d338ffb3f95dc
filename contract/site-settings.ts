import { z } from 'zod';

/** v2-reference 4: the `settings.title` keys of GET /Seo (snake_case on the wire). */
export const SEO_TITLE_KEYS = [
  'site_name', 'seo_title_on_this_day', 'seo_title_sms', 'seo_title_facilities_list', 'seo_title_facilities_page',
  'seo_title_rss_list', 'seo_title_podcast_list', 'seo_title_podcast_player', 'seo_title_tag_list', 'seo_title_tag',
  'seo_title_delimiter', 'seo_title_homepage', 'seo_title_sport_home', 'seo_title_roster_list', 'seo_title_roster_bio',
  'seo_title_coach_list', 'seo_title_coach_bio', 'seo_title_support_staff_bio', 'seo_title_staff_list', 'seo_title_staff_bio',
  'seo_title_hof_list', 'seo_title_hof_bio', 'seo_title_boxscore', 'seo_title_cumestats', 'seo_title_forms',
  'seo_title_schedule', 'seo_title_calendar', 'seo_title_opponenthistory', 'seo_title_sportfile', 'seo_title_story',
  'seo_title_archives', 'seo_title_splash', 'seo_title_galleries', 'seo_title_awards_list', 'seo_title_awards_bio',
  'seo_title_404', 'seo_title_clippings', 'seo_title_coverage', 'seo_title_gameday', 'seo_title_signingday',
  'seo_title_featurepage', 'seo_title_showcase', 'seo_title_document', 'seo_title_sport_videos_page',
] as const;

/** v2-reference 4: the `settings.meta` keys of GET /Seo. */
export const SEO_META_KEYS = [
  'site_name', 'site_mascot_singular', 'site_mascot_plural', 'school_name', 'seo_meta_description_on_this_day',
  'seo_meta_description_body_then_summary', 'seo_meta_description_sms', 'seo_meta_description_rss_list',
  'seo_meta_description_facilities_list', 'seo_meta_description_facilities_page', 'seo_meta_description_galleries',
  'seo_meta_description_tag_list', 'seo_meta_description_tag', 'seo_meta_description_404', 'seo_meta_description_signingday',
  'seo_meta_description_featurepage', 'seo_meta_description_clippings', 'seo_meta_description_gameday',
  'seo_meta_description_cumestats', 'seo_meta_description_calendar', 'seo_meta_description_boxscore',
  'seo_meta_description_awards_list', 'seo_meta_description_hof_list', 'seo_meta_description_coach_list',
  'seo_meta_description_roster_list', 'seo_meta_description_staff_list', 'seo_meta_og_image', 'seo_meta_og_image_alt',
  'seo_meta_description_archives', 'seo_meta_description_sport_home', 'seo_meta_description_homepage',
  'seo_meta_description_schedule', 'seo_meta_description_opponenthistory', 'seo_meta_og_determiner', 'seo_meta_og_locale',
  'seo_meta_og_locale_alternate', 'seo_meta_description_sport_videos_page', 'seo_meta_description_weplayed_moments_page',
] as const;

export type SeoTitleKey = (typeof SEO_TITLE_KEYS)[number];
export type SeoMetaKey = (typeof SEO_META_KEYS)[number];

/** Every key a string template; nullish so a backend that leaves one out still parses. */
function templates<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.string().nullish()])) as Record<K, z.ZodOptional<z.ZodNullable<z.ZodString>>>);
}

/** GET /Seo (v2-reference 4): title and meta templates with `{token}` placeholders, and the token names. */
export const seoSettingsWire = z.object({
  settings: z.object({
    sitemap: z.object({ enable_sitemap_xml: z.string() }),
    robots: z.object({ seo_robots_header: z.string(), seo_robots_footer: z.string() }),
    title: templates(SEO_TITLE_KEYS),
    meta: templates(SEO_META_KEYS),
  }),
  tokens: z.object({ keys: z.array(z.string()) }),
});
export type SeoSettingsWire = z.infer<typeof seoSettingsWire>;

/** GET /Google (v2-reference 4; spec 3 Google 360 settings). */
export const googleSettingsWire = z.object({
  google360PropertyId: z.string(),
  isPower5Client: z.boolean(),
  isAllAccessEnabled: z.boolean(),
  ticketProvider: z.string().nullish(),
  clientRegion: z.string().nullish(),
  clientMMR: z.string(),
  isClientFanbasePartner: z.boolean(),
  isClientSidearmExtended: z.boolean(),
  isPaciolanMarketingClient: z.boolean(),
  clientDivision: z.string(),
  conferenceName: z.string(),
  clientName: z.string(),
  paciolanDataAccountId: z.number().nullish(),
  clientId: z.string(),
  clientAbbreviation: z.string(),
  customCdnIdentifier: z.string().nullish(),
  isRelatedVideosComponentEnabled: z.boolean(),
});
export type GoogleSettingsWire = z.infer<typeof googleSettingsWire>;

/** GET /Analytics/settings (v2-reference 4; spec 3 Analytics settings). */
export const analyticsSettingsWire = z.object({
  analyticsMeasurementIds: z.array(z.string()),
  tagManagerCodes: z.array(z.string()),
});
export type AnalyticsSettingsWire = z.infer<typeof analyticsSettingsWire>;

/** GET /Mobile/settings (v2-reference 4). */
export const mobileSettingsWire = z.object({ mobileAppleAppId: z.string().nullish() });
export type MobileSettingsWire = z.infer<typeof mobileSettingsWire>;

/** GET /Redirects (v2-reference 4): legacy path → new path. */
export const redirectWire = z.object({ from: z.string(), to: z.string() });
export const redirectsWire = z.array(redirectWire);
export type RedirectWire = z.infer<typeof redirectWire>;
