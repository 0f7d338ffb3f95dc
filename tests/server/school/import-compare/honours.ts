import type { ComparedFamily } from './family';

/** The promotion locations of the demo schools (the site's slots); each is asked site-wide and per sport. */
const PROMOTION_LOCATIONS = ['footer-icons', 'home-top', 'home-multi', 'home-html', 'home-icons', 'sport-top', 'sport-sidebar', 'sport-multi', 'sport-html', 'sport-icons'];
const ALL_AMERICAN_GROUPINGS = ['year', 'sport', 'team', 'alphabetical'];
const HOF_GROUPINGS = ['alphabetical', 'induction-year', 'sport'];
const same = (path: string): [string, string] => [path, path];
// The comparison GETs /api/v2<path>: a path starting '.1/' is a v2.1 answer (/api/v2.1/...).
const V21 = '.1';

/** Facilities, awards, All-Americans, hall of fame, galleries, podcasts and promotions: lists, filters, items. */
export const honoursAnswers: ComparedFamily = async (pairs) => {
  const [sports, facilities, awardTypes, awards, allAmericans, inductees, galleries, podcasts, episodes] = await Promise.all([
    pairs('sports'),
    pairs('facilities'),
    pairs('award-types'),
    pairs('awards'),
    pairs('all-americans'),
    pairs('hof-inductees'),
    pairs('galleries'),
    pairs('podcasts'),
    pairs('podcast-episodes'),
  ]);
  const each = (list: { source: number; local: number }[], path: (id: number) => string): [string, string][] => list.map(({ source, local }) => [path(source), path(local)]);
  return [
    ...['/Facilities', '/Facilities?$pageSize=100', '/Facilities/settings'].map(same),
    ...each(facilities, (id) => `/Facilities/${id}`),
    ...each(sports, (id) => `/Facilities?sportId=${id}&$pageSize=100`),

    ...['/Awards', '/Awards?$pageSize=100', '/Awards?HideExpired=true&$pageSize=100', '/Awards?HideExpired=false&$pageSize=100', '/Awards/types'].map(same),
    ...each(awardTypes, (id) => `/Awards?AwardTypeId=${id}&$pageSize=100`),
    ...each(awards, (id) => `/Awards/${id}`),
    ...each(sports, (id) => `/Awards?sportId=${id}&$pageSize=100`),

    ...['/AllAmerican', '/AllAmerican/groupings', '/AllAmerican/settings'].map(same),
    ...ALL_AMERICAN_GROUPINGS.map((grouping) => same(`/AllAmerican?grouping=${grouping}`)),
    ...each(allAmericans, (id) => `/AllAmerican/${id}`),
    ...each(sports, (id) => `/AllAmerican?sportId=${id}`),

    ...['/HallOfFame', '/HallOfFame/grouping', '/HallOfFame/settings'].map(same),
    ...HOF_GROUPINGS.map((grouping) => same(`/HallOfFame?grouping=${grouping}`)),
    ...each(inductees, (id) => `/HallOfFame/${id}`),
    ...each(sports, (id) => `/HallOfFame?sportId=${id}`),

    ...['/ImageGalleries', '/ImageGalleries?$pageSize=100', '/ImageGalleries?$pageSize=100&$pageIndex=1'].map(same),
    ...each(galleries, (id) => `/ImageGalleries/${id}`),
    ...each(galleries, (id) => `/ImageGalleries?galleryId=${id}`),
    ...each(sports, (id) => `/ImageGalleries?sportId=${id}`),

    ...['/Podcasts', '/Podcasts?$pageSize=100', '/Podcasts/categories', '/Podcasts/settings'].map(same),
    ...each(episodes, (id) => `/Podcasts/${id}`),
    ...each(podcasts, (id) => `/Podcasts?categoryId=${id}&$pageSize=100`),
    ...each(sports, (id) => `/Podcasts?sportId=${id}&$pageSize=100`),

    ...['/Awards', '/Awards?PageSize=100', '/Awards/types', '/Podcasts', '/Podcasts?PageSize=100', '/Podcasts/categories', '/Podcasts/settings', '/Podcasts/filters/categories', '/Podcasts/filters/sports'].map((path) => same(`${V21}${path}`)),
    ...each(awards, (id) => `${V21}/Awards/${id}`),

    ...PROMOTION_LOCATIONS.map((name) => same(`/promotions/${name}`)),
    ...PROMOTION_LOCATIONS.flatMap((name) => each(sports, (id) => `/promotions/${name}/${id}`)),
  ];
};
