import { slideshowCampaigns, slideshows, type StoredImage } from '../../server/store/tables/site-features';
import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';
import { heroSvg } from './site-artwork';

const DAY = 86_400_000;

interface Slide {
  key: string;
  title: string;
  subtitle: string;
  teaser: string;
  link: string;
  links: Array<[text: string, url: string]>;
  /** Days from today; negative is past. */
  start: number;
  end: number | null;
}

function homeSlides(sports: SeededSport[], mascots: string): Slide[] {
  const real = sports.filter((sport) => !sport.nonSport);
  const flagship = real.find((sport) => sport.code === 'football') ?? real.find((sport) => sport.code === 'mbball') ?? real[0]!;
  const women = real.find((sport) => sport.code === 'wbball') ?? real.find((sport) => sport.gender === 'F') ?? flagship;
  const spring = real.find((sport) => sport.code === 'baseball') ?? real.find((sport) => sport.code === 'softball') ?? flagship;
  return [
    { key: 'conference-play', title: `${flagship.title} opens conference play`, subtitle: 'Home opener this weekend', teaser: `The ${mascots} host their first league game with a sold-out student section expected.`, link: `/sports/${flagship.slug}/schedule`, links: [['Schedule', `/sports/${flagship.slug}/schedule`], ['Tickets', '/tickets']], start: -5, end: 20 },
    { key: 'season-tickets', title: 'Season tickets on sale now', subtitle: 'Lock in your seats', teaser: 'Renew or buy season tickets for every home game and save on single-game prices.', link: '/tickets', links: [['Buy Tickets', '/tickets']], start: -20, end: 40 },
    { key: 'meet-the-team', title: `Meet the ${women.title} roster`, subtitle: 'New faces, big goals', teaser: `Get to know the ${women.title} squad before the season tips off.`, link: `/sports/${women.slug}/roster`, links: [['Roster', `/sports/${women.slug}/roster`], ['Coaches', `/sports/${women.slug}/coaches`]], start: -10, end: null },
    { key: 'hall-of-fame', title: 'Hall of Fame class announced', subtitle: 'Six legends join the ranks', teaser: 'Meet the newest members of the Athletics Hall of Fame, inducted this fall.', link: '/honors', links: [['Hall of Fame', '/honors']], start: -3, end: 30 },
    { key: 'spring-preview', title: `${spring.title}: what to watch`, subtitle: 'Season preview', teaser: `Our preview of the ${spring.title} season, from the rotation to the schedule.`, link: `/sports/${spring.slug}/archives`, links: [['News', `/sports/${spring.slug}/archives`], ['Schedule', `/sports/${spring.slug}/schedule`]], start: -1, end: 25 },
    // Ended: kept for the record, never served.
    { key: 'summer-camps', title: 'Summer camps registration', subtitle: 'Closed', teaser: 'Registration for summer camps has closed.', link: '/calendar', links: [['Calendar', '/calendar']], start: -120, end: -60 },
  ];
}

function sportSlides(sport: SeededSport, mascots: string): Slide[] {
  return [
    { key: `${sport.slug}-gameday`, title: `${sport.title} game day`, subtitle: 'Everything you need', teaser: `Parking, tickets and how to watch the ${mascots}.`, link: `/sports/${sport.slug}/schedule`, links: [['Schedule', `/sports/${sport.slug}/schedule`]], start: -2, end: 12 },
    { key: `${sport.slug}-stats`, title: `${sport.title} by the numbers`, subtitle: 'Season statistics', teaser: 'The leaders so far this season.', link: `/sports/${sport.slug}/stats`, links: [['Statistics', `/sports/${sport.slug}/stats`]], start: -8, end: null },
  ];
}

/** The home page rotator (five running slides and an ended one) and the flagship sport's rotator. */
export async function seedSlideshows({ db, tenantId, school, sports, today, mediaUrl, storeMedia }: SeedContext): Promise<void> {
  const flagship = sports.find((sport) => sport.code === 'football') ?? sports.find((sport) => sport.code === 'mbball') ?? sports[0]!;
  const created = new Date(today - 150 * DAY);
  const rows = await db
    .insert(slideshows)
    .values([
      { tenantId, title: 'Home Page Rotator', options: JSON.stringify({ autoplay: true, delay: 8000, pauseOnHover: true, loop: true }), type: 'rotator', createdAt: created },
      { tenantId, sportId: flagship.id, title: `${flagship.title} Rotator`, options: JSON.stringify({ autoplay: true, delay: 8000, loop: true }), type: 'rotator', createdAt: created },
    ])
    .returning({ id: slideshows.id });
  const [home, sport] = rows;
  if (!home || !sport) throw new Error('slideshow insert returned nothing');

  const sets: Array<[slideshowId: number, slides: Slide[]]> = [
    [home.id, homeSlides(sports, school.mascotPlural)],
    [sport.id, sportSlides(flagship, school.mascotPlural)],
  ];
  const media = sets.flatMap(([, slides]) =>
    slides.flatMap((slide, index) => [
      { path: `slides/${slide.key}-wide.svg`, body: heroSvg(school, slide.title, slide.subtitle, 1600, 900, index), alt: slide.title },
      { path: `slides/${slide.key}-tall.svg`, body: heroSvg(school, slide.title, slide.subtitle, 800, 1000, index + 7), alt: slide.title },
    ]),
  );
  await storeMedia(media);
  const images = (slide: Slide): StoredImage[] => [
    { url: mediaUrl(`slides/${slide.key}-wide.svg`), breakpoint: 1024, alt: slide.title },
    { url: mediaUrl(`slides/${slide.key}-tall.svg`), breakpoint: 0, alt: slide.title },
  ];
  await db.insert(slideshowCampaigns).values(
    sets.flatMap(([slideshowId, slides]) =>
      slides.map((slide, rank) => ({
        tenantId,
        slideshowId,
        rank,
        title: slide.title,
        subtitle: slide.subtitle,
        teaser: slide.teaser,
        startDate: new Date(today + slide.start * DAY),
        endDate: slide.end === null ? null : new Date(today + slide.end * DAY),
        primaryLink: slide.link,
        links: slide.links.map(([linkText, linkUrl], index) => ({ linkId: slideshowId * 100 + rank * 10 + index, linkUrl, linkText })),
        primaryImages: images(slide),
        secondaryImages: [],
        createdAt: new Date(today + Math.min(slide.start, 0) * DAY - DAY),
      })),
    ),
  );
}
