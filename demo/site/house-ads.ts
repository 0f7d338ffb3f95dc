import { houseAds } from '../../server/store/tables/house-ads';
import type { SeedContext } from '../seed-context';
import { bannerSvg } from './site-artwork';

const DAY = 86_400_000;

/**
 * The school's own ads for every ad slot family (spec 9), drawn as SVG: a top banner for Home and
 * Sport Home, another for the other pages, a drop-down panel ad, sport-navigation sponsor logos
 * (site-wide, and the flagship sport's own), and one top banner that has ended.
 */
export async function seedHouseAds({ db, tenantId, school, sports, today, mediaUrl, storeMedia }: SeedContext): Promise<void> {
  const flagship = sports.find((sport) => sport.code === 'football') ?? sports.find((sport) => sport.code === 'mbball') ?? sports[0]!;
  await storeMedia([
    { path: 'ads/top-tickets-wide.svg', body: bannerSvg(school, `${school.shortName} season tickets`, 'Buy now', 728, 90), alt: `${school.shortName} season tickets` },
    { path: 'ads/top-tickets-narrow.svg', body: bannerSvg(school, 'Season tickets', 'Buy', 320, 50), alt: `${school.shortName} season tickets` },
    { path: 'ads/common-alerts-wide.svg', body: bannerSvg(school, `Never miss a ${school.mascotPlural} score`, 'Sign up', 728, 90), alt: `${school.mascotPlural} score alerts` },
    { path: 'ads/common-alerts-narrow.svg', body: bannerSvg(school, 'Score alerts', 'Sign up', 320, 50), alt: `${school.mascotPlural} score alerts` },
    { path: 'ads/nav-dropdown.svg', body: bannerSvg(school, 'Join the club', 'Give', 300, 100), alt: `Join the ${school.shortName} athletics club` },
    { path: 'ads/sport-sponsor.svg', body: bannerSvg(school, 'Team store', 'Shop', 120, 40), alt: `${school.shortName} team store` },
    { path: 'ads/sport-sponsor-flagship.svg', body: bannerSvg(school, `${flagship.title} partner`, '', 120, 40), alt: `${flagship.title} partner` },
    { path: 'ads/top-ended.svg', body: bannerSvg(school, 'Spring sale', 'Ended', 728, 90), alt: 'Spring sale' },
  ]);
  const wide = (path: string) => ({ imageUrl: mediaUrl(path), imageWidth: 728, imageHeight: 90 });
  const narrow = (path: string) => ({ mobileImageUrl: mediaUrl(path), mobileImageWidth: 320, mobileImageHeight: 50 });
  await db.insert(houseAds).values([
    { tenantId, slot: 'htlad-top', title: `${school.shortName} season tickets`, link: '/tickets', ...wide('ads/top-tickets-wide.svg'), ...narrow('ads/top-tickets-narrow.svg'), startDate: new Date(today - 10 * DAY), endDate: new Date(today + 60 * DAY) },
    { tenantId, slot: 'htlad-common-top', title: `${school.mascotPlural} score alerts`, link: '/subscribe', ...wide('ads/common-alerts-wide.svg'), ...narrow('ads/common-alerts-narrow.svg') },
    { tenantId, slot: 'htlad-common-navigation_dropdown', title: `Join the ${school.shortName} athletics club`, link: '/tickets', imageUrl: mediaUrl('ads/nav-dropdown.svg'), imageWidth: 300, imageHeight: 100 },
    { tenantId, slot: 'htlad-sportnavigation_sponsorlogo', rank: 1, title: `${school.shortName} team store`, link: '/tickets', imageUrl: mediaUrl('ads/sport-sponsor.svg'), imageWidth: 120, imageHeight: 40 },
    { tenantId, sportId: flagship.id, slot: 'htlad-sportnavigation_sponsorlogo', rank: 0, title: `${flagship.title} partner`, link: null, imageUrl: mediaUrl('ads/sport-sponsor-flagship.svg'), imageWidth: 120, imageHeight: 40 },
    { tenantId, slot: 'htlad-top', rank: -1, title: 'Spring sale', link: '/tickets', ...wide('ads/top-ended.svg'), startDate: new Date(today - 40 * DAY), endDate: new Date(today - DAY) },
  ]);
}
