import type { PromotionEffect, PromotionType, SliderOptions } from '../../core/promotions/promotion';
import { promotionCampaigns, promotions } from '../../server/store/tables/site-features';
import type { SeedContext } from '../seed-context';
import { bannerSvg, tileSvg } from './site-artwork';

const DAY = 86_400_000;
/** The footer's and sport pages' icon tiles, square. */
const TILE_SIZE = 120;

interface Campaign {
  title: string;
  link: string | null;
  hover?: string;
  newWindow?: boolean;
  cssClass?: string;
  icon?: string;
  html?: string;
  /** [path, svg, breakpoint] per source. */
  art: Array<[path: string, svg: string, breakpoint: number, width: number, height: number]>;
  /** Days from today; an ended campaign is never served. */
  end?: number;
}

interface Location {
  name: string;
  sportId: number | null;
  type: PromotionType;
  effect: PromotionEffect;
  swiper?: SliderOptions;
  campaigns: Campaign[];
}

// spec 9: promotion carousel autoplay 8000 ms; slide width follows slides-per-view.
const MULTI_SLIDER: SliderOptions = {
  slides_per_view: 1,
  navigation: { nextEl: '.promotion-slider__next', prevEl: '.promotion-slider__prev' },
  pagination: { clickable: true },
  breakpoints: { '640': { slides_per_view: 2 }, '1024': { slides_per_view: 3 } },
  autoplay: { delay: 8000 },
  pausable: true,
};

