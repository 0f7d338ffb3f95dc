/** Issue 25: the studio's rows of the route table (core/routing/route-table.ts), by name. */
export const STUDIO_ROUTE_NAMES = ['studio', 'studio_stories', 'studio_story', 'studio_media', 'studio_alerts', 'studio_splash', 'studio_promotions', 'studio_staff', 'studio_schedule', 'studio_game', 'studio_rosters', 'studio_roster', 'studio_newsletters', 'studio_newsletter', 'studio_section'] as const;
export type StudioRouteName = (typeof STUDIO_ROUTE_NAMES)[number];
