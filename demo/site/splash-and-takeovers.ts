import { splashPages, takeovers } from '../../server/store/tables/site-features';
import type { SeedContext } from '../seed-context';
import { heroSvg } from './site-artwork';

const DAY = 86_400_000;

/** The home page's splash (running now), a past one, a hidden preview, and a sport's open-ended one. */
export async function seedSplashPages({ db, tenantId, school, sports, today, mediaUrl, storeMedia }: SeedContext): Promise<void> {
  const flagship = sports.find((sport) => sport.code === 'football') ?? sports.find((sport) => sport.code === 'mbball') ?? sports[0]!;
  const hoops = sports.find((sport) => sport.code === 'mbball') ?? flagship;
  const year = new Date(today).getUTCFullYear();
  await storeMedia([
    { path: 'splash/homecoming-wide.svg', body: heroSvg(school, `Homecoming ${year}`, `${school.mascotPlural} vs. a conference rival · tickets on sale now`, 1600, 900, 1), alt: `Homecoming ${year}: ${school.mascotPlural} vs. a conference rival, tickets on sale now` },
    { path: 'splash/homecoming-tall.svg', body: heroSvg(school, 'Homecoming', `Pack the stands for the ${school.mascotPlural}`, 800, 1000, 2), alt: `Homecoming: pack the stands for the ${school.mascotPlural}` },
    { path: 'splash/spring-game.svg', body: heroSvg(school, 'Spring Game', 'Free admission · family activities', 1600, 900, 3), alt: 'Spring Game: free admission and family activities' },
    { path: 'splash/staff-preview.svg', body: heroSvg(school, 'Coming Soon', 'Draft splash for staff preview', 1600, 900, 4), alt: 'Coming soon' },
    { path: 'splash/hoops-tipoff.svg', body: heroSvg(school, 'Tip-Off Week', `${hoops.title} season openers`, 1600, 900, 5), alt: `Tip-Off Week: ${hoops.title} season openers` },
  ]);
  const image = (path: string, breakpoint: number, alt: string) => ({ url: mediaUrl(path), breakpoint, alt });
  await db.insert(splashPages).values([
    {
      tenantId,
      title: `Homecoming ${year}: ${school.mascotPlural} ${flagship.title}`,
      startDate: new Date(today - DAY),
      endDate: new Date(today + 10 * DAY),
      backgroundColor: school.colors.primary,
      foregroundColor: school.colors.primaryText,
      link: `/sports/${flagship.slug}/schedule`,
      html: `<p>Homecoming weekend is here. Join thousands of ${school.mascotPlural} fans for the parade, the tailgate and the game.</p>`,
      images: [
        image('splash/homecoming-wide.svg', 1024, `Homecoming ${year} at ${school.name}`),
        image('splash/homecoming-tall.svg', 0, `Homecoming ${year} at ${school.name}`),
      ],
    },
    {
      // Ended a month ago: never served again. Default colours (black, white) come from the rules.
      tenantId,
      title: 'Spring Game',
      startDate: new Date(today - 45 * DAY),
      endDate: new Date(today - 30 * DAY),
      link: `/sports/${flagship.slug}`,
      html: '<p>The spring game is free and open to everyone.</p>',
      images: [image('splash/spring-game.svg', 0, 'Spring Game')],
      youtubeId: 'demoSpring1',
    },
    {
      tenantId,
      hidden: true,
      title: 'Coming Soon (staff preview)',
      startDate: new Date(today - DAY),
      endDate: new Date(today + 30 * DAY),
      link: '/tickets',
      images: [image('splash/staff-preview.svg', 0, 'Coming soon')],
    },
    {
      tenantId,
      sportId: hoops.id,
      title: `${hoops.title} Tip-Off Week`,
      startDate: new Date(today - 2 * DAY),
      endDate: null,
      backgroundColor: '#111111',
      foregroundColor: school.colors.secondary,
      link: `/sports/${hoops.slug}/schedule`,
      images: [image('splash/hoops-tipoff.svg', 0, `${hoops.title} Tip-Off Week`)],
    },
  ]);
}

/** Takeovers of the home page (sportId 0) and of the flagship sport, plus one that has ended. */
export async function seedTakeovers({ db, tenantId, sports, today }: SeedContext): Promise<void> {
  const flagship = sports.find((sport) => sport.code === 'football') ?? sports.find((sport) => sport.code === 'mbball') ?? sports[0]!;
  await db.insert(takeovers).values([
    { tenantId, type: 'takeover', url: '/tickets', cookie: 'takeover-home-season-tickets', startDate: new Date(today - 3 * DAY), endDate: new Date(today + 14 * DAY) },
    { tenantId, sportId: flagship.id, type: 'gameday', url: `/sports/${flagship.slug}/schedule`, cookie: `takeover-${flagship.slug}-gameday`, startDate: new Date(today - DAY), endDate: new Date(today + 7 * DAY) },
    { tenantId, type: 'takeover', url: '/calendar', cookie: 'takeover-home-spring-break', startDate: new Date(today - 20 * DAY), endDate: new Date(today - DAY) },
  ]);
}