function locations({ school, sports }: SeedContext): Location[] {
  const { primary, primaryText, secondary, secondaryText } = school.colors;
  const banner = (key: string, headline: string, action: string): Campaign['art'] => [
    [`promotions/${key}-wide.svg`, bannerSvg(school, headline, action, 728, 90), 768, 728, 90],
    [`promotions/${key}-small.svg`, bannerSvg(school, headline, action, 320, 50), 0, 320, 50],
  ];
  const card = (key: string, headline: string, action: string): Campaign['art'] => [[`promotions/${key}.svg`, bannerSvg(school, headline, action, 400, 300), 0, 400, 300]];
  const tile = (key: string, label: string, dark: boolean): Campaign['art'] => [[`promotions/${key}.svg`, tileSvg(label, dark ? primary : secondary, dark ? primaryText : secondaryText, TILE_SIZE), 0, TILE_SIZE, TILE_SIZE]];
  const shop = `//shop.example.com/${school.key}`;
  const list: Location[] = [
    {
      name: 'home-top', sportId: null, type: 'single', effect: 'random',
      campaigns: [
        { title: 'Season tickets on sale', link: '/tickets', hover: 'Buy season tickets', art: banner('home-top-tickets', 'Season Tickets On Sale', 'Buy Now') },
        { title: `${school.mascotPlural} Team Shop`, link: shop, hover: 'Shop official gear', newWindow: true, art: banner('home-top-shop', `Official ${school.mascotPlural} Gear`, 'Shop') },
        { title: 'Text alerts', link: '/subscribe', hover: 'Get scores by text', art: banner('home-top-alerts', 'Scores By Text', 'Sign Up') },
        { title: 'Preseason sale (ended)', link: '/tickets', art: banner('home-top-preseason', 'Preseason Sale', 'Ended'), end: -5 },
      ],
    },
    {
      name: 'home-html', sportId: null, type: 'html', effect: 'none',
      campaigns: [
        { title: 'Download the app', link: '/subscribe', html: `<div class="promo-html"><h3>Never miss a moment</h3><p>Scores, news and tickets from the ${school.mascotPlural}, on your phone.</p><a href="/subscribe">Get alerts</a></div>`, art: card('home-html-app', 'Never Miss A Moment', 'Get Alerts') },
        // spec 5: html carrying the c-mbonvoy marker must not be rendered by the site.
        { title: 'Hotel partner offer', link: '//www.example.com/hotels', newWindow: true, cssClass: 'c-mbonvoy', html: '<div class="c-mbonvoy"><p>Stay with our hotel partner on game weekends.</p></div>', art: card('home-html-hotel', 'Game Weekend Stays', 'Book') },
        { title: 'Volunteer at game day', link: '/staff-directory', html: '<div class="promo-html"><h3>Join the game day crew</h3><p>Ushers, ticket scanners and hosts wanted for home games.</p></div>', art: card('home-html-volunteer', 'Join The Crew', 'Apply') },
      ],
    },
    {
      name: 'footer-icons', sportId: null, type: 'icons', effect: 'none',
      campaigns: [
        { title: 'Tickets', link: '/tickets', icon: 'ticket', art: tile('icon-tickets', 'Tickets', true) },
        { title: 'Shop', link: shop, icon: 'shop', newWindow: true, art: tile('icon-shop', 'Shop', false) },
        { title: 'Podcasts', link: '/podcasts', icon: 'podcast', art: tile('icon-podcasts', 'Podcasts', true) },
        { title: 'Text Alerts', link: '/subscribe', icon: 'message', art: tile('icon-alerts', 'Alerts', false) },
        // spec 5: a link of '#' renders as a non-link.
        { title: `${school.city} Community Bank`, link: '#', icon: 'partner', hover: 'Proud partner', art: tile('icon-partner', 'Partner', true) },
      ],
    },
    {
      name: 'home-multi', sportId: null, type: 'multi', effect: 'slide', swiper: MULTI_SLIDER,
      campaigns: [
        { title: 'Family four-pack', link: '/tickets', art: card('multi-family', 'Family Four-Pack', 'Save 25%') },
        { title: 'Student section', link: '/tickets', art: card('multi-students', 'Students Get In Free', 'Claim') },
        { title: 'Hall of Fame', link: '/honors', art: card('multi-hof', 'Hall Of Fame', 'Explore') },
        { title: 'Facilities', link: '/facilities', art: card('multi-facilities', 'Our Venues', 'Visit') },
        { title: `${school.city} Community Bank`, link: '//www.example.com/sponsor', newWindow: true, art: card('multi-bank', `${school.city} Community Bank`, 'Partner') },
      ],
    },
    {
      name: 'sport-sidebar', sportId: null, type: 'single', effect: 'none',
      campaigns: [
        { title: 'Athletics calendar', link: '/calendar', art: card('sidebar-calendar', 'Every Game, One Calendar', 'Open') },
        { title: 'Support student-athletes', link: '//give.example.com/' + school.key, newWindow: true, art: card('sidebar-give', 'Support Our Athletes', 'Give') },
      ],
    },
  ];
  for (const sport of sports.filter((s) => !s.nonSport)) {
    list.push({
      name: 'sport-sidebar', sportId: sport.id, type: 'single', effect: 'none',
      campaigns: [
        { title: `${sport.title} tickets`, link: '/tickets', hover: `Tickets for ${sport.title}`, art: card(`sidebar-${sport.slug}-tickets`, `${sport.shortDisplay} Tickets`, 'Buy') },
        { title: `${sport.title} schedule`, link: `/sports/${sport.slug}/schedule`, art: card(`sidebar-${sport.slug}-schedule`, `${sport.shortDisplay} Schedule`, 'View') },
      ],
    });
  }
  // Added after the sports' own sets, so their ids stay as they were: every location type on the home
  // page (home-top single, home-multi multi, home-html html, home-icons icons) and on sport pages.
  list.push(
    {
      name: 'home-icons', sportId: null, type: 'icons', effect: 'none',
      campaigns: [
        { title: 'Tickets', link: '/tickets', icon: 'ticket', art: tile('home-icon-tickets', 'Tickets', true) },
        { title: 'Podcasts', link: '/podcasts', icon: 'podcast', art: tile('home-icon-podcasts', 'Podcasts', false) },
        { title: 'Facilities', link: '/facilities', icon: 'venue', art: tile('home-icon-facilities', 'Venues', true) },
        // spec 5: an empty link renders as a non-link.
        { title: `${school.city} Community Bank`, link: '', icon: 'partner', hover: 'Proud partner', art: tile('home-icon-partner', 'Partner', false) },
      ],
    },
    {
      name: 'sport-top', sportId: null, type: 'single', effect: 'random',
      campaigns: [
        { title: 'Team tickets', link: '/tickets', hover: 'Buy tickets', art: banner('sport-top-tickets', 'Cheer Them On', 'Tickets') },
        { title: `${school.mascotPlural} Team Shop`, link: shop, newWindow: true, art: banner('sport-top-shop', 'Wear The Colors', 'Shop') },
      ],
    },
    {
      name: 'sport-multi', sportId: null, type: 'multi', effect: 'slide', swiper: MULTI_SLIDER,
      campaigns: [
        { title: 'Game day guide', link: '/facilities', art: card('sport-multi-guide', 'Game Day Guide', 'Plan') },
        { title: 'Athletics calendar', link: '/calendar', art: card('sport-multi-calendar', 'Every Game', 'Calendar') },
        { title: 'Podcasts', link: '/podcasts', art: card('sport-multi-podcasts', 'Listen In', 'Podcasts') },
        { title: 'Hall of Fame', link: '/honors', art: card('sport-multi-hof', 'Legends', 'Explore') },
      ],
    },
    {
      name: 'sport-html', sportId: null, type: 'html', effect: 'none',
      campaigns: [
        { title: 'Text alerts', link: '/subscribe', html: `<div class="promo-html"><h3>Scores on your phone</h3><p>Get ${school.mascotPlural} scores and news by text.</p><a href="/subscribe">Sign up</a></div>`, art: card('sport-html-alerts', 'Scores By Text', 'Sign Up') },
        // spec 5: html carrying the c-mbonvoy marker must not be rendered by the site.
        { title: 'Hotel partner offer', link: '//www.example.com/hotels', newWindow: true, cssClass: 'c-mbonvoy', html: '<div class="c-mbonvoy"><p>Road trip? Stay with our hotel partner.</p></div>', art: card('sport-html-hotel', 'Road Trip Stays', 'Book') },
      ],
    },
    {
      name: 'sport-icons', sportId: null, type: 'icons', effect: 'none',
      campaigns: [
        { title: 'Tickets', link: '/tickets', icon: 'ticket', art: tile('sport-icon-tickets', 'Tickets', true) },
        { title: 'Shop', link: shop, icon: 'shop', newWindow: true, art: tile('sport-icon-shop', 'Shop', false) },
        { title: `${school.city} Community Bank`, link: '#', icon: 'partner', art: tile('sport-icon-partner', 'Partner', true) },
      ],
    },
  );
  return list;
}

