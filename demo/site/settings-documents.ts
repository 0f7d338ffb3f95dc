import type { AnalyticsSettingsWire, GoogleSettingsWire, MobileSettingsWire } from '../../contract/site-settings';
import type { TemplateBlockWire } from '../../contract/templates';
import type { TemplatesDocument } from '../../server/store/tables/site-documents';
import type { DemoSchool } from '../schools';
import type { SeededSport } from '../seed-sports';

// Ids are obviously fake: the demo must never report to a real analytics account.
export function googleSettings(school: DemoSchool, schoolIndex: number): GoogleSettingsWire {
  return {
    google360PropertyId: `DEMO-360-${String(schoolIndex + 1).padStart(2, '0')}`,
    isPower5Client: false,
    isAllAccessEnabled: true,
    ticketProvider: 'Demo Ticket Office',
    clientRegion: school.key === 'ridgemont' ? 'Mountain West' : 'New England',
    clientMMR: `DEMO-MMR-${schoolIndex + 1}`,
    isClientFanbasePartner: false,
    isClientSidearmExtended: false,
    isPaciolanMarketingClient: false,
    clientDivision: 'NCAA Division I',
    conferenceName: school.conference,
    clientName: school.name,
    paciolanDataAccountId: null,
    clientId: `${school.key}-demo`,
    clientAbbreviation: school.initials,
    customCdnIdentifier: null,
    isRelatedVideosComponentEnabled: true,
  };
}

export function analyticsSettings(schoolIndex: number): AnalyticsSettingsWire {
  const n = String(schoolIndex + 1).padStart(2, '0');
  return { tagManagerCodes: [`GTM-DEMO${n}`], analyticsMeasurementIds: [`G-DEMO${n}`] };
}

/** The first school has a (fake) app in the App Store; the second has none. */
export function mobileSettings(schoolIndex: number): MobileSettingsWire {
  return { mobileAppleAppId: schoolIndex === 0 ? '0000000001' : null };
}

const block = (key: string, type: string, title: string | null, options: TemplateBlockWire['options'] = {}): TemplateBlockWire => ({ key, type, title, options });

/** The home page and sport home page blocks, top to bottom, and sports that need their own. */
export function templatesDocument(school: DemoSchool, sports: SeededSport[]): TemplatesDocument {
  const homepage = [
    block('home-rotator', 'slideshow', null, { sportId: 0 }),
    block('home-top', 'promotion', null, { name: 'home-top' }),
    block('scoreboard', 'scoreboard', 'Scoreboard', { count: 12 }),
    block('top-stories', 'stories', 'Top Stories', { count: 7, featured: true }),
    block('home-multi', 'promotion', null, { name: 'home-multi' }),
    block('upcoming-events', 'upcoming-events', 'Upcoming Events', { count: 6 }),
    block('home-html', 'promotion', null, { name: 'home-html' }),
    block('videos', 'videos', 'Watch', { count: 4 }),
    block('podcasts', 'podcasts', 'Listen', { count: 3 }),
    block('social', 'social-accounts', `Follow the ${school.mascotPlural}`, {}),
  ];
  const sportHome = [
    block('sport-hero', 'sport-hero', null, {}),
    block('schedule', 'schedule', 'Schedule', { upcoming: 3, recent: 3 }),
    block('sport-stories', 'stories', 'Latest News', { count: 6 }),
    block('sport-sidebar', 'promotion', null, { name: 'sport-sidebar' }),
    block('stat-leaders', 'stat-leaders', 'Statistical Leaders', { count: 3 }),
    block('roster-spotlight', 'roster-spotlight', 'Meet the Team', { count: 8 }),
    block('sport-social', 'social-accounts', 'Follow the Team', { sport: true }),
  ];
  // Meets and races have results, not scores and stat leaders; a spirit squad has no schedule.
  const meetBlocks = [
    block('sport-hero', 'sport-hero', null, {}),
    block('results', 'results', 'Results', { count: 5 }),
    block('schedule', 'schedule', 'Upcoming', { upcoming: 3, recent: 0 }),
    block('sport-stories', 'stories', 'Latest News', { count: 6 }),
    block('sport-sidebar', 'promotion', null, { name: 'sport-sidebar' }),
    block('roster-spotlight', 'roster-spotlight', 'Meet the Team', { count: 8 }),
  ];
  const squadBlocks = [
    block('sport-hero', 'sport-hero', null, {}),
    block('sport-stories', 'stories', 'Latest News', { count: 6 }),
    block('roster-spotlight', 'roster-spotlight', 'Meet the Squad', { count: 12 }),
  ];
  const sportOverrides: Record<string, TemplateBlockWire[]> = {};
  for (const sport of sports) {
    if (sport.nonSport) sportOverrides[sport.slug] = squadBlocks;
    else if (sport.usesPoints === false) sportOverrides[sport.slug] = meetBlocks;
  }
  return { homepage: { blocks: homepage }, sportHome: { blocks: sportHome }, sportOverrides };
}
