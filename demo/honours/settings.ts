import type { AllAmericanSettingsWire } from '../../contract/all-americans';
import type { FacilitiesSettingsWire } from '../../contract/facilities';
import type { HallOfFameSettingsWire } from '../../contract/hall-of-fame';
import type { PodcastSettingsWire } from '../../contract/podcasts';
import type { PublicationsSettingsWire } from '../../contract/publications';
import type { RelatedVideosSettingsWire } from '../../contract/videos';
import { honoursSettings } from '../../server/store/tables/honours';
import { pick } from '../random';
import type { HonoursSeed } from './honours-seed';

/** The YouTube channel's figures, kept with the related-videos settings. */
export interface YoutubeChannelSettings {
  channelTitle: string;
  channelDescription: string;
  subscriberCount: number;
  viewCount: number;
}

/** One settings document per honours feature; the routes fill request-dependent fields (host, client id). */
export async function seedHonoursSettings(seed: HonoursSeed): Promise<void> {
  const { context } = seed;
  const { school, random, tenantId } = context;
  const logo = context.mediaUrl('logo.svg');
  const token = (length: number) => Array.from({ length }, () => pick(random, [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'])).join('');
  const facilities: FacilitiesSettingsWire = { facilitiesTitle: 'Facilities', facilitiesBlurb: `Where the ${school.mascotPlural} train and compete: the venues of ${school.name} athletics.`, showFeaturedFirst: true, showMapLinks: true };
  const podcasts: Omit<PodcastSettingsWire, 'siteHostName'> = {
    title: `${school.shortName} Athletics Podcasts`,
    description: `Shows from ${school.name} athletics: weekly sport shows and the monthly department show.`,
    rssImage: logo,
    authorName: `${school.name} Athletics`,
    managingEmail: `podcasts@${school.key}.example.edu`,
    showAllInFeed: true,
    hubContent: `<p>Listen to every ${school.mascotSingular} show here, or subscribe in your podcast app.</p>`,
  };
  const relatedVideos: RelatedVideosSettingsWire & YoutubeChannelSettings = {
    allAccessEnabled: true,
    youTubeEnabled: true,
    youTubeChannelId: `UC${token(22)}`,
    youTubePlaylistId: `PL${token(32)}`,
    watchButtonUrl: `https://www.youtube.com/@${school.social.youtube}`,
    channelTitle: `${school.shortName} ${school.mascotPlural}`,
    channelDescription: `The official YouTube channel of ${school.name} athletics.`,
    subscriberCount: 4_000 + Math.floor(random() * 40_000),
    viewCount: 900_000 + Math.floor(random() * 9_000_000),
  };
  const allAmericans: AllAmericanSettingsWire = { allAmericanTitle: 'All-Americans', allAmericanBlurb: `${school.shortName} student-athletes named to All-America teams.`, allAmericanDefaultFilter: 'year' };
  const hallOfFame: Omit<HallOfFameSettingsWire, 'clientId'> = {
    hallOfFameTitle: `${school.name} Athletics Hall of Fame`,
    hallOfFameBlurb: `Since 1984 the Hall of Fame has honored the athletes, coaches and leaders who shaped ${school.mascotSingular} athletics.`,
    hallOfFameTemplate: null,
    hallOfFameBioTemplate: 'default',
    hallOfFameHideClass: false,
    hallOfFameHideInduction: false,
    hallOfFameDefaultFilter: 'alphabetical',
    hallOfFameSlug: 'hall-of-fame',
  };
  const publications: PublicationsSettingsWire = { title: 'Publications', description: `Media guides and game programs of ${school.name} athletics.`, image: logo, show_dates: true, enable_subscriptions: false };
  const documents: Record<string, unknown> = { facilities, podcasts, 'related-videos': relatedVideos, 'all-americans': allAmericans, 'hall-of-fame': hallOfFame, publications };
  await context.db.insert(honoursSettings).values(Object.entries(documents).map(([kind, body]) => ({ tenantId, kind, body })));
}