/** Named promotion locations of the site, each with 2-5 campaigns drawn as SVG. */
export async function seedPromotions(context: SeedContext): Promise<void> {
  const { db, tenantId, today, mediaUrl, storeMedia } = context;
  const all = locations(context);
  await storeMedia(all.flatMap((location) => location.campaigns.flatMap((campaign) => campaign.art.map(([path, body]) => ({ path, body, alt: campaign.title })))));
  const rows = await db
    .insert(promotions)
    .values(all.map((location) => ({ tenantId, name: location.name, sportId: location.sportId, type: location.type, effect: location.effect, contentId: location.sportId === null ? location.name : `${location.name}-${location.sportId}`, swiperOptions: location.swiper ?? null })))
    .returning({ id: promotions.id });
  await db.insert(promotionCampaigns).values(
    all.flatMap((location, index) =>
      location.campaigns.map((campaign, rank) => ({
        tenantId,
        promotionId: rows[index]!.id,
        rank,
        title: campaign.title,
        link: campaign.link,
        hoverText: campaign.hover ?? null,
        openInNewWindow: campaign.newWindow ?? false,
        cssClass: campaign.cssClass ?? null,
        icon: campaign.icon ?? null,
        html: campaign.html ?? null,
        images: campaign.art.map(([path, , breakpoint, width, height]) => ({ url: mediaUrl(path), breakpoint, alt: campaign.title, width, height })),
        startDate: new Date(today - 30 * DAY),
        endDate: campaign.end === undefined ? null : new Date(today + campaign.end * DAY),
      })),
    ),
  );
}
